/** /app: the mandala builder for subscribers. Loads the catalogue of the user's tier first. */
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../calculator/components/spinner.tsx";
import { usePremiumCommonData } from "./api/get-common-data.ts";
import styles from "./components/builder.module.css";
import { Builder } from "./components/builder.tsx";
import { drawErrorMessage } from "./draw-error.ts";

export function BuilderPage() {
  const { t } = useTranslation("builder");
  const common = usePremiumCommonData();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t("title")}</h1>
        <p className={styles.lead}>{t("lead")}</p>
      </header>
      {common.isPending ? (
        <p className={styles.loading} aria-busy="true">
          <Spinner /> {t("loading")}
        </p>
      ) : common.isError ? (
        <div role="alert" className={styles.errorBox}>
          <p>
            <strong>{t("loadError")}:</strong> {drawErrorMessage(common.error, t("error.network"))}
          </p>
          <Button variant="secondary" onClick={() => void common.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <Builder common={common.data} />
      )}
    </div>
  );
}
