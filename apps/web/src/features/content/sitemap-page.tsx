import { SITEMAP_ENTRIES } from "@mandala/contract/sitemap";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./content.module.css";

/** The sitemap page (blank layout): every public page with its change frequency and priority. */
export function SitemapPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1>{t("sitemap.title")}</h1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("sitemap.path")}</th>
            <th scope="col">{t("sitemap.changefreq")}</th>
            <th scope="col">{t("sitemap.priority")}</th>
          </tr>
        </thead>
        <tbody>
          {SITEMAP_ENTRIES.map((entry) => (
            <tr key={entry.path} data-path={entry.path}>
              <td>
                <Link to={entry.path}>{entry.path}</Link>
              </td>
              <td>{t(`sitemap.freq.${entry.changefreq}`)}</td>
              <td>{entry.priority.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
