import { useTranslation } from "react-i18next";
import alert from "../../../ui/alert.module.css";
import { Button } from "../../../ui/button.tsx";

/** The sets' "could not load information" message (sets loadError) with a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("sets");
  return (
    <div role="alert" className={alert.alert}>
      <p>{t("loadError")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
