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
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction, or the database itself: what repositories accept. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** An open database connection with its lifecycle. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

/** Opens PostgreSQL at `url`, or the embedded PGlite in `dataDir` (or an existing PGlite client). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  const client = options.pglite ?? (await openPglite(options.dataDir));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => pingWith(db),
    close: () => client.close(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create();
  const dir = path.join(dataDir, "db");
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection dies (a server restart, an admin's termination) is dropped by the
  // pool and replaced on demand; without a listener its error would crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
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
