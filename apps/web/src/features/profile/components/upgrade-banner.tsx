import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../ui/button.tsx";
import styles from "../profile.module.css";

/** Shown without an active subscription: the way to /payment. */
export function UpgradeBanner() {
  const { t } = useTranslation("profile");
  return (
    <aside className={styles.banner} aria-labelledby="upgrade-title">
      <div>
        <h2 id="upgrade-title">{t("upgrade.title")}</h2>
        <p>{t("upgrade.text")}</p>
      </div>
      <ButtonLink to="/payment" variant="accent">
        {t("upgrade.action")}
      </ButtonLink>
    </aside>
  );
}
