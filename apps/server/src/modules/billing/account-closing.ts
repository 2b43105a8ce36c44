/**
 * Billing's part of deleting an account (decision 031), inside the deletion's transaction: renewals
 * stop (the saved methods are forgotten, the caller has the provider remove them), the bought sets'
 * links stop, and the payments the law keeps lose the person (no account, no address). Payments still
 * in flight are marked: never fulfilled, refunded if paid all the same (closed-account-payments.ts);
 * they keep the buyer's address only until then, for the refund's fiscal receipt.
 */
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { AccountPart } from "../../account-part.ts";
import type { DbOrTx } from "../../db/client.ts";
import { payments, purchases, subscriptions } from "../../db/schema.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { type ClosedPayments, userPaymentHistory } from "./payments.service.ts";
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

/** Payments read into an account's export at most. */
const MAX_EXPORTED_PAYMENTS = 10_000;

/**
 * Billing's part of an account's life (decision 050): the payments in the export; deleting the account
 * closes its billing in the deletion's transaction, then removes its saved payment methods at the
 * provider and settles its payments in flight.
 */
export function billingAccountPart({
  db,
  provider,
  settling,
  log,
}: {
  db: DbOrTx;
  /** Where the saved payment methods are removed. */
  provider: Pick<PaymentProvider, "removeSavedMethod">;
  /** Settles the payments the account left in flight. */
  settling: ClosedPayments;
  log: { warn(details: object, message: string): void };
}): AccountPart {
  return {
    async exportFor(owner) {
      const locale = storedLocale(owner.locale);
      return await userPaymentHistory(db, owner.id, locale, MAX_EXPORTED_PAYMENTS);
    },
    async deleteFor(owner, tx, at) {
      const closed = await closeBillingOf(tx, owner.id, at);
      return async () => {
        // Our copy of each method's id is gone already, so nothing can charge it; the provider forgets it too.
        for (const method of closed.savedMethods) {
          await provider.removeSavedMethod(method).catch((error: unknown) => {
            log.warn({ err: error, userId: owner.id }, "a deleted account's saved method was not removed");
          });
        }
        await settling.settleClosedPayments(closed.inFlight);
      };
    },
  };
}
