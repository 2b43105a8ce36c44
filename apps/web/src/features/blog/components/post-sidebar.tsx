import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCategories } from "../api/get-categories.ts";
import styles from "../blog.module.css";
import { useBlogLang } from "../content-language.ts";

/** The post page's sidebar: about the blog, its categories, and an invitation to the demo. */
export function PostSidebar() {
  const { t } = useTranslation("blog");
  const categories = useCategories();
  const lang = useBlogLang();
  return (
    <aside className={styles.sidebar} aria-label={t("sidebar.label")}>
      <section>
        <h2>{t("sidebar.aboutTitle")}</h2>
        <p>{t("sidebar.aboutText")}</p>
        <Link to="/article">{t("sidebar.aboutLink")}</Link>
      </section>
      {categories.data && categories.data.length > 0 && (
        <section>
          <h2>{t("sidebar.categories")}</h2>
          <ul lang={lang}>
            {categories.data.map((category) => (
              <li key={category.slug}>
                <Link to={`/category/${category.slug}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.sidebarCta}>
        <h2>{t("sidebar.tryTitle")}</h2>
        <p>{t("sidebar.tryText")}</p>
        <Link to="/democalc">{t("sidebar.tryLink")}</Link>
      </section>
    </aside>
  );
}
