/** The queries of monthly renewals: what is due, the attempts, and the subscription's moves. */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { drawingQuotas, payments, plans, renewalAttempts, subscriptions, users } from "../../db/schema.ts";
import type { SavedCard } from "../../integrations/payments/provider.ts";
import { sqlTime, subscriptionHasRenewal, subscriptionIsLive, subscriptionRenews } from "../plans/index.ts";
import type { PaymentRow } from "./billing.repository.ts";

/** Subscriptions with their plans and their customers' addresses and languages, for the renewal e-mails. */
const subscriptionsWithPlanAndEmail = (db: DbOrTx) =>
  db
    .select({ subscription: subscriptions, plan: plans, email: users.email, accountLocale: users.locale })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId));

/** Renewing subscriptions (all, or one) whose period or grace step has ended by `now`, oldest first. */
export function dueRenewals(db: DbOrTx, now: Date, limit: number, subscriptionId?: number) {
  return subscriptionsWithPlanAndEmail(db)
    .where(
      and(
        subscriptionRenews(),
        lte(subscriptions.expiresAt, sqlTime(now)),
        subscriptionId === undefined ? undefined : eq(subscriptions.id, subscriptionId),
      ),
    )
    .orderBy(asc(subscriptions.expiresAt))
    .limit(limit);
}

export type DueRenewal = Awaited<ReturnType<typeof dueRenewals>>[number];

/** The charges made for the period ending at `periodEnd`, in order, with their payments. */
export function attemptsFor(db: DbOrTx, subscriptionId: number, periodEnd: Date) {
  return db
    .select({ attempt: renewalAttempts.attempt, payment: payments })
    .from(renewalAttempts)
    .innerJoin(payments, eq(payments.id, renewalAttempts.paymentId))
    .where(and(eq(renewalAttempts.subscriptionId, subscriptionId), eq(renewalAttempts.periodEnd, periodEnd)))
    .orderBy(asc(renewalAttempts.attempt));
}

/**
 * Records attempt `attempt` with its payment, unless another run already did (the payment's key is
 * derived from the same subscription, period and attempt): undefined then.
 */
export async function claimAttempt(
  db: DbOrTx,
  payment: typeof payments.$inferInsert,
  attempt: { subscriptionId: number; periodEnd: Date; attempt: number },
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values(payment)
      .onConflictDoNothing({ target: payments.idempotenceKey })
      .returning();
    if (!row) return undefined;
    await tx.insert(renewalAttempts).values({ ...attempt, paymentId: row.id });
    return row;
  });
}

/** The renewal attempt a payment made, if it is one. */
export async function findAttemptByPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(renewalAttempts).where(eq(renewalAttempts.paymentId, paymentId));
  return row;
}

/**
 * Changes a subscription only if it is still active and ends where the caller saw it end
 * (`seenExpiresAt`): a second instance changes nothing (and so sends no second e-mail).
 */
async function moveOnIfUnchanged(
  db: DbOrTx,
  id: number,
  seenExpiresAt: Date,
  patch: Partial<typeof subscriptions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set(patch)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.status, "active"),
        eq(subscriptions.expiresAt, seenExpiresAt),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

/** A declined charge: the subscription stays live (grace) until the next try at `nextTryAt`. */
export function moveIntoGrace(db: DbOrTx, id: number, seenExpiresAt: Date, periodEnd: Date, nextTryAt: Date) {
  return moveOnIfUnchanged(db, id, seenExpiresAt, { expiresAt: nextTryAt, unpaidSince: periodEnd });
}

/** The last try was declined: the subscription ends. */
export function expireUnpaid(db: DbOrTx, id: number, seenExpiresAt: Date) {
  return moveOnIfUnchanged(db, id, seenExpiresAt, { status: "expired" });
}

/**
 * A charge declined for good (the method can never be charged again): the method and its card are
 * forgotten and renewal is off; the subscription lasts until `seenExpiresAt`, as paid.
 */
export function forgetUnusableMethod(db: DbOrTx, id: number, seenExpiresAt: Date) {
  return moveOnIfUnchanged(db, id, seenExpiresAt, { ...FORGOTTEN_CARD, status: "canceled" });
}

