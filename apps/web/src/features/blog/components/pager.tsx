import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import styles from "../blog.module.css";

/** Posts on one page of a list. */
export const PAGE_SIZE = 10;

/** The list page the address asks for (`?page=N`), kept within 1…pages. */
export function usePageNumber(pages: number): number {
  const [search] = useSearchParams();
  const asked = Number.parseInt(search.get("page") ?? "1", 10);
  return Math.min(Math.max(Number.isFinite(asked) ? asked : 1, 1), Math.max(pages, 1));
}

/** Previous / "N of M" / next, as links to `?page=N`; nothing when everything fits on one page. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("blog");
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <nav className={styles.pager} aria-label={t("pager.label")}>
      {page > 1 ? (
        <Link to={to(page - 1)} className={styles.pagerButton} rel="prev">
          {t("pager.previous")}
        </Link>
      ) : (
        <span className={`${styles.pagerButton} ${styles.pagerOff}`} aria-disabled="true">
          {t("pager.previous")}
        </span>
      )}
      <span aria-current="page">{t("pager.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className={styles.pagerButton} rel="next">
          {t("pager.next")}
        </Link>
      ) : (
        <span className={`${styles.pagerButton} ${styles.pagerOff}`} aria-disabled="true">
          {t("pager.next")}
        </span>
      )}
    </nav>
  );
}
