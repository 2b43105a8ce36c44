import { useTranslation } from "react-i18next";
import styles from "./blog.module.css";
import { ArticleCard } from "./components/article-card.tsx";
import { PostList } from "./components/post-list.tsx";

/** /blog: the article card and the published posts. */
export function BlogPage() {
  const { t } = useTranslation("blog");
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t("blog.title")}</h1>
        <p className={styles.lead}>{t("blog.subtitle")}</p>
      </header>
      <ArticleCard />
      <PostList filter={{ kind: "all" }} />
    </div>
  );
}
