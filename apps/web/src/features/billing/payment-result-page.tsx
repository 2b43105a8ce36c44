import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { refreshAccount } from "../../api/account.ts";
import { errorCode } from "../../api/client.ts";
import { Button } from "../../ui/button.tsx";
import page from "../../ui/page.module.css";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { usePayment } from "./api/get-payment.ts";
import styles from "./billing.module.css";
import { PaymentCanceled, PaymentSucceeded, ResultNotice } from "./components/payment-result.tsx";

/**
 * Once a payment has succeeded, the account is read again: a subscription opens /app to the guards,
 * a set appears among the profile's purchases.
 */
function useAccountRefresh(paid: boolean) {
  const client = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!paid || done.current) return;
    done.current = true;
    void refreshAccount(client).catch(() => undefined);
  }, [paid, client]);
}

/**
 * /payment/success and /payment/fail: the payment's real state from the server, whatever the
 * address says. Pending payments are polled every 2 s for about 30 s.
 */
export function PaymentResultPage() {
  const { t } = useTranslation("billing");
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get("payment_id");
  const payment = usePayment(id);
  const data = payment.data;
  useAccountRefresh(data?.status === "succeeded");
  const frame = useRef<HTMLDivElement>(null);
  const shown = payment.isError ? "error" : (data?.status ?? "checking");
  const checking =
    Boolean(id) &&
    !payment.isError &&
    (payment.isPending || (data?.status === "pending" && !payment.timedOut));
  // Every outcome titles the tab through its notice; while checking, the tab says so, not «Оплата прошла».
  useOwnSeo(checking ? { title: t("result.checking") } : null);
  // Each result opens at its heading, wherever the page before it was scrolled to (on a phone the
  // payment form leaves it scrolled down, past «Спасибо!»).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result, not a new render, moves the focus.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    const heading = frame.current?.querySelector("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [shown]);

  let body: ReactNode;
  if (!id) {
    body = (
      <ResultNotice
        title={t("result.missingTitle")}
        text={t("result.missingText")}
        links={[
          { to: "/nabory/", label: t("result.moreSets") },
          { to: "/profile", label: t("result.profile") },
        ]}
      />
    );
  } else if (payment.isError) {
    // A failed check stops the polling (get-payment.ts): the page says so at once, with a way to check again.
    const notFound = errorCode(payment.error) === "billing.paymentNotFound";
    const here = location.pathname + location.search;
    body = notFound ? (
      <ResultNotice
        title={t("result.notFoundTitle")}
        text={t("result.notFoundText")}
        links={[
          { to: `/signin?redirect=${encodeURIComponent(here)}`, label: t("result.signin") },
          { to: "/", label: t("result.home") },
        ]}
      />
    ) : (
      <div role="alert">
        <ResultNotice title={t("result.errorTitle")} text={t("result.errorText")}>
          <Button variant="secondary" onClick={payment.checkAgain}>
            {t("result.retry")}
          </Button>
        </ResultNotice>
      </div>
    );
  } else if (checking) {
    body = (
      <div className={styles.result} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <div role="status" className={styles.statusText}>
          <h1>{t("result.checking")}</h1>
          <p className={page.lead}>{t("result.checkingText")}</p>
        </div>
      </div>
    );
  } else if (data?.status === "succeeded") {
    body = <PaymentSucceeded payment={data} />;
  } else if (data?.status === "canceled") {
    body = <PaymentCanceled payment={data} />;
  } else {
    body = (
      <ResultNotice title={t("result.slowTitle")} text={t("result.slowText")}>
        <Button variant="secondary" onClick={payment.checkAgain}>
          {t("result.checkAgain")}
        </Button>
      </ResultNotice>
    );
  }
  return (
    <div className={`${page.frame} ${page.narrow}`} aria-live="polite" ref={frame}>
      {body}
    </div>
  );
}
