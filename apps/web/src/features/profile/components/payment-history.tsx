import type { TPaymentHistoryEntry } from "@mandala/contract";
import { formatRub } from "@mandala/contract/money";
import { useTranslation } from "react-i18next";
import { ActionError } from "../../../ui/action-error.tsx";
import { Button } from "../../../ui/button.tsx";
import { formatDate } from "../../../ui/dates.ts";
import { usePaymentHistory } from "../api/get-payment-history.ts";
import { useDownloadPaymentConfirmation } from "../api/payment-confirmation.ts";
import own from "../payment-history.module.css";
import styles from "../profile.module.css";

/** «Скачать подтверждение (PDF)»: the shop's confirmation of a paid payment, in the page's language. */
function ConfirmationDownload({ entry }: { entry: TPaymentHistoryEntry }) {
  const { t, i18n } = useTranslation("profile");
  const download = useDownloadPaymentConfirmation();
  const filename = t("payments.confirmationFile", { number: entry.order_number });
  return (
    <div className={own.confirmation}>
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        aria-describedby={`payment-${entry.id}`}
        onClick={() => download.mutate({ id: entry.id, language: i18n.language, filename })}
      >
        {t("payments.confirmation")}
      </Button>
      <ActionError error={download.error} fallback={t("payments.confirmationFailed")} />
    </div>
  );
}

function Entry({ entry }: { entry: TPaymentHistoryEntry }) {
  const { t, i18n } = useTranslation("profile");
  const what =
    entry.kind === "learning_set"
      ? "set"
      : entry.kind === "gift"
        ? "gift"
        : entry.renewal
          ? "renewal"
          : "plan";
  return (
    <li className={own.entry}>
      <span className={own.head}>
        <span className={own.item} id={`payment-${entry.id}`}>
          {t(`payments.kind.${what}`, { name: entry.item })}
        </span>
        <span className={[styles.badge, own[`status-${entry.status}`]].filter(Boolean).join(" ")}>
          {t(`payments.status.${entry.status}`)}
        </span>
      </span>
      <span className={own.amount}>{formatRub(entry.amount)}</span>
      <p className={styles.muted}>
        {t("payments.meta", {
          date: formatDate(entry.created_at, i18n.language),
          number: entry.order_number,
        })}
      </p>
      {entry.refund ? (
        <p className={own.refund}>
          {t("payments.refund", {
            amount: formatRub(entry.refund.amount),
            date: formatDate(entry.refund.created_at, i18n.language),
          })}
        </p>
      ) : null}
      {entry.receipt_email ? (
        <>
          <p className={styles.muted}>
            {t(entry.receipt_sample ? "payments.receiptSample" : "payments.receipt", {
              email: entry.receipt_email,
            })}
          </p>
          <ConfirmationDownload entry={entry} />
        </>
      ) : null}
    </li>
  );
}

/** The profile's «История платежей»: every payment, renewal charge and refund, newest first. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation("profile");
  const history = usePaymentHistory(i18n.language);
  return (
    <section className={styles.card} aria-labelledby="payments-title">
      <h2 id="payments-title">{t("payments.title")}</h2>
      {history.isPending ? (
        <p className={styles.muted} role="status">
          {t("payments.loading")}
        </p>
      ) : history.isError ? (
        <div className={styles.empty}>
          <p>{t("payments.failed")}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : history.data.payments.length === 0 ? (
        <p className={styles.muted}>{t("payments.empty")}</p>
      ) : (
        <ul className={own.list}>
          {history.data.payments.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
