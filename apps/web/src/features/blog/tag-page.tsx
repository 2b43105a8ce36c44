import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useTags } from "./api/get-tags.ts";
import styles from "./blog.module.css";
import { PostList } from "./components/post-list.tsx";

/** /tag/{slug}: the published posts with a tag. */
export function TagPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation("blog");
  const tags = useTags();
  const name = tags.data?.find((tag) => tag.slug === slug)?.name ?? slug;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t("tag.title", { tag: name })}</h1>
      </header>
      <PostList filter={{ kind: "tag", slug }} />
    </div>
  );
}
