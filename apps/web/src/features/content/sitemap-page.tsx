import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorBox } from "../../ui/error-box.tsx";
import { useSitemap } from "./api/get-sitemap.ts";
import styles from "./content.module.css";

/**
 * The sitemap page (blank layout): every public page with its change frequency and priority, the
 * posts and learning sets included: the very list /sitemap.xml gives.
 */
export function SitemapPage() {
  const { t } = useTranslation();
  const sitemap = useSitemap();
  return (
    <div className={styles.page}>
      <h1>{t("sitemap.title")}</h1>
      {sitemap.isPending ? (
        <p className={styles.meta}>{t("state.loading")}</p>
      ) : sitemap.isError ? (
        <ErrorBox
          title={t("sitemap.title")}
          message={t("state.error")}
          retry={{ label: t("state.retry"), onRetry: () => void sitemap.refetch() }}
        />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("sitemap.path")}</th>
              <th scope="col">{t("sitemap.changefreq")}</th>
              <th scope="col">{t("sitemap.priority")}</th>
            </tr>
          </thead>
          <tbody>
            {sitemap.data.entries.map((entry) => (
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
      )}
    </div>
  );
}
