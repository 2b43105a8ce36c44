import type { Page } from "@playwright/test";

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * Puts a session into local storage as the app stores it (spec section 3). The token is unsigned:
 * enough for the client-side guards; calls to the server need a real sign-in.
 */
export async function signInAs(page: Page, options: { subscribed: boolean; expired?: boolean }) {
  const exp = Math.floor(Date.now() / 1000) + (options.expired ? -60 : 15 * 60);
  const token = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: "1", exp })}.signature`;
  await page.goto("/sitemap");
  await page.evaluate(
    ({ token, subscribed }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("refreshToken", "not-a-real-refresh-token");
      localStorage.setItem("user", JSON.stringify({ id: 1, username: "reader" }));
      localStorage.setItem("isSubscriptionActive", String(subscribed));
    },
    { token, subscribed: options.subscribed },
  );
}
