import { count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { AppMetrics } from "../../plugins/metrics.ts";

/** `payments{status,kind}`: the payments in the database by status and kind, read at every scrape. */
export function countPaymentsByStatus(metrics: AppMetrics, db: Db) {
  metrics.gauge("payments", "Payments by status and kind", ["status", "kind"], async (set) => {
    const rows = await db
      .select({ status: payments.status, kind: payments.kind, total: count() })
      .from(payments)
      .groupBy(payments.status, payments.kind);
    for (const row of rows) set({ status: row.status, kind: row.kind }, row.total);
  });
}
