import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import styles from "../sets.module.css";

/** The spec's "could not load information" message with a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("sets");
  return (
    <div role="alert" className={styles.alert}>
      <p>{t("loadError")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
