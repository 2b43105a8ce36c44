import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments, refunds } from "../db/schema.ts";
import type { AppMetrics } from "./metrics.ts";

/**
 * A payment's status as money counts it: a succeeded payment whose full refund went through (its
 * effects applied) is `refunded`, no longer `succeeded`; a partial (cabinet) refund leaves it succeeded.
 */
const countedStatus = sql<string>`case when ${refunds.appliedAt} is not null then 'refunded' else ${payments.status}::text end`;

/**
 * `payments{status,kind}`: the payments in the database by status (pending, succeeded, canceled,
 * refunded) and kind (subscription, learning_set), read at every scrape.
 */
export function countPaymentsByStatus(metrics: AppMetrics, db: Db) {
  metrics.gauge("payments", "Payments by status and kind", ["status", "kind"], async (set) => {
    const rows = await db
      .select({ status: countedStatus, kind: payments.kind, total: count() })
      .from(payments)
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .groupBy(countedStatus, payments.kind);
    for (const row of rows) set({ status: row.status, kind: row.kind }, row.total);
  });
}
