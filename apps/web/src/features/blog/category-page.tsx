import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import styles from "./blog.module.css";
import { PostList } from "./components/post-list.tsx";

/** /category/{category}: the spec's static heading and subtitle, the posts, a pager that does nothing. */
export function CategoryPage() {
  const { category = "" } = useParams();
  const { t } = useTranslation("blog");
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t("category.title")}</h1>
        <p className={styles.lead}>{t("category.subtitle")}</p>
      </header>
      <PostList filter={{ kind: "category", slug: category }} />
      <nav className={styles.pager} aria-label={t("category.pager")}>
        <button type="button" className={styles.pagerButton}>
          {t("category.previous")}
        </button>
        <span>{t("category.pageOf", { page: 1, pages: 2 })}</span>
        <button type="button" className={styles.pagerButton}>
          {t("category.next")}
        </button>
      </nav>
    </div>
  );
}
