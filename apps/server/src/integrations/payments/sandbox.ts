/**
 * The sandbox provider (the default): payments (and their refunds) live in our own `sandbox_payments` table and a local
 * checkout page pays or cancels them. The billing module then re-reads them through `getPayment`,
 * exactly as it re-fetches a YooKassa payment, so both providers share one fulfilment path. Having no
 * cash register, it imitates the receipt letter (sandbox-receipt.ts).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPayments } from "../../db/schema.ts";
import {
  type ChargeSavedMethodInput,
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  type SettlementInput,
} from "./provider.ts";
import { yookassaReceipt } from "./receipt.ts";
import { sandboxReceiptMail } from "./sandbox-receipt.ts";

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SandboxProvider extends PaymentProvider {
  /** The sandbox's record of a payment, or undefined for an unknown id. */
  find(id: string): Promise<SandboxPaymentRow | undefined>;
  /**
   * Pays or cancels a pending payment; false when it was no longer pending. A cancellation may give
   * YooKassa's reason (a declined card); without one it is the buyer leaving the checkout.
   */
  settle(id: string, outcome: "succeeded" | "canceled", reason?: string): Promise<boolean>;
}

/** The sandbox's test card, which every sandbox payment is "paid" with. */
const SANDBOX_CARD = { last4: "4242", type: "Mir" } as const;

/** Who cancels a sandbox payment for each reason it gives (as YooKassa's `cancellation_details` say). */
const CANCELING_PARTY: Record<string, string> = {
  canceled_by_merchant: "merchant",
  expired_on_confirmation: "yoo_money",
  general_decline: "payment_network",
};

/** A canceled sandbox payment's `cancellation_details`: the buyer leaving its checkout, unless recorded. */
function cancellationOf(row: SandboxPaymentRow): ProviderPayment["cancellation"] {
  if (row.status !== "canceled") return null;
  const reason = row.cancellationReason ?? "expired_on_confirmation";
  return { party: CANCELING_PARTY[reason] ?? "yoo_money", reason };
}

/** A paid payment whose method was to be saved: it may be charged again. */
const saved = (row: SandboxPaymentRow) => row.savePaymentMethod && row.status === "succeeded";

