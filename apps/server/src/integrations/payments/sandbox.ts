/**
 * The sandbox provider (the default): payments (and their refunds) live in our own `sandbox_payments` table and a local
 * checkout page pays or cancels them. The billing module then re-reads them through `getPayment`,
 * exactly as it re-fetches a YooKassa payment, so both providers share one fulfilment path.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPayments } from "../../db/schema.ts";
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type RefundInput,
} from "./provider.ts";

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SandboxProvider extends PaymentProvider {
  /** The sandbox's record of a payment, or undefined for an unknown id. */
  find(id: string): Promise<SandboxPaymentRow | undefined>;
  /** Pays or cancels a pending payment; false when it was no longer pending. */
  settle(id: string, outcome: "succeeded" | "canceled"): Promise<boolean>;
}

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
  });

  async function find(id: string) {
    if (!UUID.test(id)) return undefined;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  return {
    name: "sandbox",
    find,
    async createPayment(input: CreatePaymentInput) {
      await db
        .insert(sandboxPayments)
        .values({
          idempotenceKey: input.idempotenceKey,
          amountRub: input.amountRub,
          description: input.description,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotenceKey, input.idempotenceKey));
      if (!row) throw new PaymentProviderError("sandbox payment vanished", "unavailable");
      return toProviderPayment(row, true);
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
      return { id: row.refundId, paymentId: row.id, status: "succeeded", amountKopecks: row.amountRub * 100 };
    },
    async settle(id, outcome) {
      if (!UUID.test(id)) return false;
      const rows = await db
        .update(sandboxPayments)
        .set({ status: outcome })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "pending")))
        .returning({ id: sandboxPayments.id });
      return rows.length === 1;
    },
  };
}
