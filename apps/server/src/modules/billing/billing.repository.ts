/** The billing module's queries: plans, subscriptions, payments and purchases (of learning sets). */
import { and, asc, between, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import { sameEmail } from "../../db/same-email.ts";
import {
  drawingQuotas,
  learningSets,
  learningSetTopics,
  payments,
  plans,
  purchases,
  refunds,
  renewalAttempts,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { type PlanRow, subscriptionIsLive } from "../plans/index.ts";

export type { PlanRow };

export type PaymentRow = typeof payments.$inferSelect;
export type LearningSetRow = typeof learningSets.$inferSelect;
export type LearningSetTopicRow = typeof learningSetTopics.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function listPlans(db: DbOrTx) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function findPlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The user's live subscriptions (trial or active, not yet ended), with their plans. */
export function liveSubscriptions(db: DbOrTx, userId: number, now = new Date()) {
  return db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), subscriptionIsLive(now)))
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id));
}

/**
 * The user's most recent subscription of any status, with its plan, and whether a refund ended it: the
 * refund of a payment for its plan applied at the moment it ended (refunds.service.ts ends it in the
 * refund's transaction, both at the transaction's now()).
 */
export async function latestSubscription(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      plan: plans,
      refunded: sql<boolean>`exists (
        select 1 from ${refunds} join ${payments} on ${payments.id} = ${refunds.paymentId}
        where ${payments.userId} = ${subscriptions.userId} and ${payments.planId} = ${subscriptions.planId}
          and ${refunds.appliedAt} = ${subscriptions.expiresAt})`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** Inserts a subscription; answers its id. */
export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  if (!row) throw new Error("subscription insert returned nothing");
  return row.id;
}

export async function extendSubscription(db: DbOrTx, id: number, expiresAt: Date) {
  await db.update(subscriptions).set({ expiresAt }).where(eq(subscriptions.id, id));
}

/** Ends the subscriptions now (replaced by another plan): canceled, and no longer live. */
export async function cancelSubscriptions(db: DbOrTx, ids: number[], now = new Date()) {
  if (ids.length === 0) return;
  await db
    .update(subscriptions)
    .set({ status: "canceled", expiresAt: now, paymentMethodId: null })
    .where(inArray(subscriptions.id, ids));
}

export async function findQuota(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(drawingQuotas).where(eq(drawingQuotas.userId, userId));
  return row;
}

export async function setQuota(db: DbOrTx, userId: number, allowed: number, resetDate: Date) {
  await db
    .insert(drawingQuotas)
    .values({ userId, allowed, used: 0, resetDate })
    .onConflictDoUpdate({ target: drawingQuotas.userId, set: { allowed, used: 0, resetDate } });
}

/** Locks the user's row until the transaction ends: one subscription change per user at a time. */
export async function lockUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, trialUsedAt: users.trialUsedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/** The user's e-mail address, or undefined for an unknown user. */
export async function findUserEmail(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** When the user took the free trial: null if never, undefined for an unknown user. */
export async function trialUsedAt(db: DbOrTx, userId: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ at: users.trialUsedAt }).from(users).where(eq(users.id, userId));
  return row?.at;
}

