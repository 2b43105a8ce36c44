import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import { withDatabase } from "./global-setup.ts";

export interface TestDatabaseOptions {
  /** How long a query may wait for the database (openDatabase's timeoutMs); unbounded by default. */
  timeoutMs?: number;
  /** Rewrites the PostgreSQL URL the app connects with (e.g. to go through a proxy). */
  through?: (url: string) => string;
}

/**
 * A migrated database of its own for one test file: PGlite loaded from the run's dump, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database copied from the migrated template.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const templateUrl = inject("postgresTemplateUrl");
  if (templateUrl) return openPostgresCopy(templateUrl, options);
  const dump = await readFile(inject("pgliteDump"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite, timeoutMs: options.timeoutMs });
}

async function openPostgresCopy(
  templateUrl: string,
  { timeoutMs, through = (url) => url }: TestDatabaseOptions,
): Promise<Database> {
  const name = `mandala_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE mandala_test_template`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: through(withDatabase(templateUrl, name)), timeoutMs });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Empties every table (keeping the migrations' bookkeeping), so each test starts clean. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0)
    await database.db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
}
