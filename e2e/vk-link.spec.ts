import { expect, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { addFakeVkUser, returnFromVk, routeVkId } from "./support/fake-vk-id.ts";
import { newestMailTo, verificationPathIn } from "./support/mail.ts";
import { signInViaApi } from "./support/session.ts";

const VK_PERSON = "lidia";

test.beforeAll(() =>
  addFakeVkUser(VK_PERSON, {
    user_id: "777201",
    first_name: "Лидия",
    last_name: "Орлова",
    email: "lidia.vk@example.com",
    verified: true,
  }),
);

test("a password account links VK ID, signs in with it into the same account, then unlinks it", async ({
  page,
}) => {
  const account = await registerViaApi(page.request);
  // Unlinking needs a way in without VK ID: the password, and a confirmed address to reset it by.
  const verify = verificationPathIn(await newestMailTo(account.email, "/api/auth/verify-email/"));
  expect((await page.request.get(verify ?? "/", { maxRedirects: 0 })).status()).toBeLessThan(400);
  await signInViaApi(page, account);
  await routeVkId(page, VK_PERSON);

  await page.goto("/profile");
  const block = page
    .locator("div", { has: page.getByRole("heading", { name: "VK ID", exact: true }) })
    .last();
  await expect(block.getByText("VK ID не привязан.", { exact: false })).toBeVisible();
  await block.getByRole("button", { name: "Привязать VK ID" }).click();
  await expect(page.getByText("VK ID привязан! Возвращаемся в профиль…")).toBeVisible();
  await expect(page).toHaveURL("/profile");
  await expect(block.getByText(/VK ID привязан: в аккаунт можно входить через VK ID/)).toBeVisible();

  await page.getByRole("button", { name: "Выйти" }).first().click();
  await expect(page).toHaveURL("/signin");
  await returnFromVk(page, VK_PERSON);
  await expect(page.getByText("Вы вошли! Переходим в приложение…")).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(user.username).toBe(account.username);

  await page.goto("/profile");
  await block.getByRole("button", { name: "Отвязать VK ID" }).click();
  await expect(block.getByText(/VK ID отвязан/)).toBeVisible();
  await expect(block.getByRole("button", { name: "Привязать VK ID" })).toBeVisible();
  // VK ID no longer leads into the account: it makes a new one, with the consent asked first.
  await returnFromVk(page, VK_PERSON);
  await giveConsent(page);
  await page.getByRole("button", { name: "Создать аккаунт" }).click();
  await expect(page.getByText("Вы вошли! Переходим в приложение…")).toBeVisible();
  const other = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(other.username).not.toBe(account.username);
});