/** Marks the trial used unless it already was; false when it was. */
export async function claimTrial(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ trialUsedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.trialUsedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The user who proved `email` is theirs (an unverified address claims nothing). */
export async function findVerifiedUserIdByEmail(db: DbOrTx, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameEmail(users.email, email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row?.id;
}

export const insertPayment = (db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> =>
  insertOne(db, payments, values);

export async function updatePayment(db: DbOrTx, id: string, patch: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(patch).where(eq(payments.id, id));
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByProviderId(db: DbOrTx, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

/**
 * Marks a pending payment succeeded and fulfilled, unless something already did: the one statement
 * that makes fulfilment happen exactly once (a concurrent second caller waits, then matches nothing).
 */
export async function claimFulfilment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: "succeeded", fulfilledAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, "pending"), isNull(payments.fulfilledAt)))
    .returning();
  return row;
}

/** The provider's ids of payments still pending that were created between `from` and `to`, oldest first. */
export async function pendingProviderPayments(
  db: DbOrTx,
  from: Date,
  to: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        isNotNull(payments.providerPaymentId),
        between(payments.createdAt, from, to),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows.flatMap((row) => (row.providerPaymentId ? [row.providerPaymentId] : []));
}

/**
 * Marks a pending payment canceled, with who canceled it and why when the provider says; false when it
 * was not pending.
 */
export async function cancelPayment(
  db: DbOrTx,
  id: string,
  cancellation?: { party: string; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: "canceled",
      cancellationParty: cancellation?.party ?? null,
      cancellationReason: cancellation?.reason ?? null,
    })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function findSetById(db: DbOrTx, id: number): Promise<LearningSetRow | undefined> {
  const [row] = await db.select().from(learningSets).where(eq(learningSets.id, id));
  return row;
}

export async function userOwnsSet(db: DbOrTx, userId: number, setId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(eq(purchases.userId, userId), eq(purchases.learningSetId, setId), isNull(purchases.refundedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `email` (any spelling of it) has a paid, unrefunded purchase of set `setId`. */
export async function emailOwnsSet(db: DbOrTx, email: string, setId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        sameEmail(purchases.email, email),
        eq(purchases.learningSetId, setId),
        isNull(purchases.refundedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPurchase(db: DbOrTx, values: typeof purchases.$inferInsert) {
  await db.insert(purchases).values(values);
}

/**
 * The set bought with the download token whose hash is `tokenHash`, when it was refunded, and the
 * language of its payment.
 */
export async function findPurchaseByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ set: learningSets, refundedAt: purchases.refundedAt, locale: payments.locale })
    .from(purchases)
    .innerJoin(learningSets, eq(learningSets.id, purchases.learningSetId))
    .innerJoin(payments, eq(payments.id, purchases.paymentId))
    .where(eq(purchases.downloadTokenHash, tokenHash));
  return row;
}

/** The sets bought with `email` and not refunded, newest first, with their payments. */
export function livePurchasesByEmail(db: DbOrTx, email: string) {
  return db
    .select({ purchaseId: purchases.id, email: purchases.email, set: learningSets, payment: payments })
    .from(purchases)
    .innerJoin(learningSets, eq(learningSets.id, purchases.learningSetId))
    .innerJoin(payments, eq(payments.id, purchases.paymentId))
    .where(and(sameEmail(purchases.email, email), isNull(purchases.refundedAt)))
    .orderBy(desc(purchases.purchasedAt))
    .limit(50);
}

export async function setPurchaseTokenHash(db: DbOrTx, purchaseId: number, tokenHash: string) {
  await db.update(purchases).set({ downloadTokenHash: tokenHash }).where(eq(purchases.id, purchaseId));
}

/**
 * The user's money, newest first: every payment made (a plan, a renewal charge, a set bought with
 * their account or with their e-mail before it), every renewal charge tried, and the refunds. Payments
 * started and never paid are left out, except renewal charges (a declined one is worth seeing).
 */
export function paymentHistory(db: DbOrTx, userId: number, limit = 100, paymentId?: string) {
  // A set taken as a gift is the recipient's, its payment the buyer's: it is not in the recipient's money.
  const bought = db
    .select({ id: purchases.paymentId })
    .from(purchases)
    .innerJoin(payments, eq(payments.id, purchases.paymentId))
    .where(and(eq(purchases.userId, userId), ne(payments.kind, "gift")));
  return db
    .select({
      payment: payments,
      refund: refunds,
      renewal: renewalAttempts.attempt,
      plan: plans,
      set: learningSets,
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .leftJoin(renewalAttempts, eq(renewalAttempts.paymentId, payments.id))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(learningSets, eq(learningSets.id, payments.learningSetId))
    .where(
      and(
        or(eq(payments.userId, userId), inArray(payments.id, bought)),
        or(eq(payments.status, "succeeded"), isNotNull(renewalAttempts.paymentId)),
        paymentId === undefined ? undefined : eq(payments.id, paymentId),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** Gives the user every purchase made with their e-mail that belongs to nobody yet. */
export async function linkPurchasesToUser(db: DbOrTx, userId: number, email: string): Promise<number> {
  const rows = await db
    .update(purchases)
    .set({ userId })
    .where(and(isNull(purchases.userId), sameEmail(purchases.email, email)))
    .returning({ id: purchases.id });
  return rows.length;
}

/** The learning sets bought by the user and not refunded, newest first. */
export function listPurchasedSets(db: DbOrTx, userId: number) {
  return db
    .select({
      id: learningSets.id,
      slug: learningSets.slug,
      name: learningSets.name,
      topicName: learningSetTopics.name,
      iconUrl: learningSets.iconUrl,
      purchasedAt: purchases.purchasedAt,
    })
    .from(purchases)
    .innerJoin(learningSets, eq(learningSets.id, purchases.learningSetId))
    .innerJoin(learningSetTopics, eq(learningSetTopics.id, learningSets.topicId))
    .where(and(eq(purchases.userId, userId), isNull(purchases.refundedAt)))
    .orderBy(desc(purchases.purchasedAt));
}
