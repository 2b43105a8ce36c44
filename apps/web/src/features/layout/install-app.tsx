import { useTranslation } from "react-i18next";
import { useInstallOffer } from "../../ui/app-install.ts";
import { Button } from "../../ui/button.tsx";
import styles from "./install-app.module.css";

/**
 * "Install the app", small in a corner, where the browser offers an install (ui/app-install.ts); with
 * a "not now" that puts it away on this device. Nothing where the browser offers none.
 */
export function InstallApp() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <aside className={styles.installApp} aria-label={t("install.label")}>
      <Button variant="primary" onClick={() => void offer.install()}>
        {t("install.button")}
      </Button>
      <button
        type="button"
        className={styles.dismiss}
        onClick={offer.dismiss}
        aria-label={t("install.dismiss")}
      >
        ×
      </button>
    </aside>
  );
}
