import { expect, test } from "@playwright/test";
import { openHome } from "./support/home.ts";
import { endSession, signUpViaApi } from "./support/session.ts";

test.describe("the web shell", () => {
  test("renders the home page in Russian with header and footer", async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle(/Мандала желаний/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const nav = page.getByRole("navigation", { name: "Основное меню" });
    for (const name of ["Главная", "Наборы", "Демо", "Тарифы", "Конструктор", "Блог"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Войти" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Регистрация" }).first()).toBeVisible();
    const footer = page.locator("footer");
    await expect(footer).toContainText("© 2023");
    await expect(footer.getByRole("link", { name: "Публичная оферта" })).toHaveAttribute("href", "/oferta");
    await expect(
      footer.getByRole("link", { name: "Политика обработки персональных данных" }),
    ).toHaveAttribute("href", "/pndpolicy");
    await expect(footer.getByRole("link", { name: "Контакты", exact: true })).toHaveAttribute(
      "href",
      "/kontakty",
    );
    await expect(footer.getByRole("link", { name: "Оплата, доставка и возврат" })).toHaveAttribute(
      "href",
      "/oplata-i-vozvrat",
    );
    await expect(footer.getByRole("link", { name: "Вопросы и ответы" })).toHaveAttribute("href", "/voprosy");
  });

  test("English can be chosen and is remembered", async ({ page }) => {
    await page.goto("/oferta");
    await page.getByRole("button", { name: /Язык/ }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/public offer/i);
    await page.reload();
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
  });

  test("static pages and the not-found page are real", async ({ page }) => {
    await page.goto("/pndpolicy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("персональных данных");
    await page.goto("/article");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("6 1 7 1 1 2 4 1 3 1").first()).toBeVisible();
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
  });

  test("the sitemap page uses the blank layout and lists entries", async ({ page, request }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { name: "Карта сайта" })).toBeVisible();
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator('tr[data-path="/oferta"]')).toContainText("0.3");
    const xml = await request.get("/sitemap.xml");
    expect(xml.headers()["content-type"]).toContain("xml");
    expect(await xml.text()).toContain("/post/kak-sformulirovat-namerenie");
  });

  test("unknown API paths answer JSON, not the web app", async ({ request }) => {
    const response = await request.get("/api/does-not-exist");
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe("http.notFound");
  });
});

test.describe("route guards", () => {
  const publicRoutes = [
    "/",
    "/blog",
    "/category/metod",
    "/post/kak-sformulirovat-namerenie",
    "/article",
    "/democalc",
    "/testcalc",
    "/pndpolicy",
    "/oferta",
    "/kontakty",
    "/oplata-i-vozvrat",
    "/voprosy",
    "/payment/success",
    "/payment/fail",
    "/nabory",
    "/nabory/garmoniya-v-pare",
    "/nabory/garmoniya-v-pare/kupit",
    "/oauth/vk/callback",
    "/sitemap",
    "/signin",
    "/register",
  ];
  for (const path of publicRoutes) {
    test(`${path} opens for a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  for (const path of ["/profile", "/payment", "/print?payload=x", "/app"]) {
    test(`${path} sends a visitor to /signin with the full intended path`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(path)}`);
    });
  }

  test("/app sends a user without a subscription to /payment", async ({ page }) => {
    await signUpViaApi(page, { trial: false });
    await page.goto("/app?phrase=1");
    await expect(page).toHaveURL(`/payment?redirect=${encodeURIComponent("/app?phrase=1")}`);
  });

  test("/app opens for a subscriber; /profile for a signed-in user", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/app");
    await expect(page).toHaveURL("/app");
    await page.goto("/profile");
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("link", { name: "Личный кабинет" }).first()).toBeVisible();
  });

  test("a signed-in user on /signin or /register goes to /app", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/signin");
    await expect(page).toHaveURL("/app");
    await page.goto("/register");
    await expect(page).toHaveURL("/app");
  });

  test("a session that cannot be renewed is cleared and goes to /signin", async ({ page }) => {
    await signUpViaApi(page);
    await endSession(page);
    await page.goto("/profile");
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent("/profile")}&reason=expired`);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });

  test("the logout button clears the session and goes to /signin", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Выйти" }).first().click();
    await expect(page).toHaveURL("/signin");
    await expect(page.getByRole("link", { name: "Регистрация" }).first()).toBeVisible();
  });
});

test.describe("the home document for a signed-in user", () => {
  test("shows the account in the header and signs out from there", async ({ page }) => {
    await signUpViaApi(page);
    await openHome(page);
    await expect(page.getByRole("link", { name: "Личный кабинет" }).first()).toHaveAttribute(
      "href",
      "/profile",
    );
    await page.getByRole("button", { name: "Выйти" }).first().click();
    await expect(page).toHaveURL("/signin");
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });
});

test.describe("mobile menu @mobile", () => {
  test("opens, shows the links and the sign-in line, and closes", async ({ page }) => {
    await openHome(page);
    const burger = page.getByRole("button", { name: "Открыть меню" });
    await expect(burger).toBeVisible();
    await burger.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toHaveAttribute("data-state", "open");
    await expect(menu).toContainText("Уже есть аккаунт?");
    await expect(menu.getByRole("link", { name: "Блог" })).toBeVisible();
    await page.getByRole("button", { name: "Закрыть меню" }).click();
    await expect(menu).toHaveCount(0);
    await burger.click();
    await menu.getByRole("link", { name: "Блог" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
  });

  test("the page has no horizontal scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/", "/oferta", "/sitemap", "/nothing"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
