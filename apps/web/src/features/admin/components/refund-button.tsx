import type { TAdminPayment } from "@mandala/contract";
import { formatRub } from "@mandala/contract/money";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionError } from "../../../ui/action-error.tsx";
import styles from "../admin.module.css";
import { useRefund } from "../api/money-api.ts";

/**
 * «Вернуть деньги» for a succeeded payment: asks to confirm, saying what the refund ends (a subscription,
 * or a set's links), then refunds once (a double click included).
 */
export function RefundButton({ payment }: { payment: TAdminPayment }) {
  const { t } = useTranslation("admin");
  const refund = useRefund();
  const [asking, setAsking] = useState(false);
  const sending = useRef(false);
  const titleId = useId();
  const amount = formatRub(payment.amount);

  function confirm() {
    if (sending.current) return;
    sending.current = true;
    refund.mutate(payment.id, {
      onSettled: () => {
        sending.current = false;
        setAsking(false);
      },
    });
  }

  return (
    <>
      <button
        type="button"
        className={styles.danger}
        disabled={refund.isPending}
        onClick={() => setAsking(true)}
      >
        {t("money.refund")}
      </button>
      <ActionError error={refund.error} fallback={t("money.refundFailed")} className={styles.error} />
      {asking ? (
        <div role="alertdialog" aria-labelledby={titleId} className={styles.confirm}>
          <p id={titleId}>
            {t(`money.confirmRefund.${payment.kind}`, { amount, email: payment.email ?? "" })}
          </p>
          <div className={styles.row}>
            <button type="button" className={styles.danger} disabled={refund.isPending} onClick={confirm}>
              {refund.isPending ? t("money.refunding") : t("money.confirm")}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={refund.isPending}
              onClick={() => setAsking(false)}
            >
              {t("money.cancel")}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
