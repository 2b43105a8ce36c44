import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { useRouteHandle } from "../layout/root-layout.tsx";
import styles from "./content.module.css";

/** A page whose screen is still being built: its title and a friendly way onward. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <div className={styles.page} data-placeholder={handle?.title}>
      <h1>{t(`titles.${handle?.title ?? "home"}`)}</h1>
      <p className={styles.lead}>{t("placeholder.soon")}</p>
      <p>{t("placeholder.text")}</p>
      <p className={styles.actions}>
        <Link to="/democalc" className={buttonClass("primary")}>
          {t("notFound.demo")}
        </Link>
        <Link to="/" className={buttonClass("secondary")}>
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
