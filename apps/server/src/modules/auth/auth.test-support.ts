/** Helpers shared by the auth module's tests (not loaded by the app). */
import { afterAll, beforeEach, expect } from "vitest";
import { type TestContext, testConfig } from "../../../test/app.ts";
import { openTestDatabase, resetDatabase } from "../../../test/database.ts";
import { buildApp } from "../../app.ts";
import type { AuthLimits } from "./guards.ts";

/** Limits high enough that ordinary tests never meet them. */
export const RELAXED_LIMITS: AuthLimits = {
  perIp: { max: 10_000, timeWindowMs: 60_000 },
  accountFailures: { max: 10_000, timeWindowMs: 60_000 },
  refreshPerIp: { max: 10_000, timeWindowMs: 60_000 },
};

/**
 * Like `useTestApp`, with auth limits of the test's choosing and an environment computed when the
 * app is first built (so that it can name fake servers started in `beforeAll`).
 */
export function useAuthApp(
  env: () => Record<string, string> = () => ({}),
  limits: Partial<AuthLimits> = RELAXED_LIMITS,
): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    if (!context.app) {
      context.config = testConfig(env());
      context.database = await openTestDatabase();
      context.app = await buildApp({
        config: context.config,
        database: context.database,
        authLimits: limits,
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

/** The Authorization header for `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in and returns the token pair, failing the test unless it succeeds. */
export async function signIn(ctx: TestContext, username: string, password: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/token/",
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access: string; refresh: string };
}

/** A multipart/form-data body holding one file field. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----mandala${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
