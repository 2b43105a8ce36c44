import { inject } from "vitest";
import type { Database } from "../src/db/client.ts";
import { openTestDatabase } from "./database.ts";
import { startStallingProxy } from "./stalling-proxy.ts";

/** The test's database, and a way to make it stop answering without closing anything. */
export interface StallableDatabase {
  database: Database;
  /** What holds the database: the proxy in front of PostgreSQL, or a holder of the embedded one. */
  stalledBy: string;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/**
 * PostgreSQL (TEST_DATABASE_URL) behind a proxy that stops forwarding bytes; else the embedded
 * database held by a piece of work that keeps it busy (PGlite's runExclusive), as a long snapshot or
 * transaction would: in both cases connections stay open and nothing answers.
 */
export async function stallableDatabase(timeoutMs: number): Promise<StallableDatabase> {
  const templateUrl = inject("postgresTemplateUrl");
  if (templateUrl) {
    const target = new URL(templateUrl);
    const proxy = await startStallingProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const database = await openTestDatabase({
      timeoutMs,
      through: (url) => {
        const proxied = new URL(url);
        proxied.hostname = "127.0.0.1";
        proxied.port = String(proxy.port);
        return proxied.toString();
      },
    });
    return {
      database,
      stalledBy: "a proxy that stops forwarding",
      pause: () => proxy.pause(),
      resume: () => proxy.resume(),
      close: async () => {
        await database.close();
        await proxy.close();
      },
    };
  }
  const database = await openTestDatabase({ timeoutMs });
  if (database.driver.kind !== "pglite") throw new Error("expected the embedded database");
  const client = database.driver.client;
  let release = () => {};
  return {
    database,
    stalledBy: "work that holds the embedded database",
    pause() {
      void client.runExclusive(() => new Promise<void>((resolve) => (release = resolve)));
    },
    resume: () => release(),
    close: () => database.close(),
  };
}
