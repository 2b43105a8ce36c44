/**
 * The drawing balance and the tier rights, for the builder: every check is done by the database in
 * the statement that acts, so concurrent requests can never overspend.
 */
import { and, desc, eq, exists, gt, lt, not, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { drawingQuotas, plans, subscriptions } from "../../db/schema.ts";
import type { TierRights } from "../drawing/index.ts";
import { sqlTime, subscriptionHasRunOut, subscriptionIsLive, subscriptionRenews } from "./live.ts";
import { planRights } from "./plan-rights.ts";
import { drawingsLeft } from "./terms.ts";

/** A live subscription of the quota's user exists right now. */
const hasLiveSubscription = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, drawingQuotas.userId), subscriptionIsLive())),
  );

/**
 * Starts the new period of every balance whose reset date has passed while its subscription is live
 * (of one user, or of all): a carry-over plan adds its drawings to what is left, others reset. A
 * one-time plan never refills: its balance lasts until its end (docs/decisions/029). Safe to
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
        subscriptionIsLive(now),
        eq(plans.billingPeriod, "month"),
        sql`${drawingQuotas.resetDate} <= ${sqlTime(now)}`,
        userId === undefined ? undefined : eq(drawingQuotas.userId, userId),
      ),
    )
    .returning({ userId: drawingQuotas.userId });
  return rows.length;
}

/**
 * Marks every live subscription whose end has passed as expired, except one that renews (live.ts):
 * its renewal (see renewals.service.ts) charges it or, after the retries, expires it.
 */
export async function expireSubscriptions(db: DbOrTx, userId?: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "expired" })
    .where(
      and(
        subscriptionHasRunOut(now),
        // A subscription that renews is the renewal job's to renew or end.
        not(subscriptionRenews()),
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

/** What the user's live subscription allows in the builder, and the drawings left in the period. */
export interface DrawingAllowance {
  rights: TierRights;
  remaining: number;
}

/**
 * The read of what the user's live subscription allows in the builder (see drawingAllowance), as a
 * statement prepared once per database: every preview asks it, and building the query each time cost
 * half of it (docs/decisions/019); on PostgreSQL its plan is kept too.
 */
function prepareAllowanceRead(db: DbOrTx) {
  return db
    .select({
      palettes: plans.palettes,
      advancedShapesAndMethods: plans.advancedShapesAndMethods,
      allowed: drawingQuotas.allowed,
      used: drawingQuotas.used,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(drawingQuotas, eq(drawingQuotas.userId, subscriptions.userId))
    .where(
      and(eq(subscriptions.userId, sql.placeholder("userId")), subscriptionIsLive(sql.placeholder("now"))),
    )
    .orderBy(desc(plans.advancedShapesAndMethods), desc(sql`jsonb_array_length(${plans.palettes})`))
    .limit(1)
    .prepare("drawing_allowance");
}

const allowanceReads = new WeakMap<DbOrTx, ReturnType<typeof prepareAllowanceRead>>();

/**
 * What the user's live subscription allows in the builder at `now`, read from its plan's data
 * (`palettes`, `advanced_shapes_and_methods`) — the same columns the plan cards describe — with the
 * drawings left (0 without a balance), in one statement. With several live subscriptions, the one
 * that opens most counts. Null without a live subscription.
 */
export async function drawingAllowance(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<DrawingAllowance | null> {
  let read = allowanceReads.get(db);
  if (!read) {
    read = prepareAllowanceRead(db);
    allowanceReads.set(db, read);
  }
  const [row] = await read.execute({ userId, now: now.toISOString() });
  if (!row) return null;
  return {
    rights: planRights(row),
    remaining: drawingsLeft({ allowed: row.allowed ?? 0, used: row.used ?? 0 }),
  };
}
