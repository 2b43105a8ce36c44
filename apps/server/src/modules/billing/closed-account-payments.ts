/**
 * Payments whose account was deleted while they were in flight (account-closing.ts marks them): they
 * are never fulfilled. One the shop may still cancel is canceled at the provider; one paid all the same
 * (the buyer finished the checkout after the deletion) is refunded in full, its refund's receipt
 * repeating the payment's line; a canceled one is recorded. Once settled, the buyer's address, kept only
 * for that receipt, is forgotten like the rest of the account.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PaymentProvider, ProviderPayment } from "../../integrations/payments/provider.ts";
import { orderNumber } from "../orders/index.ts";
import type { Clock } from "../plans/index.ts";
import { claimRefund, recordRefund, updateRefund } from "./admin.repository.ts";
import { cancelPayment, type PaymentRow, updatePayment } from "./billing.repository.ts";
import { paymentLine, paymentReceipt, type ReceiptSettings } from "./payment-receipt.ts";
import type { PaymentsLog, ProcessOutcome } from "./payments.service.ts";

export interface ClosedAccountPaymentsOptions {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: PaymentsLog;
  receipts: ReceiptSettings;
  clock: Clock;
}

export function createClosedAccountPayments({
  db,
  provider,
  mailer,
  log,
  receipts,
  clock,
}: ClosedAccountPaymentsOptions) {
  /** The payment is settled: nobody is left to write to. */
  const forgetBuyer = (paymentId: string) => updatePayment(db, paymentId, { email: null });

  /**
   * Refunds the paid payment in full (once: one refund row per payment, one Idempotence-Key). The
   * payment stays pending until the provider has taken the refund, so a failed call is made again on
   * the next re-read (a notification, the pending payments' re-check).
   */
  async function refund(payment: PaymentRow, remote: ProviderPayment): Promise<ProcessOutcome> {
    const row = await recordRefund(db, {
      paymentId: payment.id,
      amountRub: payment.amountRub,
      idempotenceKey: randomUUID(),
      adminId: null,
    });
    if (row.appliedAt) return "already";
    const line = await paymentLine(db, payment);
    const email = payment.email ?? "";
    const made = await provider.refund({
      paymentId: remote.id,
      amountRub: row.amountRub,
      idempotenceKey: row.idempotenceKey,
      receipt: paymentReceipt(receipts, email, line, row.amountRub),
    });
    await db.transaction(async (tx) => {
      // Paid, never fulfilled (no fulfilled_at): the admin's list shows it paid and refunded.
      await updatePayment(tx, payment.id, { status: "succeeded", confirmationUrl: null });
      if (made.status !== "succeeded") {
        await updateRefund(tx, row.id, { status: made.status, providerRefundId: made.id });
        return;
      }
      if (!(await claimRefund(tx, row.id, made.id, row.amountRub))) return;
      const imitation = provider.receiptImitation?.(
        {
          kind: "refund",
          email,
          items: [{ description: line, amountRub: row.amountRub }],
          orderNumber: orderNumber(payment.id),
          issuedAt: clock(),
        },
        storedLocale(payment.locale),
      );
      if (imitation && email) await mailer.send(imitation, { tx });
      await updatePayment(tx, payment.id, { email: null });
    });
    log.info({ paymentId: payment.id, refund: made.status }, "a deleted account's payment was refunded");
    return "refunded";
  }

  return {
    /** Acts on what the provider says of a deleted account's payment (already matched to ours). */
    async settle(payment: PaymentRow, remote: ProviderPayment): Promise<ProcessOutcome> {
      if (remote.status === "succeeded" && remote.paid) return refund(payment, remote);
      let current = remote;
      if (current.cancelable) current = await provider.cancelPayment(remote.id, `cancel-${payment.id}`);
      if (current.status !== "canceled") return "pending";
      const canceled = await cancelPayment(db, payment.id, current.cancellation);
      await forgetBuyer(payment.id);
      return canceled ? "canceled" : "already";
    },
  };
}
