/** Helpers shared by the auth module's tests (not loaded by the app). */
import { expect } from "vitest";
import type { AuthLimits } from "../src/modules/identity/index.ts";
import { type TestContext, useTestApp } from "./app.ts";
import { createUser } from "./factories.ts";
import { type FakeSmtpServer, mailText } from "./fakes/smtp-server.ts";

/** Limits high enough that ordinary tests never meet them. */
export const RELAXED_LIMITS: AuthLimits = {
  perIp: { max: 10_000, timeWindowMs: 60_000 },
  accountFailures: { max: 10_000, timeWindowMs: 60_000 },
  accountDelayAfter: 10_000,
  captchaAfter: 10_000,
  ownerAlertAfter: 10_000,
  ownerAlertPeriodMs: 60_000,
  refreshPerIp: { max: 10_000, timeWindowMs: 60_000 },
  resetPerAddress: { max: 10_000, timeWindowMs: 60_000 },
};

/** Like `useTestApp`, with auth limits of the test's choosing (relaxed by default). */
export function useAuthApp(
  env: () => Record<string, string> = () => ({}),
  limits: Partial<AuthLimits> = RELAXED_LIMITS,
): TestContext {
  return useTestApp(env, limits);
}

/** The Authorization header for `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh cookie's name on the tests' http site. */
const REFRESH_COOKIE = "mandala_refresh";

/** The refresh token a reply sets in its cookie, or undefined (an empty value: the cookie cleared). */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
}

/** The Cookie header of a browser holding `refresh`. */
export const refreshCookie = (refresh: string) => ({ cookie: `${REFRESH_COOKIE}=${refresh}` });

/** POSTs `url` (refresh or logout) as the browser holding `refresh` does, with `headers` added. */
export function withRefreshCookie(ctx: TestContext, url: string, refresh: string, headers = {}) {
  return ctx.app.inject({ method: "POST", url, headers: { ...refreshCookie(refresh), ...headers } });
}

/** Signs in and returns the access token and the cookie's refresh token, failing the test unless it succeeds. */
export async function signIn(ctx: TestContext, username: string, password: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/token/",
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const refresh = refreshCookieOf(response);
  expect(refresh).toBeTruthy();
  return { access: (response.json() as { access: string }).access, refresh: refresh ?? "" };
}

/** A new user (`overrides` as createUser takes them), signed in: the row, the access token and its header. */
export async function signedInUser(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.database.db, overrides);
  const { access } = await signIn(ctx, user.username, user.password);
  return { user, token: access, headers: bearer(access) };
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

/**
 * The token of the link matching `pattern` in the first e-mail to `to` saying `saying` after the
 * first `seen` messages (mail leaves through a job: it may arrive after the request's answer).
 */
export async function linkIn(
  smtp: FakeSmtpServer,
  to: string,
  saying: string,
  pattern: RegExp,
  seen = 0,
): Promise<string> {
  for (let index = seen; ; index++) {
    const text = mailText((await smtp.nextMessage(index)).data);
    const token = pattern.exec(text)?.[1];
    if (smtp.messages[index]?.to.includes(to) && text.includes(saying) && token) return token;
  }
}

/** Whether `access` still opens the profile. */
export async function accessWorks(ctx: TestContext, access: string): Promise<boolean> {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/api/auth/userinfo/",
    headers: bearer(access),
  });
  return response.statusCode === 200;
}

/** Whether the sign-in holding `refresh` still renews. */
export async function refreshWorks(ctx: TestContext, refresh: string): Promise<boolean> {
  const response = await withRefreshCookie(ctx, "/api/auth/token/refresh/", refresh);
  return response.statusCode === 200;
}

/** The account's security section as the profile reads it. */
export const securityOf = async (ctx: TestContext, access: string) =>
  (
    await ctx.app.inject({ method: "GET", url: "/api/auth/account/security/", headers: bearer(access) })
  ).json();

/** Whether `login` (a username or an address) signs in with `password`. */
export const canSignIn = async (ctx: TestContext, login: string, password: string) =>
  (await ctx.app.inject({ method: "POST", url: "/api/auth/token/", payload: { username: login, password } }))
    .statusCode === 200;
