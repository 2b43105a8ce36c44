import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";

/** The VK app the e2e server is configured with (playwright.config.ts). */
export const E2E_VK_APP_ID = "51234567";

/** A VK user as VK ID's user-info call describes one (user_id, first_name, last_name, email, verified). */
type FakeVkUser = object;

/** Where playwright.config.ts points the server's VKID_API_URL: the port after the app's. */
const FAKE_VK_ID_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * VK ID's user-info call (POST /oauth2/user_info, form access_token + client_id), faked on loopback at
 * `port`: it knows the tokens of `known` and those the journeys give it (POST /tokens, JSON { token,
 * user }). One fake serves every spec of a run (started by global-setup.ts), so journeys in parallel
 * workers share it.
 */
export async function startFakeVkId(port: number, known: Record<string, FakeVkUser> = {}): Promise<Server> {
  const users = new Map(Object.entries(known));
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/tokens") {
        const { token, user } = JSON.parse(body) as { token: string; user: FakeVkUser };
        users.set(token, user);
        response.writeHead(204).end();
        return;
      }
      const form = new URLSearchParams(body);
      const user = users.get(form.get("access_token") ?? "");
      const ok = request.url === "/oauth2/user_info" && form.get("client_id") === E2E_VK_APP_ID && user;
      response.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
      response.end(
        JSON.stringify(ok ? { user } : { error: "invalid_token", error_description: "unknown token" }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

/** Makes `token` an access token the fake VK ID knows as `user`'s. */
export async function addFakeVkUser(token: string, user: FakeVkUser): Promise<void> {
  const response = await fetch(`${FAKE_VK_ID_URL}/tokens`, {
    method: "POST",
    body: JSON.stringify({ token, user }),
  });
  if (response.status !== 204) throw new Error(`the fake VK ID refused the token: ${response.status}`);
}

/**
 * VK ID's side in `page`: its authorize page sends the person straight back to the redirect address
 * with a code and the state it was given (as if they agreed), the SDK's code exchange answers `token`
 * as VK answers it, and VK's other calls (the SDK's statistics) get an empty answer.
 */
export async function routeVkId(page: Page, token: string): Promise<void> {
  await page.route(/^https:\/\/([\w-]+\.)*vk\.(ru|com)\//, async (route) => {
    const url = new URL(route.request().url());
    const state = url.searchParams.get("state");
    if (url.pathname === "/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({
        code: "code-e2e",
        device_id: "device-e2e",
        state: state ?? "",
      }).toString();
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    }
    if (url.pathname === "/oauth2/auth") {
      return route.fulfill({
        json: { access_token: token, refresh_token: "vk-refresh", id_token: "", expires_in: 3600, state },
      });
    }
    return route.fulfill({ json: {} });
  });
}

/** Opens the callback as VK ID would after the one-tap widget, with the state the widget remembered. */
export async function returnFromVk(page: Page, token: string) {
  await routeVkId(page, token);
  await page.goto("/sitemap");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "vkid:login",
      JSON.stringify({ state: "state-e2e-123", codeVerifier: "verifier-e2e" }),
    ),
  );
  await page.goto("/oauth/vk/callback?code=code-e2e&device_id=device-e2e&state=state-e2e-123");
}
