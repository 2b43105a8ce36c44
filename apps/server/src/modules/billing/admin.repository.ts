/** The queries of the admin's view of money and of refunds. */
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { learningSets, payments, plans, purchases, refunds, subscriptions, users } from "../../db/schema.ts";
import { CUSTOMER_TIME_ZONE } from "../../i18n/dates.ts";
import { subscriptionIsLive } from "../plans/index.ts";

export type RefundRow = typeof refunds.$inferSelect;

/** What the payments list is filtered by; dates are whole days (UTC), both inclusive. */
export interface PaymentFilter {
  status?: "pending" | "succeeded" | "canceled" | "refunded" | undefined;
  email?: string | undefined;
  /** An order number or its beginning, as the buyer quotes it. */
  order?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface Page {
  limit: number;
  offset: number;
}

/** The admin lists' one shape: `query`'s rows of `page`, and how many `counted` says there are in all. */
async function pageOf<Row>(
  query: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  page: Page,
  counted: PromiseLike<{ n: number }[]>,
) {
  const rows = await query.limit(page.limit).offset(page.offset);
  const [total] = await counted;
  return { rows, total: total?.n ?? 0 };
}

/** A payment is refunded once a full refund's effects were applied (a partial one leaves it succeeded). */
const refundDone = isNotNull(refunds.appliedAt);

/** The payments whose order number (orderNumber in order.ts) begins with what the buyer quoted. */
function orderNumberStarts(quoted: string): SQL {
  const digits = quoted
    .replace(/^(№|#|no\.?)/i, "")
    .replace(/[\s-]/g, "")
    .toLowerCase();
  if (!/^[0-9a-f]{1,8}$/.test(digits)) return sql`false`;
  return sql`replace(${payments.id}::text, '-', '') like ${`${digits}%`}`;
}

function paymentConditions(filter: PaymentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status === "refunded") conditions.push(eq(payments.status, "succeeded"), refundDone);
  else if (filter.status === "succeeded")
    conditions.push(eq(payments.status, "succeeded"), isNull(refunds.appliedAt));
  else if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.email) conditions.push(ilike(payments.email, `%${filter.email.replace(/[\\%_]/g, "\\$&")}%`));
  if (filter.order) conditions.push(orderNumberStarts(filter.order));
  // Days on the customer's clock: a payment at 01:00 Moscow time belongs to that Moscow day.
  const dayStart = (day: string, plus: number) =>
    sql`(${day}::date + ${plus}::int)::timestamp at time zone ${CUSTOMER_TIME_ZONE}`;
  if (filter.from) conditions.push(gte(payments.createdAt, dayStart(filter.from, 0)));
  if (filter.to) conditions.push(lt(payments.createdAt, dayStart(filter.to, 1)));
  return and(...conditions);
}

/** A page of payments, newest first, with the plan's or set's name and the refund; and how many match. */
export function listPayments(db: DbOrTx, filter: PaymentFilter, page: Page) {
  const where = paymentConditions(filter);
  const rows = db
    .select({
      payment: payments,
      refund: refunds,
      planName: plans.description,
      setName: learningSets.name,
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(learningSets, eq(learningSets.id, payments.learningSetId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const counted = db
    .select({ n: count() })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(where);
  return pageOf(rows, page, counted);
}

/** A page of subscriptions, newest first, with their users and plans; and how many there are. */
export function listSubscriptionsPage(db: DbOrTx, page: Page) {
  const rows = db
    .select({ subscription: subscriptions, username: users.username, email: users.email, plan: plans })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return pageOf(rows, page, db.select({ n: count() }).from(subscriptions));
}

/** A page of set purchases, newest first, with the sets' names; and how many there are. */
export function listPurchasesPage(db: DbOrTx, page: Page) {
  const rows = db
    .select({ purchase: purchases, setName: learningSets.name })
    .from(purchases)
    .innerJoin(learningSets, eq(learningSets.id, purchases.learningSetId))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id));
  return pageOf(rows, page, db.select({ n: count() }).from(purchases));
}

export async function findRefundOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  return row;
}

/** The payment's refund: recorded now unless one already was (one refund per payment). */
export async function recordRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.paymentId });
  const row = await findRefundOfPayment(db, values.paymentId);
  if (!row) throw new Error("refund insert vanished");
  return row;
}

/**
 * A refund the provider canceled, or one whose key is past YooKassa's 24 hours with nothing made under
 * it, is tried again under a new key.
 */
export async function reopenRefund(
  db: DbOrTx,
  id: string,
  values: { idempotenceKey: string; adminId: number; keyIssuedAt: Date },
) {
  await db
    .update(refunds)
    .set({ ...values, status: "pending", providerRefundId: null, cancellationReason: null })
    .where(
      and(eq(refunds.id, id), inArray(refunds.status, ["pending", "canceled"]), isNull(refunds.appliedAt)),
    );
}

/** Our refunds the provider has not finished yet (the re-read job's work). */
export function pendingRefunds(db: DbOrTx) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), isNotNull(refunds.providerRefundId)));
}

export async function updateRefund(db: DbOrTx, id: string, patch: Partial<typeof refunds.$inferInsert>) {
  await db.update(refunds).set(patch).where(eq(refunds.id, id));
}

/**
 * Marks the refund succeeded and applied unless something already did: the one statement that makes
 * its effects happen exactly once (a concurrent second caller waits, then matches nothing).
 */
export async function claimRefund(db: DbOrTx, id: string, providerRefundId: string, amountRub: number) {
  const [row] = await db
    .update(refunds)
    .set({
      status: "succeeded",
      providerRefundId,
      amountRub,
      cancellationReason: null,
      appliedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, id), isNull(refunds.appliedAt)))
    .returning();
  return row;
}

/** Ends now the user's live paid subscriptions of the plan (a refunded subscription ends). */
export async function endPaidSubscriptions(db: DbOrTx, userId: number, planId: number) {
  await db
    .update(subscriptions)
    .set({ status: "expired", expiresAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.planId, planId),
        eq(subscriptions.isTrial, false),
        subscriptionIsLive(),
      ),
    );
}

/** Stops the links of the purchase the payment paid for. */
export async function revokePurchase(db: DbOrTx, paymentId: string) {
  await db
    .update(purchases)
    .set({ refundedAt: sql`now()` })
    .where(and(eq(purchases.paymentId, paymentId), isNull(purchases.refundedAt)));
}
