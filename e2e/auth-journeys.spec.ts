import { expect, test } from "@playwright/test";
import { registerUpToPlans, registerViaApi, uniqueAccount } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { newestMailTo, verificationPathIn } from "./support/mail.ts";
import { endSession, signInThroughForm, signUpViaApi } from "./support/session.ts";

/**
 * The account side's dead ends: an ended session, the e-mail link, VK ID cancelled or
 * unreachable, the lockout, Cyrillic usernames, the admin's landing and editor, the mobile menu.
 * Sign-ins per IP are limited (10 a minute), so these journeys sign in as few times as they can.
 */

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password";

/** The verification link, waiting for the e-mail: it leaves through a job, a moment after the request. */
async function verificationLink(email: string): Promise<string> {
  return verificationPathIn(await newestMailTo(email, "/api/auth/verify-email/")) ?? "";
}

test.describe("an ended session", () => {
  test("ends during an action: signed out, sent to sign in with a Russian notice, and back after", async ({
    page,
  }) => {
    const { account } = await signUpViaApi(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
    // The profile's sections load their own parts (devices, payments, export...): one still in flight
    // when the session ends would send the page to /signin before the action this journey is about.
    await page.waitForLoadState("networkidle");
    await endSession(page);

    await page.getByRole("button", { name: "Изменить", exact: true }).click();
    await page.getByLabel("Город").fill("Казань");
    await page.getByRole("button", { name: "Сохранить" }).click();

    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent("/profile")}&reason=expired`);
    await expect(
      page.getByText(
        "Сессия истекла, и мы вышли из аккаунта. Войдите снова — и вы вернётесь туда, где были.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/session expired/i)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Войти", exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

    await signInThroughForm(page, account);
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
  });

  test("on an English page the notice is in English", async ({ page }) => {
    await signUpViaApi(page);
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await endSession(page);
    await page.goto("/profile");
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent("/profile")}&reason=expired`);
    await expect(
      page.getByText(
        "Your session has expired, so you have been signed out. Sign in again to go back to where you were.",
      ),
    ).toBeVisible();
  });
});

test.describe("the e-mail verification link", () => {
  test("tells a signed-out person what it did, then signs them in to the profile", async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { trial: false });
    const link = await verificationLink(account.email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/signin\?email=verified&redirect=/);
    await expect(page.getByText("Адрес эл. почты подтверждён")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Вход" })).toBeVisible();

    await page.goto(link);
    await expect(page.getByText("Эта ссылка уже использована", { exact: true })).toBeVisible();
    await page.goto("/api/auth/verify-email/not-a-link-of-ours");
    await expect(page.getByText("Ссылка для подтверждения не подошла")).toBeVisible();

    await page.goto(link);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL("/profile?email=used");
    await expect(
      page.getByText("Эта ссылка уже использована: адрес эл. почты был подтверждён раньше."),
    ).toBeVisible();
  });
});

test.describe("VK ID callback", () => {
  test("a person who cancels at VK is told so plainly and has the way back", async ({ page }) => {
    await page.goto("/oauth/vk/callback?error=access_denied&error_description=User+denied+access&state=x");
    await expect(page.getByRole("heading", { level: 1, name: "Вход через VK отменён" })).toBeVisible();
    await expect(page.getByText(/^Вы отменили вход через VK/)).toBeVisible();
    await expect(page.getByText("Пожалуйста, исправьте:")).toHaveCount(0);
    await expect(page.getByText("VK вернул неверные параметры")).toHaveCount(0);
    await page.getByRole("link", { name: "Вернуться ко входу" }).click();
    await expect(page).toHaveURL("/signin");
  });

  test("with VK unreachable there are no uncaught errors, only a clear message", async ({ page }) => {
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    await page.route(
      /^https:\/\/([\w-]+\.)*(vk\.com|vk\.ru|vkuser\.net|userapi\.com|mail\.ru|ok\.ru)\//,
      (route) => route.abort("connectionrefused"),
    );
    await page.goto("/signin");
    await expect(page.getByText("Сервис входа через VK недоступен. Обновите страницу.")).toBeVisible();

    // The callback needs no VK host in the browser: our server exchanges the code (here one VK never
    // issued, which VK refuses) and its answer is said plainly.
    await page.evaluate(() =>
      sessionStorage.setItem(
        "vkid:login",
        JSON.stringify({ state: "state-1", codeVerifier: "verifier-1".padEnd(43, "-") }),
      ),
    );
    await page.goto("/oauth/vk/callback?code=code-1&device_id=device-1&state=state-1");
    await expect(page.getByRole("alert")).toHaveText("Не удалось войти через VK.");
    // Reload the sign-in page: anything left unhandled from the SDK would have surfaced by then.
    await page.goto("/signin");
    await expect(page.getByText("Сервис входа через VK недоступен. Обновите страницу.")).toBeVisible();
    expect(uncaught).toEqual([]);
  });
});

