import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button.tsx";
import { AppLink } from "../../ui/navigation.tsx";
import { SupportHint } from "../../ui/seller.tsx";
import styles from "./layout.module.css";

/** A calm message, a way back and where to write, for a page that is not there or that failed. */
export function PageError({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.errorPage}>
      <h1>{notFound ? t("notFound.title") : t("state.error")}</h1>
      <p>{notFound ? t("notFound.text") : ""}</p>
      <p className={styles.errorActions}>
        <AppLink to="/" className={buttonClass("primary")}>
          {t("notFound.home")}
        </AppLink>
        <button type="button" className={buttonClass("secondary")} onClick={() => window.location.reload()}>
          {t("state.retry")}
        </button>
      </p>
      <SupportHint lead={notFound ? t("notFound.support") : t("state.support")} />
    </main>
  );
}
