/**
 * Signing in for a browser journey: through the API (POST /api/auth/token/, then the profile), the
 * refresh token put in the browser as the server's HttpOnly cookie and who is signed in stored in local
 * storage by the app's own code (apps/web/src/api/session.ts), so the journeys never write the app's
 * storage layout by hand. The page then gets its access token as after any load: through the cookie.
 */
import type { TUserProfile } from "@mandala/contract";
import { type APIRequestContext, type APIResponse, expect, type Page, request, test } from "@playwright/test";
import { sessionFromProfile } from "../../apps/web/src/api/profile-session.ts";
import { type Session, sessionEntries } from "../../apps/web/src/api/session.ts";
import { type Account, registerViaApi } from "./accounts.ts";

/** A signed-in account: its tokens (for API calls of the journey) and its profile. */
export interface ApiSession {
  access: string;
  /** The refresh token of the sign-in's cookie. */
  refresh: string;
  profile: TUserProfile;
}

/** The refresh cookie's name on the journeys' http site. */
export const REFRESH_COOKIE = "mandala_refresh";

/** The refresh token a reply set in its cookie, or undefined. */
function refreshCookieOf(response: APIResponse): string | undefined {
  const prefix = `${REFRESH_COOKIE}=`;
  const cookie = response
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith(prefix));
  return cookie?.value.slice(prefix.length).split(";")[0];
}

/**
 * Signs `account` in through the API, without a page. `request`'s cookie jar keeps the refresh cookie:
 * a page's `page.request` is that page's browser signing in, another context is another device.
 */
export async function apiSignIn(
  request: APIRequestContext,
  account: Pick<Account, "username" | "password">,
): Promise<ApiSession> {
  const tokens = await request.post("/api/auth/token/", {
    data: { username: account.username, password: account.password },
  });
  if (!tokens.ok()) throw new Error(`sign-in failed: ${tokens.status()} ${await tokens.text()}`);
  const { access } = (await tokens.json()) as { access: string };
  const refresh = refreshCookieOf(tokens);
  if (!refresh) throw new Error("sign-in set no refresh cookie");
  const info = await request.get("/api/auth/userinfo/", { headers: { authorization: `Bearer ${access}` } });
  if (!info.ok()) throw new Error(`the profile did not load: ${info.status()} ${await info.text()}`);
  return { access, refresh, profile: (await info.json()) as TUserProfile };
}

/** A request context of its own: another device, with its own cookie jar. */
async function anotherDevice(cookies: { refresh?: string } = {}): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(cookies.refresh ? { extraHTTPHeaders: { cookie: `${REFRESH_COOKIE}=${cookies.refresh}` } } : {}),
  });
}

/** Signs `account` in on another device than the page's browser. */
export async function apiSignInElsewhere(
  account: Pick<Account, "username" | "password">,
): Promise<ApiSession> {
  const device = await anotherDevice();
  try {
    return await apiSignIn(device, account);
  } finally {
    await device.dispose();
  }
}

/** Whether the sign-in of `session` still renews through its cookie (false once it was signed out). */
export async function stillRenews(session: ApiSession): Promise<boolean> {
  const device = await anotherDevice({ refresh: session.refresh });
  try {
    return (await device.post("/api/auth/token/refresh/")).ok();
  } finally {
    await device.dispose();
  }
}

/** Writes (part of) a session into the page's local storage, as the app's saveSession does. */
async function writeSession(page: Page, update: Partial<Session>): Promise<void> {
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, sessionEntries(update));
}

/**
 * Puts `session` in the browser as a sign-in there leaves it: the refresh cookie, and who is signed in
 * in local storage. Leaves the page on /sitemap.
 */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.goto("/sitemap");
  const { hostname } = new URL(page.url());
  await page.context().addCookies([
    {
      name: REFRESH_COOKIE,
      value: session.refresh,
      domain: hostname,
      path: "/api/auth",
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await writeSession(page, sessionFromProfile(session.profile));
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

/**
 * Ends the browser's sign-in behind the page's back, as a sign-out on another device would: the server
 * revokes it (its access tokens too) and the cookie is cleared; the page still believes it is signed in.
 */
export async function endSession(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth/logout/");
  expect(response.status()).toBe(204);
}

/**
 * Whether the page's script can read a credential: local storage holds no token and document.cookie
 * no refresh cookie (nor any JWT).
 */
export async function credentialsReadableByPage(page: Page): Promise<string[]> {
  return page.evaluate((cookieName) => {
    const found: string[] = [];
    const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? "";
      const value = localStorage.getItem(key) ?? "";
      if (/token/i.test(key) || jwt.test(value)) found.push(`localStorage.${key}`);
    }
    if (document.cookie.includes(cookieName) || jwt.test(document.cookie)) found.push("document.cookie");
    return found;
  }, REFRESH_COOKIE);
}
