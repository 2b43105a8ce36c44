import { type Browser, expect, test } from "@playwright/test";

/**
 * The public pages come rendered by the server (decision 033: a phone paints them before the app's scripts
 * and data have come): their first screen is in the HTML, in the visitor's language, before any script
 * runs, inert until the app takes over; the app then shows the same first screen, and it answers.
 */

const PAGES = [
  "/signin",
  "/democalc",
  "/nabory",
  "/nabory/garmoniya-v-pare",
  "/blog",
  "/post/kak-sformulirovat-namerenie",
  "/kontakty",
  "/voprosy",
];

/** The headings of the pages whose heading is a text of the interface (not the set's or post's own). */
const HEADINGS: Record<"ru" | "en", Record<string, string>> = {
  ru: {
    "/signin": "Вход",
    "/democalc": "Демо-калькулятор мандалы",
    "/nabory": "Наборы мандал по темам",
    "/blog": "Блог",
    "/kontakty": "Контакты",
    "/voprosy": "Вопросы и ответы",
  },
  en: {
    "/signin": "Sign in",
    "/democalc": "Mandala demo calculator",
    "/nabory": "Mandala sets by topic",
    "/blog": "Blog",
    "/kontakty": "Contacts",
    "/voprosy": "Questions and answers",
  },
};

/** The page's heading and main menu as a visitor in `language` sees them, with or without scripts. */
async function firstScreen(
  browser: Browser,
  baseURL: string,
  path: string,
  language: "ru" | "en",
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  // The language as the interface keeps it: a cookie for the server, the browser's storage for the app.
  await context.addCookies([{ name: "lang", value: language, url: baseURL }]);
  await context.addInitScript((value) => localStorage.setItem("lang", value), language);
  const page = await context.newPage();
  // The app hydrates the server's page: a page it had to render again would say so (src/main.tsx).
  const renderedAgain: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("rendered again")) renderedAgain.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  if (javaScriptEnabled) await page.locator("html[data-interactive]").waitFor({ state: "attached" });
  const screen = {
    heading: (await page.locator("main h1").textContent())?.trim(),
    menu: (await page.locator("header nav").first().textContent()) ?? "",
    inert: await page.locator("#root[inert]").count(),
    renderedAgain,
  };
  await context.close();
  return screen;
}

for (const path of PAGES) {
  test(`${path}: the first screen is in the HTML in both languages, and the app shows the same`, async ({
    browser,
    baseURL,
  }) => {
    for (const language of ["ru", "en"] as const) {
      const served = await firstScreen(browser, baseURL as string, path, language, false);
      expect(served.heading, `${path} ${language}`).not.toBe("");
      const expected = HEADINGS[language][path];
      if (expected) expect(served.heading).toBe(expected);
      // The menu in the page's language only.
      expect(served.menu).toMatch(language === "ru" ? /Наборы/ : /Sets/);
      expect(served.menu).not.toMatch(language === "ru" ? /[A-Za-z]{3}/ : /[А-Яа-яЁё]/);
      expect(served.inert).toBe(1);

      const live = await firstScreen(browser, baseURL as string, path, language, true);
      expect(live.heading).toBe(served.heading);
      expect(live.menu).toBe(served.menu);
      expect(live.inert).toBe(0);
      expect(live.renderedAgain).toEqual([]);
    }
  });
}

test("a server-rendered form answers once the app has taken over", async ({ page }) => {
  await page.goto("/signin");
  // Filled at once: the inputs wait (inert, disabled to the journey) until the app has taken over.
  await page.getByLabel("Имя пользователя").fill("nobody-here");
  await page.getByLabel("Пароль").fill("wrong-password-1");
  await page.getByRole("button", { name: "Войти" }).last().click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
