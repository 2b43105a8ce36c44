/**
 * `npm run migrate`: applies the migrations and the seed once, then exits; run it before starting
 * several instances (docs/deploy/mandala-migrate.service), which then find nothing left to do.
 */
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { namesAlikeWarning, seedDatabase } from "./db/seed.ts";
import { startupFailure } from "./db/startup-error.ts";
import { waitForDatabase } from "./db/wait.ts";
import { startJobs } from "./jobs/jobs.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await migrateAndSeed(config);
} catch (error) {
  console.error(startupFailure(error, config.DATABASE_URL));
  process.exit(1);
}

async function migrateAndSeed(config: Config) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (config.DATABASE_URL) await waitForDatabase(database, config.DATABASE_URL);
    await database.migrate();
    // The job queue's own schema (pg-boss, installed and upgraded by the library) once too.
    await (await startJobs(database, { log: console })).stop();
    const { createdAdmin, namesAlike } = await seedDatabase(database.db, {
      adminPassword: config.ADMIN_PASSWORD,
      adminEmail: config.ADMIN_EMAIL,
    });
    if (createdAdmin && !createdAdmin.passwordFromEnv)
      console.log(
        `Admin account created: username "${createdAdmin.username}", password "${createdAdmin.password}"`,
      );
    const alikeWarning = namesAlikeWarning(namesAlike);
    if (alikeWarning) console.warn(alikeWarning);
    console.log(`Migrations applied (database: ${database.kind}).`);
  } finally {
    await database.close();
  }
}
