import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, isLocalUrl, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { describeRecovery } from "./db/embedded.ts";
import { namesAlikeWarning, seedDatabase } from "./db/seed.ts";
import { startupFailure } from "./db/startup-error.ts";
import { waitForDatabase } from "./db/wait.ts";
import { acceptUntilQuiet, watchConnections } from "./drain.ts";
import { readableLogLines } from "./log-lines.ts";
import { isReservedDomain } from "./operator.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** The JWT secret from the environment, else one generated once and kept in DATA_DIR. */
function ensureJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A warning when a public site's admin has an address that receives no mail (no reset can reach it). */
function unreachableAdmin(config: Config, adminEmail: string | null): string | null {
  if (!adminEmail || isLocalUrl(config.publicUrl) || !isReservedDomain(adminEmail.split("@").pop() ?? ""))
    return null;
  return `The admin's address is ${adminEmail}, which receives no mail: set ADMIN_EMAIL (it replaces that placeholder at the next start) or the address in the admin's profile; a lost password is set with npm run admin -- set-password.`;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  config = { ...config, JWT_SECRET: ensureJwtSecret(config) };

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeoutMs: config.DATABASE_TIMEOUT_MS,
  });
  if (database.recovery) console.error(describeRecovery(database.recovery));
  if (config.DATABASE_URL) await waitForDatabase(database, config.DATABASE_URL);
  await database.migrate();
  const { createdAdmin, adminEmail, namesAlike } = await seedDatabase(database.db, {
    adminPassword: config.ADMIN_PASSWORD,
    adminEmail: config.ADMIN_EMAIL,
  });

  let closing = false;
  const app = await buildApp({
    config,
    database,
    isDraining: () => closing,
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      // Readable lines in a terminal; JSON lines where logs are collected.
      ...((config.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json")) === "pretty"
        ? { stream: readableLogLines(process.stdout) }
        : {}),
    },
  });
  app.addHook("onClose", async () => database.close());
  for (const warning of config.warnings) app.log.warn(warning);
  const adminWarning = unreachableAdmin(config, adminEmail);
  if (adminWarning) app.log.warn(adminWarning);
  const alikeWarning = namesAlikeWarning(namesAlike);
  if (alikeWarning) app.log.warn(alikeWarning);

  if (createdAdmin?.passwordFromEnv) {
    console.log(
      `\n  Admin account created: username "${createdAdmin.username}", password from ADMIN_PASSWORD\n`,
    );
  } else if (createdAdmin) {
    // Printed once, at the first start: the password is stored only as a hash.
    console.log(
      `\n  Admin account created: username "${createdAdmin.username}", password "${createdAdmin.password}"\n  Keep it now: it is not shown again.\n`,
    );
  }

  const connections = watchConnections(app.server);
  // Responses finished while draining close their connection, so keep-alive clients do not hold it open.
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // A repeated signal is ignored, not an abrupt exit as close-with-grace would make it: a Ctrl-C under
  // `npm start` reaches the server twice (from the terminal's process group and from
  // scripts/run-server.mjs, which passes signals on for `kill`), and must still drain.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Connections already made (some still waiting in the listen queue) are accepted and answered;
    // the listener closes once no new connection has come for a moment.
    await acceptUntilQuiet(app.server);
    // Keep-alive connections end once idle for a moment, so that a request sent just now is answered.
    await connections.endWhenIdle();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Мандала желаний is running at ${config.publicUrl} (database: ${database.kind})`);
}

await main().catch((error: unknown) => {
  console.error(startupFailure(error, process.env.DATABASE_URL));
  process.exit(1);
});
