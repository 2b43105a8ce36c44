import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { useTags } from "./api/get-tags.ts";
import styles from "./blog.module.css";
import { NotFoundNotice } from "./components/not-found-notice.tsx";
import { PostList } from "./components/post-list.tsx";

/** /tag/{slug}: the published posts with a tag, page by page, or that the tag does not exist. */
export function TagPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation("blog");
  const tags = useTags();
  const tag = tags.data?.find((candidate) => candidate.slug === slug);
  const title = t("tag.title", { tag: tag?.name ?? slug });
  useOwnSeo(tag ? { title } : null);
  if (tags.isSuccess && !tag) {
    return (
      <div className={styles.page}>
        <NotFoundNotice title={t("tag.notFound")} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
      </header>
      <PostList filter={{ kind: "tag", slug }} paged />
    </div>
  );
}
