import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory, dumped once so that each test file loads it fast. */
    pgliteDump: string;
    /** When TEST_DATABASE_URL is set: the migrated template database each test file copies. */
    postgresTemplateUrl: string | null;
  }
}

/** Migrates once per run: PGlite pays its slow first start here, not in every test file. */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
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
  await database.migrate();
  await database.close();
  return templateUrl;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
