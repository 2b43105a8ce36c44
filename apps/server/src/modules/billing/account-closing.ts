/**
 * Billing's part of deleting an account (decision 031), inside the deletion's transaction: renewals
 * stop (the saved methods are forgotten, the caller has the provider remove them), the bought sets'
 * links stop, and the payments the law keeps lose the person (no account, no address).
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { payments, purchases, subscriptions } from "../../db/schema.ts";
import { FORGOTTEN_CARD } from "./renewals.repository.ts";

/** Closes the user's billing; answers the saved payment methods to remove at the provider. */
export async function closeBillingOf(tx: DbOrTx, userId: number): Promise<string[]> {
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
  await tx.update(payments).set({ userId: null, email: null }).where(eq(payments.userId, userId));
  return [...new Set(saved.flatMap(({ methodId }) => (methodId ? [methodId] : [])))];
}