/** The sandbox provider; its checkout page is at `${publicUrl}/payments/sandbox/{id}`. */
export function createSandboxProvider({ db, publicUrl }: { db: Db; publicUrl: string }): SandboxProvider {
  const checkoutUrl = (id: string) => `${publicUrl}/payments/sandbox/${id}`;
  const toProviderPayment = (row: SandboxPaymentRow, withUrl: boolean): ProviderPayment => ({
    id: row.id,
    status: row.status,
    paid: row.status === "succeeded",
    amountKopecks: row.amountRub * 100,
    currency: "RUB",
    metadata: row.metadata,
    confirmationUrl: withUrl ? checkoutUrl(row.id) : null,
    savedPaymentMethodId: saved(row) ? row.paymentMethodId : null,
    savedCard: saved(row) ? SANDBOX_CARD : null,
    // The sandbox's own checkout can be closed while it is unpaid.
    cancelable: row.status === "pending",
    cancellation: cancellationOf(row),
  });

  async function find(id: string) {
    if (!UUID.test(id)) return undefined;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  return {
    name: "sandbox",
    find,
    receiptImitation: sandboxReceiptMail,
    async createPayment(input: CreatePaymentInput) {
      const row = await insertOnce(db, {
        idempotenceKey: input.idempotenceKey,
        amountRub: input.amountRub,
        description: input.description,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        metadata: input.metadata,
        savePaymentMethod: input.savePaymentMethod ?? false,
        receipt: yookassaReceipt(input.receipt),
      });
      return toProviderPayment(row, true);
    },
    /** The sandbox's own checkout is closed at once: a pending payment can no longer be paid there. */
    async cancelPayment(id: string) {
      if (UUID.test(id)) {
        await db
          .update(sandboxPayments)
          .set({ status: "canceled", cancellationReason: "canceled_by_merchant" })
          .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "pending")));
      }
      const row = await find(id);
      if (!row) throw new PaymentProviderError("no such sandbox payment", "not_found");
      return toProviderPayment(row, false);
    },
    async getPayment(id: string) {
      const row = await find(id);
      if (!row) throw new PaymentProviderError("no such sandbox payment", "not_found");
      return toProviderPayment(row, row.status === "pending");
    },
    /** Refunds a paid sandbox payment in full; the same key answers the same refund. */
    async refund(input: RefundInput) {
      if (!UUID.test(input.paymentId)) throw new PaymentProviderError("no such sandbox payment", "not_found");
      const [row] = await db
        .update(sandboxPayments)
        .set({
          refundId: sql`coalesce(${sandboxPayments.refundId}, ${randomUUID()}::uuid)`,
          refundIdempotenceKey: input.idempotenceKey,
          refundReceipt: yookassaReceipt(input.receipt),
        })
        .where(
          and(
            eq(sandboxPayments.id, input.paymentId),
            eq(sandboxPayments.status, "succeeded"),
            eq(sandboxPayments.amountRub, input.amountRub),
            or(
              isNull(sandboxPayments.refundIdempotenceKey),
              eq(sandboxPayments.refundIdempotenceKey, input.idempotenceKey),
            ),
          ),
        )
        .returning();
      if (!row?.refundId) throw new PaymentProviderError("the sandbox payment cannot be refunded", "refused");
      return sandboxRefund(row);
    },
    /** Records the settlement receipt on a paid, not refunded sandbox payment (the same one again). */
    async settlePrepayment(input: SettlementInput) {
      const [row] = UUID.test(input.paymentId)
        ? await db
            .update(sandboxPayments)
            .set({ settlementReceipt: yookassaReceipt(input.receipt) })
            .where(
              and(
                eq(sandboxPayments.id, input.paymentId),
                eq(sandboxPayments.status, "succeeded"),
                isNull(sandboxPayments.refundId),
              ),
            )
            .returning()
        : [];
      if (!row) throw new PaymentProviderError("the sandbox payment cannot be settled", "refused");
    },
    /** The sandbox knows only the refunds it made, each succeeded at once. */
    async getRefund(id: string) {
      const [row] = UUID.test(id)
        ? await db.select().from(sandboxPayments).where(eq(sandboxPayments.refundId, id))
        : [];
      if (!row) throw new PaymentProviderError("no such sandbox refund", "not_found");
      return sandboxRefund(row);
    },
    async listRefunds(paymentId: string) {
      const row = await find(paymentId);
      return row?.refundId ? [sandboxRefund(row)] : [];
    },
    chargeSavedMethod: async (input) => toProviderPayment(await insertCharge(db, input), false),
    /** The sandbox's card is no longer saved: a charge of it is declined from now on. */
    async removeSavedMethod(paymentMethodId) {
      await db
        .update(sandboxPayments)
        .set({ savePaymentMethod: false })
        .where(eq(sandboxPayments.paymentMethodId, paymentMethodId));
    },
    async settle(id, outcome, reason) {
      if (!UUID.test(id)) return false;
      const rows = await db
        .update(sandboxPayments)
        .set({
          status: outcome,
          cancellationReason: outcome === "canceled" ? (reason ?? null) : null,
          // Paid with "save the method": the sandbox's card can be charged again (renewals).
          paymentMethodId: sql`CASE WHEN ${sandboxPayments.savePaymentMethod} AND ${outcome} = 'succeeded' THEN 'sandbox-card-' || ${sandboxPayments.id}::text END`,
        })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "pending")))
        .returning({ id: sandboxPayments.id });
      return rows.length === 1;
    },
  };
}

/**
 * Charges a method the sandbox saved: succeeds at once, like a card that needs no confirmation. A
 * method the sandbox never saved is declined (tests use that for a failing renewal). Idempotent by key.
 */
async function insertCharge(db: Db, input: ChargeSavedMethodInput): Promise<SandboxPaymentRow> {
  const [saved] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.paymentMethodId, input.paymentMethodId),
        eq(sandboxPayments.savePaymentMethod, true),
      ),
    )
    .limit(1);
  return insertOnce(db, {
    idempotenceKey: input.idempotenceKey,
    status: saved ? "succeeded" : "canceled",
    cancellationReason: saved ? null : "general_decline",
    amountRub: input.amountRub,
    description: input.description,
    returnUrl: "",
    cancelUrl: "",
    metadata: input.metadata,
    paymentMethodId: input.paymentMethodId,
    receipt: yookassaReceipt(input.receipt),
  });
}

/** Records a payment unless its idempotence key already made one; answers the payment of that key. */
async function insertOnce(db: Db, values: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
  await db
    .insert(sandboxPayments)
    .values(values)
    .onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotenceKey, values.idempotenceKey));
  if (!row) throw new PaymentProviderError("sandbox payment vanished", "unavailable");
  return row;
}

/** A sandbox payment's refund as a provider reports it. */
function sandboxRefund(row: SandboxPaymentRow): ProviderRefund {
  if (!row.refundId) throw new PaymentProviderError("the sandbox payment is not refunded", "not_found");
  return {
    id: row.refundId,
    paymentId: row.id,
    status: "succeeded",
    amountKopecks: row.amountRub * 100,
    cancellation: null,
  };
}
