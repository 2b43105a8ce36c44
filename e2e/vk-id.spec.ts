import type { Server } from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_VK_APP_ID, startFakeVkId } from "./support/fake-vk-id.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
let vkId: Server | undefined;

// One fake VK ID on one port: these journeys run in a single worker, one after another.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  vkId = await startFakeVkId(PORT + 1, {
    "vk-token-e2e": {
      user_id: "777001",
      first_name: "Вера",
      last_name: "Лебедева",
      email: "vera.vk@example.com",
      verified: true,
    },
  });
});
test.afterAll(() => new Promise<void>((resolve) => (vkId ? vkId.close(() => resolve()) : resolve())));

/** Opens the callback as VK ID would after the one-tap widget, with the state the widget remembered. */
async function returnFromVk(page: import("@playwright/test").Page, token: string) {
  // VK's own code exchange (the SDK's call to id.vk.com), answered as VK answers it.
  await page.route(/^https:\/\/id\.vk\.(ru|com)\/oauth2\/auth/, async (route) => {
    const state = new URL(route.request().url()).searchParams.get("state");
    await route.fulfill({
      json: {
        access_token: token,
        refresh_token: "vk-refresh",
        id_token: "",
        expires_in: 3600,
        user_id: 777001,
        state,
      },
    });
  });
  await page.goto("/sitemap");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "vkid:login",
      JSON.stringify({ state: "state-e2e-123", codeVerifier: "verifier-e2e" }),
    ),
  );
  await page.goto("/oauth/vk/callback?code=code-e2e&device_id=device-e2e&state=state-e2e-123");
}

test.describe("VK ID sign-in against a fake VK ID", () => {
  test("the server verifies the token, signs the person in and the app goes on", async ({ page }) => {
    await returnFromVk(page, "vk-token-e2e");
    await expect(page.getByText("Вы вошли! Переходим в приложение…")).toBeVisible();
    // A new account has no subscription: /app sends it on to the plans.
    await expect(page).toHaveURL(/\/payment\?redirect=%2Fapp$/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
    expect(user.username).toMatch(/^vk_777001/);
    expect(E2E_VK_APP_ID).toBe("51234567");
  });

  test("a token VK does not know is refused", async ({ page }) => {
    await returnFromVk(page, "forged-token");
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await expect(page.getByRole("link", { name: /Войти/ }).first()).toBeVisible();
  });

  test("a callback whose state does not match is refused as a possible CSRF", async ({ page }) => {
    await page.goto("/oauth/vk/callback?code=c&device_id=d&state=someone-elses");
    await expect(page.getByRole("alert")).toContainText(/CSRF|state/i);
  });
});
