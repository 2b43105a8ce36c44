/** /app: the mandala builder for subscribers. Loads the catalogue of the user's tier first. */
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../api/error-message.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { usePremiumCommonData } from "./api/get-common-data.ts";
import styles from "./components/builder.module.css";
import { Builder } from "./components/builder.tsx";

export function BuilderPage() {
  const { t } = useTranslation("builder");
  const common = usePremiumCommonData();
  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("title")}</h1>
        <p className={page.lead}>{t("lead")}</p>
      </header>
      {common.isPending ? (
        <p className={styles.loading} aria-busy="true">
          <Spinner /> {t("loading")}
        </p>
      ) : common.isError ? (
        <ErrorBox
          title={t("loadError")}
          message={drawErrorMessage(common.error, t("error.network"))}
          retry={{ label: t("retry"), onRetry: () => void common.refetch() }}
        />
      ) : (
        <Builder common={common.data} />
      )}
    </div>
  );
}
