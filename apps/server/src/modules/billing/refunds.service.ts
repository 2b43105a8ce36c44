/**
 * Refunds: an admin refunds a succeeded payment in full at the provider, once — the refund is recorded
 * before the provider is called and every retry or double click repeats the call with the same
 * Idempotence-Key — and its effects apply exactly once: a subscription ends now, a set's links stop,
 * the customer is told by e-mail (and, with the sandbox, gets its imitation of the refund's receipt).
 */
import { randomUUID } from "node:crypto";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PaymentProvider, ProviderRefund, Receipt } from "../../integrations/payments/provider.ts";
import {
  claimRefund,
  endPaidSubscriptions,
  findRefundOfPayment,
  type RefundRow,
  recordRefund,
  reopenRefund,
  revokePurchase,
  updateRefund,
} from "./admin.repository.ts";
import { findPayment, findPlan, findSetById, type PaymentRow } from "./billing.repository.ts";
import { orderNumber } from "./order.ts";
import { paymentLine, paymentReceipt } from "./payment-receipt.ts";
import type { PaymentsLog } from "./payments.service.ts";
import { planTitle } from "./plan-title.ts";
import { refundMail } from "./refund-mail.ts";
import { setTexts } from "./set-texts.ts";

export interface RefundsServiceOptions {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: PaymentsLog;
  receipts: Pick<Receipt, "vatCode" | "taxSystemCode">;
}

export function createRefundsService({ db, provider, mailer, log, receipts }: RefundsServiceOptions) {
  /** The plan's or the set's name in the payment's language. */
  async function itemName(tx: DbOrTx, payment: PaymentRow): Promise<string> {
    const locale = storedLocale(payment.locale);
    if (payment.planId) {
      const plan = await findPlan(tx, payment.planId);
      if (plan) return planTitle(plan, locale);
    }
    const set = payment.learningSetId ? await findSetById(tx, payment.learningSetId) : undefined;
    return set ? setTexts(set, locale).name : "";
  }

  /**
   * Applies a refund the provider made, once: ends the subscription or stops the set's links, and queues
   * the customer's e-mail in the same transaction (the outbox): both happen or neither.
   */
  async function apply(payment: PaymentRow, refund: RefundRow, remote: ProviderRefund): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await claimRefund(tx, refund.id, remote.id))) return false;
      if (payment.kind === "subscription" && payment.userId && payment.planId) {
        await endPaidSubscriptions(tx, payment.userId, payment.planId);
      }
      if (payment.kind === "learning_set") await revokePurchase(tx, payment.id);
      if (payment.email) {
        const item = await itemName(tx, payment);
        const locale = storedLocale(payment.locale);
        const number = orderNumber(payment.id);
        const order = { number, amountRub: refund.amountRub, provider: provider.name };
        const refunded = { kind: payment.kind, item, amountRub: refund.amountRub };
        await mailer.send(refundMail(refunded, payment.email, order, locale), { tx });
        const items = [{ description: item, amountRub: refund.amountRub }];
        const receipt = { kind: "refund" as const, email: payment.email, items, orderNumber: number };
        const imitation = provider.receiptImitation?.({ ...receipt, issuedAt: new Date() }, locale);
        if (imitation) await mailer.send(imitation, { tx });
      }
      return true;
    });
  }

  return {
    /**
     * Refunds the payment in full on behalf of `adminId`; answers the refund's state. A refund that
     * went through answers again as it is; one the provider canceled is tried again with a new key.
     */
    async refund(paymentId: string, adminId: number): Promise<RefundRow> {
      const payment = await findPayment(db, paymentId);
      if (!payment) throw new DomainError("billing.paymentNotFound");
      if (
        payment.status !== "succeeded" ||
        !payment.providerPaymentId ||
        payment.provider !== provider.name
      ) {
        throw new DomainError("billing.refundNotPaid");
      }
      let refund = await recordRefund(db, {
        paymentId,
        amountRub: payment.amountRub,
        idempotenceKey: randomUUID(),
        adminId,
      });
      if (refund.appliedAt) return refund;
      if (refund.status === "canceled") {
        await reopenRefund(db, refund.id, randomUUID(), adminId);
        refund = (await findRefundOfPayment(db, paymentId)) ?? refund;
      }
      let remote: ProviderRefund;
      try {
        remote = await provider.refund({
          paymentId: payment.providerPaymentId,
          amountRub: refund.amountRub,
          idempotenceKey: refund.idempotenceKey,
          // The refund's receipt repeats the payment's line (a full refund: the same amount).
          receipt: paymentReceipt(
            receipts,
            payment.email ?? "",
            await paymentLine(db, payment),
            refund.amountRub,
          ),
        });
      } catch (error) {
        log.warn({ err: error, paymentId }, "the provider did not make the refund");
        throw new DomainError("billing.refundFailed");
      }
      if (remote.status === "succeeded") {
        if (await apply(payment, refund, remote))
          log.info({ paymentId, refundId: refund.id }, "payment refunded");
      } else {
        await updateRefund(db, refund.id, { status: remote.status, providerRefundId: remote.id });
      }
      return (await findRefundOfPayment(db, paymentId)) ?? refund;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
