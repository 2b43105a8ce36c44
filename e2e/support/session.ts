/**
 * Signing in for a browser journey: through the API (POST /api/auth/token/, then the profile), the
 * session stored in local storage by the app's own code (apps/web/src/api/session.ts), so the journeys
 * never write the app's storage layout by hand.
 */
import type { TUserProfile } from "@mandala/contract";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { sessionFromProfile } from "../../apps/web/src/api/profile-session.ts";
import { type Session, sessionEntries } from "../../apps/web/src/api/session.ts";
import { type Account, registerViaApi } from "./accounts.ts";

/** A signed-in account: its tokens (for API calls of the journey) and its profile. */
export interface ApiSession {
  access: string;
  refresh: string;
  profile: TUserProfile;
}

/** Signs `account` in through the API, without a page. */
export async function apiSignIn(
  request: APIRequestContext,
  account: Pick<Account, "username" | "password">,
): Promise<ApiSession> {
  const tokens = await request.post("/api/auth/token/", {
    data: { username: account.username, password: account.password },
  });
  if (!tokens.ok()) throw new Error(`sign-in failed: ${tokens.status()} ${await tokens.text()}`);
  const { access, refresh } = (await tokens.json()) as { access: string; refresh: string };
  const info = await request.get("/api/auth/userinfo/", { headers: { authorization: `Bearer ${access}` } });
  if (!info.ok()) throw new Error(`the profile did not load: ${info.status()} ${await info.text()}`);
  return { access, refresh, profile: (await info.json()) as TUserProfile };
}

/** Writes (part of) a session into the page's local storage, as the app's saveSession does. */
async function writeSession(page: Page, update: Partial<Session>): Promise<void> {
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, sessionEntries(update));
}

/** Stores `session` in the browser as the app does after a sign-in. Leaves the page on /sitemap. */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.goto("/sitemap");
  await writeSession(page, {
    token: session.access,
    refreshToken: session.refresh,
    ...sessionFromProfile(session.profile),
  });
}

/** Signs `account` in through the API and stores the session in the browser. Leaves the page on /sitemap. */
export async function signInViaApi(
  page: Page,
  account: Pick<Account, "username" | "password">,
): Promise<ApiSession> {
  const session = await apiSignIn(page.request, account);
  await storeSession(page, session);
  return session;
}

/**
 * A new account registered through the API (with a plan's trial unless `trial: false`) and signed in
 * in the browser. Leaves the page on /sitemap.
 */
export async function signUpViaApi(
  page: Page,
  options: { trial?: boolean } = {},
): Promise<ApiSession & { account: Account }> {
  const account = await registerViaApi(page.request, options);
  return { account, ...(await signInViaApi(page, account)) };
}

/** Signs `account` in through the sign-in form the page shows (the name may be the e-mail address). */
export async function signInThroughForm(page: Page, account: Pick<Account, "username" | "password">) {
  await page.getByLabel("Имя пользователя").fill(account.username);
  await page.getByLabel("Пароль").fill(account.password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** An access token whose `exp` has passed: the app must renew it before its next call. */
const EXPIRED_ACCESS = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: "1", exp: 1 })}.sig`;

/** Ends the stored session as time would: the access token expires and the refresh token is revoked. */
export async function endSession(page: Page): Promise<void> {
  const refresh = await page.evaluate(() => localStorage.getItem("refreshToken"));
  const response = await page.request.post("/api/auth/logout/", { data: { refresh } });
  expect(response.status()).toBe(204);
  await writeSession(page, { token: EXPIRED_ACCESS });
}
