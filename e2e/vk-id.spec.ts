import { expect, test } from "@playwright/test";
import { consentBox, giveConsent } from "./support/consent.ts";
import { addFakeVkUser, E2E_VK_APP_ID, returnFromVk } from "./support/fake-vk-id.ts";
import { credentialsReadableByPage } from "./support/session.ts";

test.beforeAll(() =>
  addFakeVkUser("vera", {
    user_id: "777001",
    first_name: "Вера",
    last_name: "Лебедева",
    email: "vera.vk@example.com",
    verified: true,
  }),
);

test.describe("VK ID sign-in against a fake VK ID", () => {
  test("the server exchanges the code, signs the person in and the app goes on", async ({ page }) => {
    await returnFromVk(page, "vera");
    // New here: the account is made only with the consent to the processing of personal data.
    await expect(page.getByRole("heading", { name: "Ещё один шаг" })).toBeVisible();
    await page.getByRole("button", { name: "Создать аккаунт" }).click();
    await expect(consentBox(page)).toHaveAttribute("aria-invalid", "true");
    await giveConsent(page);
    await page.getByRole("button", { name: "Создать аккаунт" }).click();
    await expect(page.getByText("Вы вошли! Переходим в приложение…")).toBeVisible();
    // A new account has no subscription: /app sends it on to the plans.
    await expect(page).toHaveURL(/\/payment\?redirect=%2Fapp$/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
    expect(user.username).toMatch(/^vk_777001/);
    expect(await credentialsReadableByPage(page)).toEqual([]);
    expect(E2E_VK_APP_ID).toBe("51234567");
  });

  test("a code VK refuses is refused", async ({ page }) => {
    await returnFromVk(page, "nobody-vk-knows");
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await expect(page.getByRole("link", { name: /Войти/ }).first()).toBeVisible();
  });

  test("a callback whose state does not match is refused as a possible CSRF", async ({ page }) => {
    await page.goto("/oauth/vk/callback?code=c&device_id=d&state=someone-elses");
    await expect(page.getByRole("alert")).toContainText(/CSRF|state/i);
  });
});
