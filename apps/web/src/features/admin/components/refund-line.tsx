import type { TAdminRefund } from "@mandala/contract";
import { formatRub } from "@mandala/contract/money";
import { useTranslation } from "react-i18next";
import styles from "../admin.module.css";

/**
 * A payment's refund as the admin follows it: in progress, done, or canceled by YooKassa with its
 * reason (then «Вернуть деньги» tries again); made in YooKassa's cabinet; partial (nothing revoked).
 */
export function RefundLine({ refund }: { refund: TAdminRefund }) {
  const { t } = useTranslation("admin");
  const notes = [
    refund.partial ? t("money.refundPartial") : null,
    refund.made_at_provider ? t("money.refundAtProvider") : null,
  ].filter(Boolean);
  return (
    <p className={styles.meta}>
      {t("money.refundLine", {
        amount: formatRub(refund.amount),
        status: t(`money.refundStatuses.${refund.status}`),
      })}
      {notes.length > 0 ? ` · ${notes.join(" · ")}` : ""}
      {refund.cancellation_reason ? (
        <>
          {" "}
          · {t("money.cancellation")}: <code>{refund.cancellation_reason}</code>
        </>
      ) : null}
    </p>
  );
}
