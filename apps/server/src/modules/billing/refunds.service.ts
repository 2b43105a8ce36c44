/**
 * Refunds: an admin refunds a succeeded payment in full at the provider, once — the refund is recorded
 * before the provider is called and every retry or double click repeats the call with the same
 * Idempotence-Key — and its effects apply exactly once: a subscription ends now, a set's links stop,
 * the customer is told by e-mail (and, with the sandbox, gets its imitation of the refund's receipt).
 *
 * A refund's life is followed to its end: one the provider leaves `pending` is re-read by a job and on
 * its notification (never trusted as sent: the refund is read back by id); a canceled one keeps its
 * reason and can be tried again; a refund made in the provider's own cabinet is recorded against its
 * payment, with our refund's effects when it covers the whole amount (a partial one only recorded).
 * YooKassa keeps an Idempotence-Key 24 hours: a key older than that is never re-sent — the payment's
 * refunds are listed first and one found there is adopted.
 */

import { randomUUID } from "node:crypto";
import { DAY_MS } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PaymentProvider, ProviderRefund, Receipt } from "../../integrations/payments/provider.ts";
import { orderNumber, type RefundedPayment, refundMail, setTexts } from "../orders/index.ts";
import type { Clock } from "../plans/index.ts";
import { planTitle } from "../plans/index.ts";
import {
  claimRefund,
  endPaidSubscriptions,
  findRefundOfPayment,
  pendingRefunds,
  type RefundRow,
  recordRefund,
  reopenRefund,
  revokePurchase,
  updateRefund,
} from "./admin.repository.ts";
import {
  findPayment,
  findPaymentByProviderId,
  findPlan,
  findSetById,
  type PaymentRow,
} from "./billing.repository.ts";
import type { GiftHooks } from "./gift-hooks.ts";
import { paymentLine, paymentReceipt } from "./payment-receipt.ts";
import type { PaymentsLog } from "./payments.service.ts";

export interface RefundsServiceOptions {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: PaymentsLog;
  receipts: Pick<Receipt, "vatCode" | "taxSystemCode">;
  clock: Clock;
  /** Stops a refunded gift (the gifts module's). */
  gifts?: GiftHooks | undefined;
}

/** How long YooKassa keeps an Idempotence-Key: a repeat after that is a new request. */
export const IDEMPOTENCE_KEY_LIFETIME_MS = DAY_MS;

/** What became of a refund the provider told us about (the notification's answer, for the log). */
export type RefundOutcome = "refunded" | "partial" | "pending" | "canceled" | "already" | "unknown";

