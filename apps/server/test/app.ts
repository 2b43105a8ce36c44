import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import type { AuthLimits } from "../src/modules/identity/guards.ts";
import type { Renderer } from "../src/render/renderer.ts";
import { openTestDatabase, resetDatabase } from "./database.ts";

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
}

/**
 * Everything a public site (a PUBLIC_URL that is not local) must set to start: its payments, e-mail,
 * seller and support address. Spread it with a PUBLIC_URL of the test's own.
 */
export const PUBLIC_SITE_ENV = {
  PAYMENTS_PROVIDER: "sandbox",
  SMTP_URL: "smtp://mail.mandala-shop.ru:587",
  MAIL_FROM: "Мандала желаний <no-reply@mandala-shop.ru>",
  SELLER_FORM: "org",
  SELLER_NAME: "ООО «Мандала»",
  SELLER_OGRN: "1027700132195",
  SELLER_INN: "7707083893",
  SELLER_ADDRESS: "Москва, ул. Примерная, 1",
  SUPPORT_EMAIL: "help@mandala-shop.ru",
} as const;

/**
 * Settings for tests: a temporary data directory, a fixed secret, no web build unless given. A
 * variable given as undefined is left unset (e.g. NODE_ENV, to start as `node` would without it).
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-data-"));
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-42",
    WEB_DIST: path.join(dataDir, "no-web-build"),
    PUBLIC_URL: "http://mandala.test",
    ...env,
  });
}

/**
 * One app and database for a test file, emptied before each test. Use inside a `describe` or at the
 * top of a test file: `const ctx = useTestApp();` then `ctx.app.inject(...)` in tests. The environment
 * may be a function, computed when the app is first built (e.g. to name a fake server's port).
 */
export function useTestApp(
  env: Record<string, string | undefined> | (() => Record<string, string>) = {},
  authLimits?: Partial<AuthLimits>,
  /** A renderer of the test's own (e.g. one that fails); by default the app makes one. */
  renderer?: Renderer,
): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    if (!context.app) {
      context.config = testConfig(typeof env === "function" ? env() : env);
      context.database = await openTestDatabase();
      context.app = await buildApp({
        config: context.config,
        database: context.database,
        authLimits,
        ...(renderer ? { renderer } : {}),
      });
    }
    await resetDatabase(context.database);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
