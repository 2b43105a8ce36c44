import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startServer } from "../test/server-process.ts";
import { openDatabase } from "./db/client.ts";

/** Kills per run: CRASH_KILLS=50 for the full figure (about four minutes); CI runs the default. */
const KILLS = Number(process.env.CRASH_KILLS ?? 6);
const WRITERS = 8;

describe("kill -9 during writes", () => {
  it(`leaves a database that starts cleanly with every acknowledged write, ${KILLS} times`, {
    timeout: KILLS * 45_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-crash-"));
    const acknowledged: string[] = [];
    let cleanStarts = 0;
    for (let round = 0; round < KILLS; round++) {
      // The server trusts one proxy hop, and this test is that proxy: each writer has its own address,
      // so the per-address limit on registrations does not stop it.
      const server = startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
      const baseUrl = await server.listening;
      if (!server.output().includes("could not be opened")) cleanStarts++;

      // Kill once a number of writes (5 to 40, different each round) has been acknowledged.
      const killAfter = 5 + ((round * 7919) % 36);
      let acknowledgedThisRound = 0;
      let killed = false;
      const writer = async (id: number) => {
        for (let n = 0; !killed; n++) {
          const username = `crash_${round}_${id}_${n}`;
          try {
            const response = await fetch(`${baseUrl}/api/auth/register/`, {
              method: "POST",
              headers: { "content-type": "application/json", "x-forwarded-for": `198.51.${round}.${id + 1}` },
              body: JSON.stringify({
                username,
                email: `${username}@example.com`,
                password: "secret-password",
                personal_data_consent: true,
              }),
            });
            if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
            acknowledged.push(username);
            if (++acknowledgedThisRound === killAfter) {
              killed = true;
              server.child.kill("SIGKILL");
            }
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
      await server.exited;
    }

    const database = await openDatabase({ dataDir });
    try {
      expect(database.recovery ?? null).toBeNull();
      const result = (await database.db.execute(sql`select username from users`)) as {
        rows: { username: string }[];
      };
      const stored = new Set(result.rows.map((row) => row.username));
      const lost = acknowledged.filter((username) => !stored.has(username));
      console.log(
        `kill -9 during writes: ${KILLS} kills, ${cleanStarts} clean starts, ${acknowledged.length} acknowledged writes, ${lost.length} lost`,
      );
      expect(cleanStarts).toBe(KILLS);
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
