/**
 * When a subscription is live, and when it renews — the one definition every billing rule uses: live
 * is a trial, an active or a canceled subscription whose end is still ahead; it renews when it is
 * active, has a saved payment method and its plan is a monthly one. The SQL and the in-memory forms
 * say the same thing.
 */
import { and, gt, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { plans, subscriptions } from "../../db/schema.ts";

/**
 * Statuses that open the builder while the subscription's end is in the future. A canceled subscription
 * is one whose renewal the customer turned off: it stays live until its period ends (a subscription
 * replaced by another plan is canceled and ended at once).
 */
export const LIVE_STATUSES = ["trial", "active", "canceled"] as const;

/**
 * A moment as a SQL parameter (or the placeholder of a prepared statement that is given one): billing
 * compares with its clock's time, never the database's now().
 */
export const sqlTime = (moment: Date | Placeholder): SQL =>
  sql`${moment instanceof Date ? moment.toISOString() : moment}::timestamptz`;

/** SQL: the `subscriptions` row is live at `now`. */
export const subscriptionIsLive = (now: Date | Placeholder = new Date()) =>
  and(inArray(subscriptions.status, [...LIVE_STATUSES]), gt(subscriptions.expiresAt, sqlTime(now)));

/** SQL: the `subscriptions` row has a live status but its end has passed at `now`. */
export const subscriptionHasRunOut = (now = new Date()) =>
  and(inArray(subscriptions.status, [...LIVE_STATUSES]), sql`${subscriptions.expiresAt} <= ${sqlTime(now)}`);

/** A loaded subscription is live at `now`. */
export function isLive(row: { status: string; expiresAt: Date }, now: Date): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(row.status) && row.expiresAt > now;
}

/** The status to show at `now`: a live status whose end has passed reads "expired". */
export function statusAt<S extends string>(row: { status: S; expiresAt: Date }, now: Date): S | "expired" {
  return (LIVE_STATUSES as readonly string[]).includes(row.status) && row.expiresAt <= now
    ? "expired"
    : row.status;
}

/**
 * SQL: the `subscriptions` row has a renewal, on or off: a saved payment method and a monthly plan
 * (a subquery, so that it holds in statements that do not join the plan).
 */
export const subscriptionHasRenewal = (): SQL =>
  sql`(${subscriptions.paymentMethodId} IS NOT NULL AND ${subscriptions.planId} IN (SELECT ${plans.id} FROM ${plans} WHERE ${plans.billingPeriod} = 'month'))`;

/** SQL: the `subscriptions` row renews: its renewal is on (active). Its period's end is the caller's. */
export const subscriptionRenews = (): SQL =>
  sql`(${subscriptions.status} = 'active' AND ${subscriptionHasRenewal()})`;

/** A loaded subscription with its plan has a renewal, on or off (see `subscriptionHasRenewal`). */
export function hasRenewal(
  subscription: { paymentMethodId: string | null },
  plan: { billingPeriod: string },
): boolean {
  return subscription.paymentMethodId !== null && plan.billingPeriod === "month";
}

/** A loaded subscription with its plan renews (see `subscriptionRenews`). */
export function renews(
  subscription: { status: string; paymentMethodId: string | null },
  plan: { billingPeriod: string },
): boolean {
  return subscription.status === "active" && hasRenewal(subscription, plan);
}
