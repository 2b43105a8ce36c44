import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/client.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { PageIntro } from "../../ui/page-intro.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useCommonData } from "./api/get-common-data.ts";
import styles from "./components/calculator.module.css";
import { DemoCalculator } from "./components/demo-calculator.tsx";
import { RegisterBanner } from "./components/register-banner.tsx";

/** /democalc: the demo calculator with fixed demo values, and an invitation to register. */
export function DemoCalcPage() {
  const { t } = useTranslation("calculator");
  const common = useCommonData();
  return (
    <div className={page.frame}>
      <PageIntro title={t("demo.title")} lead={t("demo.lead")} />
      {common.isPending ? (
        <p className={styles.empty} aria-busy="true">
          <Spinner /> {t("loading")}
        </p>
      ) : common.isError ? (
        <ErrorBox
          title={t("loadErrorTitle")}
          message={common.error instanceof ApiError ? common.error.message : t("networkError")}
          retry={{ label: t("retry"), onRetry: () => void common.refetch() }}
        />
      ) : (
        <DemoCalculator common={common.data} />
      )}
      {/* Below the calculator once it is there: not pushed down by it when it comes (a layout shift). */}
      {common.isPending ? null : (
        <>
          <RegisterBanner />
          <p className={styles.more}>
            {t("demo.simpleLead")} <Link to="/testcalc">{t("demo.simpleLink")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
