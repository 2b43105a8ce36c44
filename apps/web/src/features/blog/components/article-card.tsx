import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "../blog.module.css";

/** The blog's one article card: the method's static article at /article. */
export function ArticleCard() {
  const { t } = useTranslation("blog");
  return (
    <article className={styles.articleCard}>
      <p className={styles.meta}>
        {t("article.category")} · {t("article.date")} · {t("article.readTime")}
      </p>
      <h2 className={styles.cardTitle}>
        <Link to="/article">{t("article.title")}</Link>
      </h2>
      <p className={styles.excerpt}>{t("article.description")}</p>
      <Link to="/article" className={styles.readMore}>
        {t("list.readMore")}
      </Link>
    </article>
  );
}
