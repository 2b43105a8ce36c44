import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../test/app.ts";
import { type App, buildApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";

/**
 * How late the embedded database answers each statement: PGlite runs in the server's own process, and
 * on a machine whose cores are all busy (or behind a snapshot of a large directory) every
 * statement comes back late. About 35 statements of the billing plugin's jobs at this delay used to
 * outlast Fastify's 10 s plugin timeout.
 */
const LATE_MS = 400;

/** Makes the embedded database `database` answer every statement `lateMs` late. */
function answerLate(database: Database, lateMs: number): void {
  if (database.driver.kind !== "pglite") throw new Error("the embedded database only");
  const { client } = database.driver;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await sleep(lateMs);
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await sleep(lateMs);
    return exec(...args);
  };
}

describe("start on a slow database", () => {
  let database: Database | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  it("builds the app however long the database takes: no plugin waits on it", {
    timeout: 120_000,
  }, async () => {
    // The embedded database whichever database the other tests run on: its one thread is what is slow.
    database = await openDatabase({});
    await database.migrate();
    answerLate(database, LATE_MS);
    app = await buildApp({ config: testConfig(), database });
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    // The modules' queues and schedules exist once the app is built.
    expect((await app.jobs.schedules()).map((schedule) => schedule.name)).toContain("billing.renewals");
  });
});
