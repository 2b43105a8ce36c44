import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerViaApi, uniqueAccount } from "./support/accounts.ts";
import { linkIn, newestMailTo } from "./support/mail.ts";
import { apiSignInElsewhere, signInThroughForm, signInViaApi, stillRenews } from "./support/session.ts";

/**
 * An account's life after registration: back in after a forgotten password, the password
 * and the e-mail changed in the profile, and the devices signed in.
 */

/** The path and query of the link reading `label` in the newest e-mail to `email` saying `saying`. */
async function mailLink(email: string, saying: string, label: string): Promise<string> {
  const href = linkIn(await newestMailTo(email, saying), label);
  expect(href, `a link «${label}» in the e-mail to ${email}`).not.toBeNull();
  const url = new URL(href ?? "");
  return url.pathname + url.search;
}

async function signInRefused(request: APIRequestContext, login: string, password: string): Promise<boolean> {
  return (await request.post("/api/auth/token/", { data: { username: login, password } })).status() === 401;
}

/** Asks for a reset link from the sign-in page, as someone who forgot the password would. */
async function askForResetLink(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Эл. почта").fill(email);
  await page.getByRole("button", { name: "Отправить ссылку" }).click();
  await expect(page.getByRole("status")).toContainText("Если этот адрес указан в аккаунте");
  return mailLink(email, "/reset-password?token=", "Задать новый пароль");
}

test.describe("a forgotten password", () => {
  test("an e-mailed link sets a new one: signed in, the other device signed out, the old password refused; the link works once", async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, { trial: false });
    const otherDevice = await apiSignInElsewhere(account);
    const link = await askForResetLink(page, account.email);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Задайте новый пароль" })).toBeVisible();
    await page.getByLabel("Новый пароль", { exact: true }).fill("a-brand-new-secret");
    await page.getByLabel("Повторите пароль").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Сохранить и войти" }).click();

    await expect(page).toHaveURL("/profile?password=reset");
    await expect(
      page.getByText("Новый пароль сохранён, вы вошли. Все остальные устройства вышли из аккаунта."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
    expect(await stillRenews(otherDevice)).toBe(false);
    expect(await signInRefused(page.request, account.username, account.password)).toBe(true);
    await newestMailTo(account.email, "только что изменён по ссылке восстановления");

    // The same link again: it says it was used, and offers a new one.
    await page.goto(link);
    await expect(page.getByText("Ссылка уже использована", { exact: true })).toBeVisible();
    await expect(page.getByText(/Эта ссылка уже использована: пароль по ней уже задан/)).toBeVisible();
    await page.getByRole("link", { name: "Запросить новую ссылку" }).click();
    await expect(page).toHaveURL("/forgot-password");

    // Signed out, the old password is refused on the form and the new one opens the account.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/signin");
    await signInThroughForm(page, account);
    await expect(page.getByRole("alert")).toContainText("Неверное имя пользователя или пароль");
    await page.getByLabel("Пароль").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(page).not.toHaveURL(/\/signin/);
  });

  test("an unknown address gets the same answer and no e-mail", async ({ page }) => {
    const nobody = uniqueAccount("nobody");
    await page.goto("/forgot-password");
    await page.getByLabel("Эл. почта").fill(nobody.email);
    await page.getByRole("button", { name: "Отправить ссылку" }).click();
    await expect(page.getByRole("status")).toContainText("Если этот адрес указан в аккаунте");
  });
});

test.describe("the profile's sign-in and security", () => {
  test("changes the password: the current one is asked for, the other device is signed out", async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, { trial: false });
    const otherDevice = await apiSignInElsewhere(account);
    await signInViaApi(page, account);
    await page.goto("/profile");

    const security = page.getByRole("region", { name: "Вход и безопасность" });
    await security.getByRole("button", { name: "Сменить пароль" }).click();
    await security.getByLabel("Текущий пароль").fill("not-my-password");
    await security.getByLabel("Новый пароль", { exact: true }).fill("changed-secret-2");
    await security.getByLabel("Повторите новый пароль").fill("changed-secret-2");
    await security.getByRole("button", { name: "Сохранить пароль" }).click();
    await expect(security.getByRole("alert")).toHaveText("Текущий пароль введён неверно");

    await security.getByLabel("Текущий пароль").fill(account.password);
    await security.getByRole("button", { name: "Сохранить пароль" }).click();
    await expect(security.getByText("Пароль изменён. Остальные устройства вышли из аккаунта.")).toBeVisible();
    expect(await stillRenews(otherDevice)).toBe(false);
    expect(await signInRefused(page.request, account.username, account.password)).toBe(true);
    await newestMailTo(account.email, "только что изменён в личном кабинете");
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
  });

  test("changes the e-mail by a link to the new address; the old one is told and can undo it", async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, { trial: false });
    const newEmail = uniqueAccount("moved").email;
    await signInViaApi(page, account);
    await page.goto("/profile");

    const security = page.getByRole("region", { name: "Вход и безопасность" });
    await security.getByRole("button", { name: "Изменить e-mail" }).click();
    await security.getByLabel("Новый адрес").fill(newEmail);
    await security.getByLabel("Текущий пароль").fill(account.password);
    await security.getByRole("button", { name: "Отправить ссылку" }).click();
    await expect(security.getByText(`Мы отправили ссылку на ${newEmail}.`, { exact: false })).toBeVisible();
    // Until confirmed, the old address is the account's.
    await page.reload();
    await expect(security.getByText(account.email, { exact: true })).toBeVisible();
    await expect(security.getByText(`Ждёт подтверждения: ${newEmail}.`, { exact: false })).toBeVisible();

    await page.goto(await mailLink(newEmail, "email-change?confirm=", "Подтвердить новый e-mail"));
    await page.getByRole("button", { name: "Подтвердить новый адрес" }).click();
    await expect(page.getByText(`Готово: теперь адрес аккаунта — ${newEmail}.`)).toBeVisible();
    await page.goto("/profile");
    await expect(security.getByText(newEmail, { exact: true })).toBeVisible();

    // The old address was told, with the way back: undoing it restores it and signs every device out.
    const undo = await mailLink(account.email, newEmail, "Отменить смену e-mail");
    await page.goto(undo);
    await page.getByRole("button", { name: "Отменить смену адреса" }).click();
    await expect(
      page.getByText(`Смена отменена: адрес аккаунта — ${account.email}.`, { exact: false }),
    ).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile/);
    expect(await signInRefused(page.request, newEmail, account.password)).toBe(true);
    expect(await signInRefused(page.request, account.email, account.password)).toBe(false);
  });
});

test.describe("devices", () => {
  test("lists the devices signed in and signs another one out, in English", async ({ page }) => {
    const account = await registerViaApi(page.request, { trial: false });
    const otherDevice = await apiSignInElsewhere(account);
    await signInViaApi(page, account);
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto("/profile");

    const devices = page.getByRole("region", { name: "Devices" });
    const items = devices.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "this device" })).toContainText("Chrome");
    const other = items.filter({ hasNotText: "this device" });
    await expect(other).toContainText("last active");
    await other.getByRole("button", { name: "Sign out" }).click();
    await expect(devices.getByText("No other device is signed in.")).toBeVisible();
    await expect(items).toHaveCount(1);
    expect(await stillRenews(otherDevice)).toBe(false);
    for (const section of [devices, page.getByRole("region", { name: "Sign-in and security" })])
      await expect(section).not.toContainText(/[а-яё]/i);
  });
});