/** A paid renewal: the next period starts where the paid one ended, with a fresh balance. */
export async function startRenewedPeriod(
  db: DbOrTx,
  subscription: { id: number; userId: number },
  expiresAt: Date,
  drawings: { perPeriod: number; carryOver: boolean },
) {
  await db
    .update(subscriptions)
    .set({ expiresAt, unpaidSince: null })
    .where(eq(subscriptions.id, subscription.id));
  const allowed = drawings.carryOver
    ? sql`GREATEST(${drawingQuotas.allowed} - ${drawingQuotas.used}, 0) + ${drawings.perPeriod}`
    : sql`${drawings.perPeriod}`;
  await db
    .insert(drawingQuotas)
    .values({ userId: subscription.userId, allowed: drawings.perPeriod, used: 0, resetDate: expiresAt })
    .onConflictDoUpdate({ target: drawingQuotas.userId, set: { allowed, used: 0, resetDate: expiresAt } });
}

/** Keeps the method a monthly plan's payment saved (with its card), and the language its e-mails will be in. */
export async function saveRenewalMethod(
  db: DbOrTx,
  subscriptionId: number,
  methodId: string,
  card: SavedCard | null,
  locale: string,
) {
  await db
    .update(subscriptions)
    .set({
      paymentMethodId: methodId,
      cardLast4: card?.last4 ?? null,
      cardType: card?.type ?? null,
      status: "active",
      locale,
    })
    .where(eq(subscriptions.id, subscriptionId));
}

/** One subscription with its plan and its customer's address and language, for an e-mail about it. */
export async function subscriptionForMail(db: DbOrTx, subscriptionId: number) {
  const [row] = await subscriptionsWithPlanAndEmail(db).where(eq(subscriptions.id, subscriptionId));
  return row;
}

/** A subscription's saved method and card, forgotten: nothing can charge it any more. */
export const FORGOTTEN_CARD = { paymentMethodId: null, cardLast4: null, cardType: null } as const;

/**
 * Forgets the saved method (and card) of the user's live subscription and turns its renewal off (it
 * stays until its period ends); answers the subscription and the method forgotten, or undefined when
 * there was none.
 */
export async function forgetSavedCard(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ id: subscriptions.id, methodId: subscriptions.paymentMethodId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.paymentMethodId),
        subscriptionIsLive(now),
      ),
    )
    .for("update");
  if (!row?.methodId) return undefined;
  await db
    .update(subscriptions)
    .set({ ...FORGOTTEN_CARD, status: "canceled" })
    .where(eq(subscriptions.id, row.id));
  return { subscriptionId: row.id, methodId: row.methodId };
}

/**
 * Turns the user's renewal off (active → canceled) or back on (canceled → active) while the period
 * lasts; answers the ids of the subscriptions changed.
 */
export async function setRenewal(db: DbOrTx, userId: number, enabled: boolean, now: Date): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: enabled ? "active" : "canceled" })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, enabled ? "canceled" : "active"),
        subscriptionHasRenewal(),
        gt(subscriptions.expiresAt, sqlTime(now)),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.map((row) => row.id);
}

/**
 * Marks the renewals due within `days` whose reminder has not been sent for this period, and answers
 * them: the one statement that makes each reminder go once, however many instances run.
 */
export async function claimReminders(db: DbOrTx, now: Date, until: Date) {
  const claimed = await db
    .update(subscriptions)
    .set({ remindedFor: sql`${subscriptions.expiresAt}` })
    .where(
      and(
        subscriptionRenews(),
        isNull(subscriptions.unpaidSince),
        gt(subscriptions.expiresAt, sqlTime(now)),
        lte(subscriptions.expiresAt, sqlTime(until)),
        or(isNull(subscriptions.remindedFor), ne(subscriptions.remindedFor, subscriptions.expiresAt)),
      ),
    )
    .returning({ id: subscriptions.id });
  if (claimed.length === 0) return [];
  return subscriptionsWithPlanAndEmail(db).where(
    inArray(
      subscriptions.id,
      claimed.map((row) => row.id),
    ),
  );
}
