import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StallableDatabase, stallableDatabase } from "../../test/stalling-database.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const TIMEOUT_MS = 1000;
/** More work at once than the PostgreSQL pool has connections (10). */
const AT_ONCE = 12;

describe("bounded waits on a database that stops answering", () => {
  let stall: StallableDatabase;
  const notes = async () =>
    (
      (await stall.database.db.execute(sql`select note from stall_notes order by note`)) as {
        rows: { note: string }[];
      }
    ).rows.map((row) => row.note);
  const inTransactions = (prefix: string, bodies: string[] = []) =>
    Array.from({ length: AT_ONCE }, (_, index) =>
      stall.database.db.transaction(async (tx) => {
        bodies.push(`${prefix} ${index}`);
        await tx.execute(sql`insert into stall_notes values (${`${prefix} ${index}`})`);
      }),
    );

  beforeAll(async () => {
    stall = await stallableDatabase(TIMEOUT_MS);
    await stall.database.db.execute(sql`create table stall_notes (note text not null)`);
    // Every connection the pool may open is open before the stall.
    await Promise.all(inTransactions("before"));
  });
  afterAll(async () => {
    stall?.resume();
    await stall?.close();
  });

  it("fails each transaction within the bound, runs none of their bodies, and loses no connection", async () => {
    stall.pause();
    const bodies: string[] = [];
    const outcomes = await Promise.allSettled(inTransactions("during", bodies));
    for (const outcome of outcomes) {
      expect(outcome.status, stall.stalledBy).toBe("rejected");
      expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
    }
    stall.resume();

    // As many transactions at once as before the stall: every connection was given back or replaced.
    await Promise.all(inTransactions("after"));
    expect(bodies).toEqual([]);
    const kept = await notes();
    expect(kept.filter((note) => note.startsWith("during"))).toEqual([]);
    expect(kept.filter((note) => note.startsWith("after"))).toHaveLength(AT_ONCE);
    expect(kept.filter((note) => note.startsWith("before"))).toHaveLength(AT_ONCE);
  }, 60_000);
});