test.describe("sign-in lockout", () => {
  test("says for how long the account is locked, in Russian and in English", async ({ page }) => {
    // The lock itself is the server's (rate-limit.test.ts); a real one here would spend the IP's sign-ins.
    await page.route("**/api/auth/token/", async (route) => {
      const english = route.request().headers()["accept-language"] === "en";
      await route.fulfill({
        status: 429,
        headers: { "retry-after": "840" },
        json: {
          code: "auth.lockedOut",
          retry_after_minutes: 14,
          detail: english
            ? "Too many failed sign-in attempts. Please try again in 14 min."
            : "Слишком много неудачных попыток входа. Попробуйте снова через 14 мин.",
        },
      });
    });
    await page.goto("/signin");
    await signInThroughForm(page, { username: "someone", password: "wrong-password" });
    await expect(page.getByRole("alert")).toContainText("Попробуйте снова через 14 мин.");

    await page
      .getByRole("button", { name: /^EN — / })
      .first()
      .click();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Please try again in 14 min.");
  });
});

test.describe("Cyrillic usernames", () => {
  test("«юлия_тест» registers and lands in the builder", async ({ page }) => {
    const account = uniqueAccount("юлия_тест");
    await page.goto("/register");
    await page.getByLabel("Имя пользователя").fill(account.username);
    await page.getByLabel("Эл. почта").fill(account.email.replace(/^[^@]+/, `julia${Date.now()}`));
    await page.getByLabel("Пароль").fill(account.password);
    await giveConsent(page);
    await page.getByRole("button", { name: "Продолжить" }).click();
    await expect(page.getByText(/только буквы/)).toHaveCount(0);
    await page.getByRole("button", { name: "Продолжить" }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("checkbox", { name: /пробного периода/ }).check();
    await page.getByRole("button", { name: "Создать аккаунт" }).click();
    await expect(page).toHaveURL("/app");
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
    expect(user.username).toBe(account.username);
  });
});

test.describe("the plan chosen at registration", () => {
  test("waits selected on /payment when the account is created without the trial", async ({ page }) => {
    await registerUpToPlans(page, uniqueAccount("premium_choice"));
    await page.getByRole("radio", { name: /Премиум/ }).check();
    await page.getByRole("button", { name: "Создать аккаунт" }).click();
    await expect(page).toHaveURL(/\/payment\?plan=\d+$/);
    const premium = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Премиум" }) });
    await expect(premium.getByText("Вы выбрали")).toBeVisible();
    await expect(page.getByRole("button", { name: "Начать пробный период тарифа «Премиум»" })).toBeVisible();
  });
});

test.describe("the admin", () => {
  for (const width of [375, 1440]) {
    test(`lands on /admin with a link to it; the editor speaks the page's language (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/signin");
      await signInThroughForm(page, { username: "admin", password: ADMIN_PASSWORD });
      await expect(page).toHaveURL("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Администрирование блога" })).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      if (width < 960) await page.getByRole("button", { name: "Открыть меню" }).click();
      await expect(page.getByRole("link", { name: "Админка" })).toBeVisible();

      if (width < 960) await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Записи" }).click();
      await page.getByRole("button", { name: "Новая запись" }).click();
      await page.getByRole("button", { name: "Сохранить" }).click();
      await expect(page.getByRole("alert")).toHaveText("Введите заголовок записи.");
      await expect(page.getByRole("textbox", { name: "Заголовок" })).toBeFocused();
      await expect(page.getByText("Файл не выбран")).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("mobile menu @mobile", () => {
  test("has a backdrop that closes it, keeps the page still, and handles focus and Escape", async ({
    page,
  }) => {
    await page.goto("/oferta");
    const burger = page.getByRole("button", { name: "Открыть меню" });
    await burger.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toHaveAttribute("data-state", "open");
    await expect(menu.getByRole("link").first()).toBeFocused();

    const backdrop = page.getByTestId("menu-backdrop");
    await expect(backdrop).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Below the menu, on the backdrop itself.
    const box = await backdrop.boundingBox();
    if (!box) throw new Error("the backdrop has no box");
    await page.mouse.click(box.x + 20, box.y + box.height - 20);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Открыть меню" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await burger.click();
    await expect(menu).toHaveAttribute("data-state", "open");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(burger).toBeFocused();
  });
});
