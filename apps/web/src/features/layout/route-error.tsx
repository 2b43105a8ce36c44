import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import styles from "./layout.module.css";

/** Shown when a page fails to load or throws: a calm message and a way back. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.errorPage}>
      <h1>{notFound ? t("notFound.title") : t("state.error")}</h1>
      <p>{notFound ? t("notFound.text") : ""}</p>
      <p className={styles.errorActions}>
        <Link to="/" className={buttonClass("primary")}>
          {t("notFound.home")}
        </Link>
        <button type="button" className={buttonClass("secondary")} onClick={() => window.location.reload()}>
          {t("state.retry")}
        </button>
      </p>
    </main>
  );
}
