/** What the print page shows when pages could not be drawn: what failed, and the way out. */
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import type { PrintFailure } from "./load-print-image.ts";

interface PrintFailureBoxProps {
  failures: PrintFailure[];
  pageCount: number;
  onRetry: () => void;
}

export function PrintFailureBox({ failures, pageCount, onRetry }: PrintFailureBoxProps) {
  const { t } = useTranslation("print");
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const signedOut = failures.some((failure) => failure.status === 401);
  const notInPlan = failures.some((failure) => failure.status === 403 || failure.status === 402);
  const reason =
    failures.find((failure) => failure.message)?.message ??
    t(signedOut ? "failed.signedOut" : failures[0]?.status == null ? "failed.network" : "failed.server");
  return (
    <ErrorBox
      title={t("failed.title", { failed: failures.length, count: pageCount })}
      message={`${/[.!?…]$/.test(reason) ? reason : `${reason}.`} ${t("failed.noPrint")}`}
      actions={
        <>
          {signedOut ? <ButtonLink to={`/signin?redirect=${back}`}>{t("failed.signIn")}</ButtonLink> : null}
          {notInPlan ? (
            <ButtonLink to={`/payment?redirect=${back}`} variant={signedOut ? "secondary" : "primary"}>
              {t("failed.plans")}
            </ButtonLink>
          ) : null}
        </>
      }
      retry={{ label: t("failed.retry"), onRetry }}
    />
  );
}
