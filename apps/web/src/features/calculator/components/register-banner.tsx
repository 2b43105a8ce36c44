import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../ui/button.tsx";
import styles from "./calculator.module.css";

/** Invites a visitor to register for the full builder. */
export function RegisterBanner() {
  const { t } = useTranslation("calculator");
  return (
    <aside className={styles.banner} aria-labelledby="register-banner-title">
      <div>
        <h2 id="register-banner-title" className={styles.bannerTitle}>
          {t("banner.title")}
        </h2>
        <p>{t("banner.text")}</p>
      </div>
      <ButtonLink to="/register" variant="accent">
        {t("banner.cta")}
      </ButtonLink>
    </aside>
  );
}