export function createRefundsService({
  db,
  provider,
  mailer,
  log,
  receipts,
  clock,
  gifts,
}: RefundsServiceOptions) {
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
      if (!(await claimRefund(tx, refund.id, remote.id, payment.amountRub))) return false;
      if (payment.kind === "subscription" && payment.userId && payment.planId) {
        await endPaidSubscriptions(tx, payment.userId, payment.planId);
      }
      if (payment.kind === "learning_set") await revokePurchase(tx, payment.id);
      let giftPlan: RefundedPayment["giftPlan"] = null;
      if (payment.kind === "gift") {
        // A gift not taken yet stops working; a set already taken with it loses its links, a plan the
        // days it gave.
        giftPlan = (await gifts?.revoke(tx, payment.id))?.planDaysTaken ?? null;
        await revokePurchase(tx, payment.id);
      }
      if (payment.email) {
        const item = await itemName(tx, payment);
        const locale = storedLocale(payment.locale);
        const number = orderNumber(payment.id);
        const order = { number, amountRub: payment.amountRub, provider: provider.name };
        const refunded = { kind: payment.kind, item, amountRub: payment.amountRub, giftPlan };
        await mailer.send(refundMail(refunded, payment.email, order, locale), { tx });
        const items = [{ description: item, amountRub: payment.amountRub, prepaid: payment.kind === "gift" }];
        const receipt = { kind: "refund" as const, email: payment.email, items, orderNumber: number };
        const imitation = provider.receiptImitation?.({ ...receipt, issuedAt: new Date() }, locale);
        if (imitation) await mailer.send(imitation, { tx });
      }
      return true;
    });
  }

  /**
   * Records what the provider says of `row`'s refund: succeeded for the whole amount, its effects apply
   * (once); for less (a cabinet refund), it is recorded and nothing is revoked; canceled, with its reason;
   * still pending, its id is kept for the re-read job.
   */
  async function settle(payment: PaymentRow, row: RefundRow, remote: ProviderRefund): Promise<RefundOutcome> {
    if (row.appliedAt) return "already";
    if (remote.status === "succeeded") {
      if (remote.amountKopecks >= payment.amountRub * 100) {
        if (!(await apply(payment, row, remote))) return "already";
        log.info({ paymentId: payment.id, refundId: row.id }, "payment refunded");
        return "refunded";
      }
      await updateRefund(db, row.id, {
        status: "succeeded",
        providerRefundId: remote.id,
        amountRub: Math.floor(remote.amountKopecks / 100),
        cancellationReason: null,
      });
      log.info({ paymentId: payment.id, refundId: row.id }, "payment partly refunded at the provider");
      return "partial";
    }
    await updateRefund(db, row.id, {
      status: remote.status,
      providerRefundId: remote.id,
      cancellationReason: remote.status === "canceled" ? (remote.cancellation?.reason ?? "unknown") : null,
    });
    if (remote.status === "canceled")
      log.warn({ paymentId: payment.id, refundId: row.id }, "refund canceled");
    return remote.status;
  }

  /** The provider's refunds of the payment that still stand (pending or succeeded), summed when several. */
  async function standingRefund(payment: PaymentRow): Promise<ProviderRefund | undefined> {
    const standing = (await provider.listRefunds(payment.providerPaymentId ?? "")).filter(
      (refund) => refund.status !== "canceled",
    );
    const last = standing.at(-1);
    if (!last) return undefined;
    if (standing.some((refund) => refund.status === "pending")) return { ...last, status: "pending" };
    const amountKopecks = standing.reduce((sum, refund) => sum + refund.amountKopecks, 0);
    return { ...last, amountKopecks };
  }

  /**
   * A refund the provider told us of (its notification): read back by id, then matched to our row of
   * its payment — ours, one made in the cabinet (recorded now), or another cabinet refund of a payment
   * already partly refunded (the payment's refunds are then summed).
   */
  async function reconcile(providerRefundId: string): Promise<RefundOutcome> {
    const remote = await provider.getRefund(providerRefundId);
    const payment = await findPaymentByProviderId(db, provider.name, remote.paymentId);
    if (payment?.status !== "succeeded") return "unknown";
    const row =
      (await findRefundOfPayment(db, payment.id)) ??
      (await recordRefund(db, {
        paymentId: payment.id,
        amountRub: Math.floor(remote.amountKopecks / 100),
        idempotenceKey: randomUUID(),
        keyIssuedAt: clock(),
        providerRefundId: remote.id,
        madeAtProvider: true,
        adminId: null,
      }));
    if (row.providerRefundId === null || row.providerRefundId === remote.id || row.status === "canceled") {
      if (row.providerRefundId !== null && row.providerRefundId !== remote.id)
        await updateRefund(db, row.id, { madeAtProvider: true });
      return settle(payment, row, remote);
    }
    const standing = await standingRefund(payment);
    return standing ? settle(payment, row, standing) : "already";
  }

  return {
    /**
     * Refunds the payment in full on behalf of `adminId`; answers the refund's state. A refund that
     * went through answers again as it is; one the provider canceled is tried again with a new key; one
     * whose key is past YooKassa's 24 hours adopts the refund the provider has, or else gets a new key.
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
        keyIssuedAt: clock(),
        adminId,
      });
      if (refund.appliedAt) return refund;
      if (refund.status === "succeeded") throw new DomainError("billing.refundPartial");
      const expired = clock().getTime() - refund.keyIssuedAt.getTime() > IDEMPOTENCE_KEY_LIFETIME_MS;
      if (refund.status === "pending" && expired) {
        let standing: ProviderRefund | undefined;
        try {
          standing = await standingRefund(payment);
        } catch (error) {
          log.warn({ err: error, paymentId }, "could not list the payment's refunds");
          throw new DomainError("billing.refundFailed");
        }
        if (standing) {
          await settle(payment, refund, standing);
          return (await findRefundOfPayment(db, paymentId)) ?? refund;
        }
      }
      if (refund.status === "canceled" || expired) {
        await reopenRefund(db, refund.id, { idempotenceKey: randomUUID(), adminId, keyIssuedAt: clock() });
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
            payment.kind,
          ),
        });
      } catch (error) {
        log.warn({ err: error, paymentId }, "the provider did not make the refund");
        throw new DomainError("billing.refundFailed");
      }
      await settle(payment, refund, remote);
      return (await findRefundOfPayment(db, paymentId)) ?? refund;
    },

    /** A refund notification (refund.succeeded, refund.canceled): acted on only after reading it back. */
    processProviderRefund: reconcile,

    /** Re-reads our refunds the provider left pending, until each ends; answers how many ended. */
    async settlePendingRefunds(): Promise<number> {
      let ended = 0;
      for (const row of await pendingRefunds(db)) {
        const payment = await findPayment(db, row.paymentId);
        // A deleted account's refund is settled with its payment's re-read (closed-account-payments.ts).
        if (!payment || payment.accountClosedAt || !row.providerRefundId) continue;
        try {
          const outcome = await settle(payment, row, await provider.getRefund(row.providerRefundId));
          if (outcome !== "pending") ended++;
        } catch (error) {
          log.warn({ err: error, refundId: row.id }, "could not re-read a pending refund");
        }
      }
      return ended;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
