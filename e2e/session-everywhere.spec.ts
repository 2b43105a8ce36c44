/**
 * The session everywhere: a sign-out in one tab sends another tab in the builder to /signin
 * with the way back; a registration refused for a taken name keeps what was typed and says why at the
 * field; an author's own comment awaiting moderation is still there, marked, after a reload.
 */
import { expect, type Page, test } from "@playwright/test";
import { registerUpToPlans, registerViaApi, uniqueAccount } from "./support/accounts.ts";
import { signInViaApi } from "./support/session.ts";

const POST_PATH = "/post/kak-sformulirovat-namerenie";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe("the session everywhere", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("signing out in one tab sends the other tab in the builder to /signin, and back after signing in", async ({
    page,
    context,
    request,
  }) => {
    const account = await registerViaApi(request);
    await signInViaApi(page, account);
    await page.goto("/app");
    await expect(page.getByTestId("balance").first()).toBeVisible();

    const other = await context.newPage();
    await other.goto("/profile");
    await expect(other.getByRole("button", { name: "Выйти" })).toBeVisible();
    await other.getByRole("button", { name: "Выйти" }).click();
    await expect(other).toHaveURL("/signin");

    await expect(page).toHaveURL(`/signin?${new URLSearchParams({ redirect: "/app", reason: "signedOut" })}`);
    await expect(
      page.getByText("Вы вышли из аккаунта в другой вкладке. Войдите снова — и вы вернётесь туда, где были."),
    ).toBeVisible();
    await expect(page.getByTestId("balance")).toHaveCount(0);
    await shot(page, "signed-out-elsewhere-ru");

    await page.getByLabel("Имя пользователя").fill(account.username);
    await page.getByLabel("Пароль").fill(account.password);
    await page.getByRole("button", { name: "Войти" }).last().click();
    await expect(page).toHaveURL("/app");
    await expect(page.getByTestId("balance").first()).toBeVisible();
  });

  test("a registration refused for a taken name keeps what was typed and says why at the field", async ({
    page,
    request,
  }) => {
    const taken = await registerViaApi(request, { trial: false });
    const fresh = uniqueAccount("second");
    await registerUpToPlans(page, { ...fresh, username: taken.username });
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Создать аккаунт" }).click();

    const username = page.getByLabel("Имя пользователя");
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveValue(taken.username);
    await expect(page.getByLabel("Эл. почта")).toHaveValue(fresh.email);
    await expect(page.getByLabel("Пароль")).toHaveValue(fresh.password);
    await expect(username).toBeFocused();
    await shot(page, "registration-taken-ru");

    // Another name, and the rest goes through as typed.
    await username.fill(fresh.username);
    await page.getByRole("button", { name: "Продолжить" }).click();
    await page.getByRole("button", { name: "Продолжить" }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Создать аккаунт" }).click();
    await expect(page).toHaveURL(/\/payment\?plan=\d+$/);
  });

  test("an author's own comment awaiting moderation is still there, marked, after a reload", async ({
    page,
    request,
    browser,
  }) => {
    await signInViaApi(page, await registerViaApi(request, { trial: false }));
    await page.goto(POST_PATH);
    const text = `Спасибо, очень помогло! ${Date.now()}`;
    await page.getByRole("textbox", { name: "Ваш комментарий" }).fill(text);
    await page.getByRole("button", { name: "Отправить" }).click();
    const own = page.getByRole("listitem").filter({ hasText: text });
    await expect(own.getByText("Ждёт проверки модератором")).toBeVisible();

    await page.reload();
    await expect(own.getByText("Ждёт проверки модератором")).toBeVisible();
    await own.scrollIntoViewIfNeeded();
    await shot(page, "own-pending-comment-ru");

    // Nobody else sees it before an admin approves it.
    const visitor = await browser.newPage();
    await visitor.goto(POST_PATH);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByText(text)).toHaveCount(0);
    await visitor.close();
  });
});

test.describe("the session everywhere on a phone, in English @mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the other tab's notice and the taken name read in English", async ({ page, context, request }) => {
    const account = await registerViaApi(request);
    await signInViaApi(page, account);
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto("/app");
    await expect(page.getByTestId("balance").first()).toBeVisible();
    // The other tab is a wide window, where «Sign out» is in the header.
    const other = await context.newPage();
    await other.setViewportSize({ width: 1440, height: 900 });
    await other.goto("/profile");
    await other.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fapp&reason=signedOut$/);
    await expect(
      page.getByText("You signed out in another tab. Sign in again to go back to where you were."),
    ).toBeVisible();
    await shot(page, "signed-out-elsewhere-en-375");
  });
});
