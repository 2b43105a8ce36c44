import { sql } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { signedInUser } from "../../test/auth.ts";
import { openTestDatabase } from "../../test/database.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { createOutboxMailer } from "../integrations/mail-outbox.ts";
import { type Jobs, startJobs } from "./jobs.ts";

const quiet = { error: () => undefined, warn: () => undefined };
const until = (check: () => void) => vi.waitFor(check, { timeout: 25_000, interval: 100 });

describe("durable jobs", () => {
  let database: Database;
  const started: Jobs[] = [];
  const start = async () => {
    const jobs = await startJobs(database, { log: quiet, pollingIntervalSeconds: 0.5 });
    started.push(jobs);
    return jobs;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    await database.close();
  });

  it("queues a job only when the transaction that enqueues it commits (the outbox)", async () => {
    const jobs = await start();
    const seen: string[] = [];
    await jobs.handle<{ word: string }>("outbox-test", async ({ word }) => void seen.push(word));
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue("outbox-test", { word: "rolled back" }, { tx });
        throw new Error("the request failed");
      }),
    ).rejects.toThrow("the request failed");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.enqueue("outbox-test", { word: "committed" }, { tx });
    });
    await until(() => expect(seen).toEqual(["committed"]));
  });

  it("runs each job once across several instances", async () => {
    const instances = [await start(), await start(), await start()];
    const runs: number[] = [];
    for (const jobs of instances)
      await jobs.handle<{ n: number }>("once-test", async ({ n }) => void runs.push(n));
    for (let n = 0; n < 30; n++) await instances[n % 3]?.enqueue("once-test", { n });
    await until(() => expect(runs).toHaveLength(30));
    expect(new Set(runs).size).toBe(30);
  });

  it("keeps a job queued across a restart and runs it after", async () => {
    const before = await start();
    await before.handle("restart-test", async () => {
      throw new Error("not this instance");
    });
    await before.stop();
    // Queued while no instance works the queue, as when every instance is down.
    const writer = await start();
    await writer.enqueue("restart-test", { id: 1 });
    await writer.stop();
    const after = await start();
    const done: unknown[] = [];
    await after.handle("restart-test", async (data) => void done.push(data));
    await until(() => expect(done).toEqual([{ id: 1 }]));
  });

  it("retries a failing job with backoff, then keeps it as failed with the error", async () => {
    const jobs = await start();
    const tries: number[] = [];
    await jobs.handle(
      "failing-test",
      async () => {
        tries.push(Date.now());
        throw new Error("the mail server is down");
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await jobs.enqueue("failing-test", { to: "someone@example.com" });
    await until(async () => {
      const failed = await jobs.failed();
      expect(failed.map((job) => job.name)).toContain("failing-test");
    });
    expect(tries).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = tries;
    expect(third - second).toBeGreaterThan(second - first);
    const [failed] = (await jobs.failed()).filter((job) => job.name === "failing-test");
    expect(failed).toMatchObject({ data: { to: "someone@example.com" }, retries: 2 });
    expect(JSON.stringify(failed?.error)).toContain("the mail server is down");
    expect(await jobs.counts()).toContainEqual({ name: "failing-test", state: "failed", count: 1 });
  });

  it("delivers an e-mail from the outbox once the mail server answers again", async () => {
    const jobs = await start();
    const delivered: string[] = [];
    let down = true;
    const mailer = await createOutboxMailer(
      jobs,
      {
        async send(message) {
          if (down) {
            down = false;
            throw new Error("connection refused");
          }
          delivered.push(message.subject);
        },
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    await mailer.send({ to: "a@example.com", locale: "ru", subject: "Подтвердите адрес", text: "…" });
    await until(() => expect(delivered).toEqual(["Подтвердите адрес"]));
  }, 60_000);
});

describe("a running job's lease", () => {
  it("is renewed by its live worker however long the job takes: it is neither retried nor failed", async () => {
    // The embedded database whatever the tests run on: the queue's clock is moved by hand.
    const database = await openDatabase({});
    const clock = new TestClock(Date.now());
    const jobs = await startJobs(database, { log: quiet, clock });
    try {
      let finish = () => {};
      let runs = 0;
      await jobs.handle("long-test", async () => {
        runs++;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      });
      await jobs.enqueue("long-test", {});
      while (runs === 0) await clock.tick(1_000);
      await clock.tick(10 * 60_000);
      expect(runs).toBe(1);
      expect(await jobs.counts()).toContainEqual({ name: "long-test", state: "active", count: 1 });
      finish();
      await until(async () =>
        expect(await jobs.counts()).toContainEqual({ name: "long-test", state: "completed", count: 1 }),
      );
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});

describe("GET /api/admin/jobs/failed", () => {
  const ctx = useTestApp();

  it("lists failed jobs to an admin only", async () => {
    const user = await signedInUser(ctx);
    const refused = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/jobs/failed",
      headers: { authorization: `Bearer ${user.token}`, "accept-language": "ru" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("Доступно только администратору");
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/jobs/failed" })).statusCode).toBe(401);

    const admin = await signedInUser(ctx, { role: "admin" });
    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/jobs/failed?limit=10",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ jobs: expect.any(Array) });
  });
});
