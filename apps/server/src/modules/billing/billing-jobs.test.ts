import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { openTestDatabase, resetDatabase } from "../../../test/database.ts";
import { createPlan, createSubscription, createUser } from "../../../test/factories.ts";
import { type App, buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";

describe("billing's periodic steps as durable jobs", () => {
  let database: Database;
  let instances: App[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await resetDatabase(database);
    // Two instances ("machines") on one database, as behind a load balancer.
    instances = [
      await buildApp({ config: testConfig(), database }),
      await buildApp({ config: testConfig(), database }),
    ];
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database.close();
  });

  it("schedules every step once for all instances, and one run on either ends what has run out, once", async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error("no instances");
    // Other modules schedule their own jobs (e.g. accounts.purge): these are billing's.
    const schedules = (await second.jobs.schedules()).filter(({ name }) => name.startsWith("billing."));
    expect(schedules.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "billing.expiry", cron: "* * * * *" },
      { name: "billing.payment-rereads", cron: "*/10 * * * *" },
      { name: "billing.quota-rollover", cron: "* * * * *" },
      { name: "billing.refund-rereads", cron: "*/10 * * * *" },
      { name: "billing.renewals", cron: "* * * * *" },
    ]);

    const db = database.db;
    const user = await createUser(db);
    const plan = await createPlan(db, { billingPeriod: "once" });
    await createSubscription(db, {
      userId: user.id,
      planId: plan.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await first.jobs.enqueue("billing.expiry", {});

    const runs = () =>
      db.execute(
        sql`SELECT state, output FROM pgboss.job WHERE name = 'billing.expiry' AND state = 'completed'`,
      ) as Promise<{ rows: { state: string; output: { expired: number } }[] }>;
    await vi.waitFor(
      async () => expect((await runs()).rows.some((run) => run.output.expired > 0)).toBe(true),
      { timeout: 25_000, interval: 200 },
    );
    // A slot of the schedule may have come too, finding nothing left to do.
    expect((await runs()).rows.filter((run) => run.output.expired > 0)).toEqual([
      { state: "completed", output: { expired: 1 } },
    ]);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.status).toBe("expired");
  });
});
