import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../src/db/client.ts";
import { startJobs } from "../src/jobs/jobs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory, dumped once so that each test file loads it fast. */
    pgliteDump: string;
    /** When TEST_DATABASE_URL is set: the migrated template database each test file copies. */
    postgresTemplateUrl: string | null;
  }
}

/**
 * Migrates once per run: PGlite pays its slow first start here, not in every test file, and each app a
 * test builds finds the job queue's schema installed, as after `npm run migrate` (src/migrate.ts).
 */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrate(database);
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const dumpFile = path.join(os.tmpdir(), `mandala-test-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", dumpFile);
  project.provide("postgresTemplateUrl", await preparePostgresTemplate(process.env.TEST_DATABASE_URL));
}

async function preparePostgresTemplate(url: string | undefined): Promise<string | null> {
  if (!url) return null;
  const templateUrl = withDatabase(url, "mandala_test_template");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS mandala_test_template WITH (FORCE)`);
    await admin.query(`CREATE DATABASE mandala_test_template`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: templateUrl });
  await migrate(database);
  await database.close();
  return templateUrl;
}

/** What `npm run migrate` does before the app starts: the migrations, then pg-boss's own schema. */
async function migrate(database: Database): Promise<void> {
  await database.migrate();
  await (await startJobs(database, { log: console })).stop();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
