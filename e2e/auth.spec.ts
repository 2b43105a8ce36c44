import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { pngFile } from "../apps/server/test/fixtures/png.ts";
import { registerViaApi, uniqueAccount } from "./support/accounts.ts";
import { consentBox } from "./support/consent.ts";
import {
  credentialsReadableByPage,
  REFRESH_COOKIE,
  signInThroughForm,
  signUpViaApi,
} from "./support/session.ts";

/** A valid `size`×`size` violet PNG, made here so the upload test needs no fixture file. */
function makePng(size = 8): Buffer {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [91, 62, 150]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return pngFile({ width: size, height: size, bitDepth: 8, colourType: 2 }, pixels);
}

/** The browser's refresh cookie, as the browser (not the page) holds it. */
async function refreshCookieIn(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);
}

test.describe("where the session's tokens live", () => {
  test("after a sign-in no token is readable by the page's script, and the session outlives a reload", async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { trial: true });
    const calls: { url: string; authorization?: string | undefined }[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/"))
        calls.push({ url: sent.url(), authorization: sent.headers().authorization });
    });
    await page.goto("/signin?redirect=%2Fprofile");
    await signInThroughForm(page, account);
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();

    // The refresh token is the browser's HttpOnly cookie, for /api/auth only; local storage and
    // document.cookie hold no token.
    expect(await refreshCookieIn(page)).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
    });
    expect(await credentialsReadableByPage(page)).toEqual([]);

    // A new page has no access token in memory: it gets one through the cookie, and stays signed in.
    calls.length = 0;
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
    const renewal = calls.findIndex((call) => call.url.endsWith("/api/auth/token/refresh/"));
    expect(renewal).toBeGreaterThanOrEqual(0);
    expect(calls.slice(0, renewal).filter((call) => call.authorization)).toEqual([]);
    expect(calls.slice(renewal + 1).some((call) => call.authorization?.startsWith("Bearer "))).toBe(true);
    expect(await credentialsReadableByPage(page)).toEqual([]);
  });

  test("tokens an earlier version left in local storage are removed on load and never sent", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) =>
      sent.push(JSON.stringify(request.headers()) + (request.postData() ?? "")),
    );
    await page.goto("/sitemap");
    await page.evaluate(() => {
      localStorage.setItem("token", "an-old-access-token");
      localStorage.setItem("refreshToken", "an-old-refresh-token");
      localStorage.setItem("user", JSON.stringify({ id: 1, username: "old" }));
    });
    await page.goto("/profile");
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent("/profile")}`);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain("refreshToken");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(sent.join("\n")).not.toContain("an-old-");
  });

  test("refresh and sign-out refuse a request another site makes the browser send", async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { trial: false });
    await page.goto("/signin");
    await signInThroughForm(page, account);
    await expect(page).not.toHaveURL(/\/signin/);
    const cookie = await refreshCookieIn(page);
    for (const path of ["/api/auth/token/refresh/", "/api/auth/logout/"]) {
      const refused = await page.request.post(path, {
        headers: { origin: "https://evil.example", "accept-language": "ru" },
      });
      expect(refused.status()).toBe(403);
    }
    // The sign-in is untouched.
    expect((await refreshCookieIn(page))?.value).toBe(cookie?.value);
    expect((await page.request.post("/api/auth/token/refresh/")).ok()).toBe(true);
  });
});

test.describe("accounts", () => {
  test("register with a plan and the trial, sign out, sign in with a redirect", async ({ page }) => {
    const account = uniqueAccount("journey");
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Регистрация" })).toBeVisible();

    const next = page.getByRole("button", { name: "Продолжить" });
    await expect(next).toBeDisabled();
    await page.getByLabel("Имя пользователя").fill(account.username);
    await page.getByLabel("Эл. почта").fill(account.email);
    await page.getByLabel("Пароль").fill(account.password);
    // The consent is its own act: never ticked beforehand, and Continue is refused at its box without it.
    const consent = consentBox(page);
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Политикой обработки персональных данных" })).toHaveAttribute(
      "href",
      "/pndpolicy",
    );
    await next.click();
    await expect(
      page.getByText("Отметьте согласие на обработку персональных данных, чтобы продолжить."),
    ).toBeVisible();
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await next.click();

    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole("button", { name: "Назад" }).click();
    await expect(page.getByLabel("Имя пользователя")).toHaveValue(account.username);
    await page.getByRole("button", { name: "Продолжить" }).click();
    await page.getByRole("button", { name: "Продолжить" }).click();

    await page.getByRole("button", { name: "Создать аккаунт" }).click();
    await expect(page.getByText("Пожалуйста, выберите тарифный план")).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.getByRole("checkbox", { name: /пробного периода/ }).check();
    await page.getByRole("button", { name: "Создать аккаунт" }).click();

    await expect(page).toHaveURL("/app");
    expect(await page.evaluate(() => localStorage.getItem("isSubscriptionActive"))).toBe("true");
    expect(await page.evaluate(() => localStorage.getItem("user"))).toContain(account.username);

    await page.getByRole("button", { name: "Выйти" }).first().click();
    await expect(page).toHaveURL("/signin");
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    // Signing out ended the sign-in on the server, which cleared the refresh cookie. The app does not
    // wait for that answer before it shows /signin, so the cookie goes a moment after.
    await expect.poll(() => refreshCookieIn(page)).toBeUndefined();

    await page.goto(`/signin?redirect=${encodeURIComponent("/profile")}`);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
  });

  test("a wrong password shows the error and highlights both fields", async ({ page, request }) => {
    const account = await registerViaApi(request);
    await page.goto("/signin");
    await signInThroughForm(page, { username: account.username, password: "not-the-password" });

    const box = page.getByRole("alert");
    await expect(box).toContainText("Неверное имя пользователя или пароль");
    await expect(box).toBeFocused();
    await expect(page.getByLabel("Имя пользователя")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Пароль")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL("/signin");
  });

  test("a visitor is sent back to the page they wanted after signing in", async ({ page, request }) => {
    const account = await registerViaApi(request, { trial: false });
    await page.goto("/profile");
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent("/profile")}`);
    await signInThroughForm(page, { username: account.email, password: account.password });
    await expect(page).toHaveURL("/profile");
    await expect(page.getByText("Нет тарифа", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Выбрать тариф" })).toHaveAttribute("href", "/payment");
  });

  test("the profile shows the trial and quota, saves the bio and uploads an avatar", async ({
    page,
    request,
  }) => {
    const { account } = await signUpViaApi(page);
    await page.goto("/profile");

    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
    await expect(page.getByText("Пробный период", { exact: true })).toHaveAttribute("data-status", "trial");
    const quota = page.getByRole("progressbar");
    await expect(quota).toHaveAttribute("aria-valuetext", /^(\d+) \/ \1$/);
    await expect(page.locator("[data-level]")).toHaveAttribute("data-level", "plenty");
    await expect(page.getByRole("complementary")).toHaveCount(0);

    await page.getByRole("button", { name: "Изменить", exact: true }).click();
    await page.getByLabel("Имя", { exact: true }).fill("Анна");
    await page.getByLabel("Город").fill("Казань");
    await page.getByLabel("Коротко о себе").fill("Рисую мандалы по вечерам.");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Профиль сохранён")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Анна" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("Рисую мандалы по вечерам.")).toBeVisible();
    await expect(page.getByText("Казань")).toBeVisible();

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng() });
    await expect(page.getByRole("img", { name: "Предпросмотр нового аватара" })).toBeVisible();
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByText("Аватар обновлён")).toBeVisible();
    const avatar = page.getByRole("img", { name: /Аватар пользователя/ });
    await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\//);
    const image = await request.get((await avatar.getAttribute("src")) ?? "");
    expect(image.ok()).toBe(true);
  });

  test("the auth pages fit a 375 px screen @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/signin", "/register", "/oauth/vk/callback"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
