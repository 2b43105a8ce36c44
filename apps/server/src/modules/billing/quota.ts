/**
 * The drawing balance and the tier rights, for the builder: every check is done by the database in
 * the statement that acts, so concurrent requests can never overspend.
 */
import { and, desc, eq, exists, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { drawingQuotas, plans, subscriptions } from "../../db/schema.ts";
import type { TierRights } from "../drawing/drawing.service.ts";

/**
 * Statuses that open the builder (while `expires_at` is in the future). A canceled subscription is one
 * whose renewal the customer turned off: it stays live until its period ends (a subscription replaced
 * by another plan is canceled and ended at once).
 */
export const LIVE_STATUSES = ["trial", "active", "canceled"] as const;

/** A moment as a SQL parameter: billing compares with its clock's time, never the database's now(). */
export const sqlTime = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** A live subscription of the quota's user exists right now. */
const hasLiveSubscription = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, drawingQuotas.userId),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          gt(subscriptions.expiresAt, sql`now()`),
        ),
      ),
  );

/**
 * Starts the new period of every balance whose reset date has passed while its subscription is live
 * (of one user, or of all): a carry-over plan adds its drawings to what is left, others reset. Safe to
 * run concurrently: a balance already moved on no longer matches.
 */
export async function rolloverQuotas(db: DbOrTx, userId?: number, now = new Date()): Promise<number> {
  const period = sql`make_interval(days => ${plans.periodDays})`;
  const rows = await db
    .update(drawingQuotas)
    .set({
      allowed: sql`CASE WHEN ${plans.carryOver} THEN ${drawingQuotas.allowed} - ${drawingQuotas.used} + ${plans.drawingsPerPeriod} ELSE ${plans.drawingsPerPeriod} END`,
      used: 0,
      resetDate: sql`GREATEST(${drawingQuotas.resetDate} + ${period}, ${sqlTime(now)} + ${period})`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, drawingQuotas.userId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        gt(subscriptions.expiresAt, sqlTime(now)),
        sql`${drawingQuotas.resetDate} <= ${sqlTime(now)}`,
        userId === undefined ? undefined : eq(drawingQuotas.userId, userId),
      ),
    )
    .returning({ userId: drawingQuotas.userId });
  return rows.length;
}

/**
 * Marks every live subscription whose end has passed as expired, except an active one with a saved
 * method: its renewal (see renewals.service.ts) charges it or, after the retries, expires it.
 */
export async function expireSubscriptions(db: DbOrTx, userId?: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "expired" })
    .where(
      and(
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        sql`${subscriptions.expiresAt} <= ${sqlTime(now)}`,
        sql`NOT (${subscriptions.status} = 'active' AND ${subscriptions.paymentMethodId} IS NOT NULL)`,
        userId === undefined ? undefined : eq(subscriptions.userId, userId),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

/**
 * Spends one drawing of the user's balance in ONE atomic statement: only while something is left, the
 * period is current and a subscription is live. Returns what remains, or null when nothing was spent.
 */
export async function spendDrawing(db: Db, userId: number): Promise<{ remaining: number } | null> {
  await rolloverQuotas(db, userId);
  const [row] = await db
    .update(drawingQuotas)
    .set({ used: sql`${drawingQuotas.used} + 1` })
    .where(
      and(
        eq(drawingQuotas.userId, userId),
        lt(drawingQuotas.used, drawingQuotas.allowed),
        gt(drawingQuotas.resetDate, sql`now()`),
        hasLiveSubscription(db),
      ),
    )
    .returning({ allowed: drawingQuotas.allowed, used: drawingQuotas.used });
  return row ? { remaining: row.allowed - row.used } : null;
}

/** Drawings left in the user's current period (0 without a quota). */
export async function remainingDrawings(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ allowed: drawingQuotas.allowed, used: drawingQuotas.used })
    .from(drawingQuotas)
    .where(eq(drawingQuotas.userId, userId));
  return row ? Math.max(0, row.allowed - row.used) : 0;
}

/**
 * Gives back one drawing spent by `spendDrawing` when the drawing then failed. Never goes below zero
 * used; returns what remains, or null when there was nothing to give back.
 */
export async function refundDrawing(db: Db, userId: number): Promise<{ remaining: number } | null> {
  const [row] = await db
    .update(drawingQuotas)
    .set({ used: sql`${drawingQuotas.used} - 1` })
    .where(and(eq(drawingQuotas.userId, userId), gt(drawingQuotas.used, 0)))
    .returning({ allowed: drawingQuotas.allowed, used: drawingQuotas.used });
  return row ? { remaining: row.allowed - row.used } : null;
}

const TIER_RANK = sql`CASE ${plans.tier} WHEN 'premium' THEN 3 WHEN 'advanced' THEN 2 ELSE 1 END`;

/**
 * What the user's live subscription allows in the builder (Basic: 9 colours and the basic shapes and
 * methods; Advanced and Premium: 9, 12 and 13 colours and the advanced ones), or null without one.
 */
export async function rightsForUser(db: DbOrTx, userId: number): Promise<TierRights | null> {
  const [row] = await db
    .select({ tier: plans.tier })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        gt(subscriptions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(TIER_RANK))
    .limit(1);
  if (!row) return null;
  const advanced = row.tier !== "basic";
  return { palettes: advanced ? [9, 12, 13] : [9], advanced, denied: "billing.notInPlan" };
}
