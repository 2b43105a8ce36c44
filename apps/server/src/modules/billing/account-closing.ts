/**
 * Billing's part of deleting an account (decision 031), inside the deletion's transaction: renewals
 * stop (the saved methods are forgotten, the caller has the provider remove them), the bought sets'
 * links stop, and the payments the law keeps lose the person (no account, no address). Payments still
 * in flight are marked: never fulfilled, refunded if paid all the same (closed-account-payments.ts);
 * they keep the buyer's address only until then, for the refund's fiscal receipt.
 */
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { payments, purchases, subscriptions } from "../../db/schema.ts";
import { FORGOTTEN_CARD } from "./renewals.repository.ts";

/** What the caller does at the provider once the deletion is committed. */
export interface ClosedBilling {
  /** The saved payment methods to remove. */
  savedMethods: string[];
  /** The provider's ids of the payments still in flight, to cancel (or refund) where it can. */
  inFlight: string[];
}

/** Closes the user's billing at `at`. */
export async function closeBillingOf(tx: DbOrTx, userId: number, at: Date): Promise<ClosedBilling> {
  const saved = await tx
    .select({ methodId: subscriptions.paymentMethodId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.paymentMethodId)));
  await tx
    .update(subscriptions)
    .set({ ...FORGOTTEN_CARD, status: "canceled" })
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["trial", "active", "pending"])),
    );
  await tx.update(subscriptions).set(FORGOTTEN_CARD).where(eq(subscriptions.userId, userId));
  await tx.delete(purchases).where(eq(purchases.userId, userId));
  const inFlight = await tx
    .update(payments)
    .set({ userId: null, accountClosedAt: at, confirmationUrl: null })
    .where(and(eq(payments.userId, userId), eq(payments.status, "pending")))
    .returning({ providerPaymentId: payments.providerPaymentId });
  await tx
    .update(payments)
    .set({ userId: null, email: null })
    .where(and(eq(payments.userId, userId), ne(payments.status, "pending")));
  return {
    savedMethods: [...new Set(saved.flatMap(({ methodId }) => (methodId ? [methodId] : [])))],
    inFlight: inFlight.flatMap(({ providerPaymentId: id }) => (id ? [id] : [])),
  };
}
