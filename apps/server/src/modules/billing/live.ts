/**
 * When a subscription is live — the one definition every billing rule uses: a trial or an active
 * subscription whose end is still ahead. The SQL and the in-memory forms say the same thing.
 */
import { and, gt, inArray, sql } from "drizzle-orm";
import { subscriptions } from "../../db/schema.ts";

/** Statuses that open the builder while the subscription's end is in the future. */
export const LIVE_STATUSES = ["trial", "active"] as const;

/** SQL: the `subscriptions` row is live now (by the database's clock). */
export const subscriptionIsLive = () =>
  and(inArray(subscriptions.status, [...LIVE_STATUSES]), gt(subscriptions.expiresAt, sql`now()`));

/** SQL: the `subscriptions` row has a live status but its end has passed. */
export const subscriptionHasRunOut = () =>
  and(inArray(subscriptions.status, [...LIVE_STATUSES]), sql`${subscriptions.expiresAt} <= now()`);

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
