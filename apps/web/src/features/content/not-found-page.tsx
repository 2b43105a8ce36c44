import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { SupportHint } from "../../ui/seller.tsx";
import styles from "./content.module.css";

/** The page for any unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${styles.center}`}>
      <img src="/favicon.svg" alt="" className={styles.notFoundArt} width="144" height="144" />
      <h1>{t("notFound.title")}</h1>
      <p className={styles.lead}>{t("notFound.text")}</p>
      <p className={styles.actions} style={{ justifyContent: "center" }}>
        <Link to="/" className={buttonClass("primary")}>
          {t("notFound.home")}
        </Link>
        <Link to="/democalc" className={buttonClass("secondary")}>
          {t("notFound.demo")}
        </Link>
      </p>
      <SupportHint lead={t("notFound.support")} className={styles.meta} />
    </div>
  );
}
