import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { boundPglite, boundPool } from "./bounded.ts";
import { type EmbeddedRecovery, lockDataDir, openEmbedded, refuseEmptyOverSnapshots } from "./embedded.ts";
import * as schema from "./schema.ts";
import { keepSnapshots, type Snapshots } from "./snapshots.ts";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction, or the database itself: what repositories accept. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** An open database connection with its lifecycle. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The driver underneath, for libraries that speak SQL themselves (the job queue). */
  driver: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
  /** Applies the committed migrations (idempotent), without the bound on waits: one may take long. */
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Set when the embedded data directory could not be opened and was recovered (see embedded.ts). */
  recovery?: EmbeddedRecovery | null;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

/** How often the embedded database is snapshotted while it changes (which are kept: SNAPSHOT_RETENTION). */
export const EMBEDDED_SNAPSHOTS = { intervalMs: 60_000 } as const;

/**
 * Opens PostgreSQL at `url`, an existing PGlite client, or the embedded PGlite in `dataDir`: locked to
 * this process, snapshotted while it runs, and recovered from the newest snapshot if it cannot be opened;
 * refused when its directory is gone but snapshots of it exist (EmbeddedDatabaseMissingError).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
  /** Where snapshot failures are reported (the embedded database only). */
  warn?: (message: string) => void;
  /**
   * How long a connection and then each query may wait for the database before failing with
   * DatabaseTimeoutError (bounded.ts); unset, they wait as long as it takes (the command-line tools).
   */
  timeoutMs?: number | undefined;
}): Promise<Database> {
  const { timeoutMs } = options;
  if (options.url) return openPostgres(options.url, timeoutMs);
  if (options.pglite) return wrapPglite(options.pglite, timeoutMs);
  if (!options.dataDir) return wrapPglite(await PGlite.create(), timeoutMs);
  const warn = options.warn ?? console.warn;
  const dir = path.join(options.dataDir, "db");
  mkdirSync(options.dataDir, { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const snapshots: Snapshots = { dir: path.join(options.dataDir, "db-snapshots"), ...EMBEDDED_SNAPSHOTS };
    refuseEmptyOverSnapshots(dir, snapshots);
    const { client, recovery } = await openEmbedded(dir, snapshots);
    const snapshotting = keepSnapshots(client, snapshots, (error) =>
      warn(`Snapshot of the embedded database failed: ${String(error)}`),
    );
    const database = wrapPglite(client, timeoutMs, async () => {
      await snapshotting.stop();
      await client.close();
      unlock();
    });
    return { ...database, recovery };
  } catch (error) {
    unlock();
    throw error;
  }
}

function wrapPglite(client: PGlite, timeoutMs: number | undefined, close = () => client.close()): Database {
  const bounded = timeoutMs === undefined ? client : boundPglite(client, timeoutMs);
  const db = drizzlePglite({ client: bounded, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    driver: { kind: "pglite", client: bounded },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => pingWith(db),
    close,
  };
}

/** How long an idle connection waits before TCP keepalive probes whether PostgreSQL is still there. */
const KEEPALIVE_DELAY_MS = 10_000;

function openPostgres(url: string, timeoutMs: number | undefined): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...(timeoutMs === undefined
      ? {}
      : // The wait for a connection (a free one, or a new one's handshake), and the server's own
        // bound on a statement, which ends the work of one whose client has given up on it.
        { connectionTimeoutMillis: timeoutMs, statement_timeout: timeoutMs }),
  });
  if (timeoutMs !== undefined) boundPool(pool, timeoutMs);
  // An idle client whose connection dies (a server restart, an admin's termination) is dropped by the
  // pool and replaced on demand; without a listener its error would crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    driver: { kind: "postgres", pool },
    migrate: async () => {
      const own = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migrateNodePg(drizzleNodePg({ client: own, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await own.end();
      }
    },
    ping: () => pingWith(db),
    close: () => pool.end(),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
