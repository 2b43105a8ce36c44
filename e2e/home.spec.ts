import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { openHome } from "./support/home.ts";

const require = createRequire(import.meta.url);

/** The home page's scroll targets (listed in home-page.tsx), which its links and the footer's reach. */
const SCROLL_TARGETS = [
  "basic-methods",
  "advanced-methods",
  "benefits-section",
  "sets",
  "plans",
  "pattern-calculator",
  "pattern",
];

async function inViewport(page: Page, id: string) {
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ ratio: 0.05 });
}

/**
 * Where section `id` comes to rest once the page has stopped scrolling: its top's distance from the top
 * of the screen, in px. A jump lands with the section just under the sticky header.
 */
async function restingTop(page: Page, id: string): Promise<number> {
  return page.evaluate(async (target) => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
    // The jump starts after a short delay (longer on a busy machine): wait for it to move, 5 s at most.
    const start = window.scrollY;
    for (let waited = 0; window.scrollY === start && waited < 5000; waited += 200) await pause();
    let still = 0;
    for (let last = window.scrollY; still < 3; ) {
      await pause();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    return Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN);
  }, id);
}

/** The home page's jump links, from the top of the page: each lands on its section, not past or short of it. */
async function jumpsLandOnTheirSections(page: Page) {
  const jumps: [string, () => Promise<void>][] = [
    ["sets", () => page.getByRole("link", { name: "Бесплатные наборы" }).first().click()],
    ["pattern-calculator", () => page.getByRole("link", { name: "Рассчитать узор" }).click()],
    ["plans", () => page.locator("footer").getByRole("link", { name: "Тарифы", exact: true }).click()],
  ];
  for (const [id, jump] of jumps) {
    await openHome(page);
    await jump();
    // On a busy machine the jump may start late, or the page above may still change after it: the
    // section is looked at again whenever the page has come to rest, until it rests where it should.
    await expect
      .poll(
        async () => {
          const top = await restingTop(page, id);
          return top >= 0 && top <= 120 ? "under the header" : `${top} px from the top`;
        },
        { message: id, timeout: 30_000 },
      )
      .toBe("under the header");
  }
}

test.describe("the home page", () => {
  test("header links land on their pages and the plans section (nav-items.tsx)", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Основное меню" });
    const cases: [string, RegExp, string?][] = [
      ["Главная", /\/$/],
      ["Наборы", /\/nabory\/?$/],
      ["Демо", /\/democalc$/],
      ["Тарифы", /\/#plans$/, "plans"],
      ["Конструктор", /\/signin\?redirect=%2Fapp$/],
      ["Блог", /\/blog$/],
    ];
    for (const [name, url, target] of cases) {
      await page.goto(name === "Блог" ? "/oferta" : "/blog");
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page, name).toHaveURL(url);
      if (target) await inViewport(page, target);
    }
  });

  test("footer links land on their pages and home sections (footer.tsx)", async ({ page }) => {
    const cases: [string, RegExp, string?][] = [
      ["Бесплатные наборы", /\/#sets$/, "sets"],
      ["Демо-калькулятор", /\/democalc$/],
      ["Тарифы", /\/#plans$/, "plans"],
      ["Калькулятор узора", /\/#pattern$/, "pattern"],
      ["Политика обработки персональных данных", /\/pndpolicy$/],
      ["Публичная оферта", /\/oferta$/],
      ["Контакты", /\/kontakty$/],
      ["Оплата, доставка и возврат", /\/oplata-i-vozvrat$/],
      ["Вопросы и ответы", /\/voprosy$/],
    ];
    for (const [name, url, target] of cases) {
      await page.goto("/oferta");
      await page.locator("footer").getByRole("link", { name, exact: true }).click();
      await expect(page, name).toHaveURL(url);
      if (target) await inViewport(page, target);
      else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("its own document: section links scroll without a reload, page links open the app", async ({
    page,
  }) => {
    await openHome(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator("footer").getByRole("link", { name: "Тарифы", exact: true }).click();
    await expect(page).toHaveURL(/\/#plans$/);
    await inViewport(page, "plans");
    expect(await page.evaluate(() => "sameDocument" in window), "no reload").toBe(true);
    await page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "Демо" }).click();
    await expect(page).toHaveURL(/\/democalc$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/#plans$/);
  });

  test("hydrates its pre-rendered markup without errors, in Russian and in English", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { prerendered: unknown }).prerendered = document.querySelector("h1");
      }),
    );
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Мандала, рассчитанная по вашему намерению",
    );
    const kept = await page.evaluate(
      () => (window as unknown as { prerendered: unknown }).prerendered === document.querySelector("h1"),
    );
    expect(kept, "the pre-rendered heading is the one on screen").toBe(true);
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.reload();
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A mandala calculated from your intention",
    );
    expect(errors).toEqual([]);
  });

  for (const id of SCROLL_TARGETS) {
    test(`/#${id} scrolls to its section`, async ({ page }) => {
      await openHome(page, `/#${id}`);
      await inViewport(page, id);
    });
  }

  test("the hero's buttons lead to the free sets and the calculator", async ({ page }) => {
    await openHome(page);
    await page.getByRole("link", { name: "Бесплатные наборы" }).first().click();
    await inViewport(page, "sets");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Рассчитать узор" }).click();
    await inViewport(page, "pattern-calculator");
  });

  test("the jump links land on their sections from the top of the page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await jumpsLandOnTheirSections(page);
  });

  test("the advanced methods' button scrolls to the plans; the middle plan is highlighted", async ({
    page,
  }) => {
    await openHome(page, "/#advanced-methods");
    await page.getByRole("button", { name: "Выбрать тариф" }).click();
    await inViewport(page, "plans");
    const cards = page.locator("#plans li:has(h3)");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1)).toHaveAttribute("data-highlighted", "true");
    await expect(cards.nth(1)).toContainText("Самый популярный");
    await expect(cards.nth(2)).toContainText("Выбор профессионалов");
    await expect(cards.first()).toContainText("₽");
  });

  test("a missing free-set file shows the alert", async ({ page }) => {
    await page.route("**/files/free-sets/**", (route) => route.fulfill({ status: 404, body: "" }));
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await openHome(page, "/#sets");
    await page.getByRole("link", { name: /Скачать PDF: набор «Изобилие»/ }).click();
    await expect.poll(() => alerts).toEqual([expect.stringMatching(/^alert: Файл не найден/)]);
  });

  test("a free set downloads a real PDF", async ({ page }) => {
    await openHome(page, "/#sets");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Скачать PDF: набор «Любовь и близость»/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Любовь и близость.pdf");
    const stream = await file.createReadStream();
    const first = await new Promise<Buffer>((resolve) =>
      stream.once("data", (chunk) => resolve(chunk as Buffer)),
    );
    expect(first.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("reviews expand and collapse", async ({ page }) => {
    await openHome(page);
    const toggle = page.getByRole("button", { name: "Читать полностью" }).first();
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const expanded = page.getByRole("button", { name: "Свернуть" });
    await expect(expanded).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("намерение «Я спокойна и в безопасности»", { exact: false })).toBeVisible();
    await expanded.click();
    await expect(page.getByRole("button", { name: "Читать полностью" })).toHaveCount(3);
  });

  test("the video player loads only after a click", async ({ page }) => {
    await openHome(page, "/#video");
    await expect(page.locator("#video iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Смотреть видео-урок" }).click();
    await expect(page.locator("#video iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
  });

  test("English content is complete", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A mandala calculated from your intention",
    );
    await expect(page.locator("#plans")).toContainText("Most popular");
    await expect(page.locator("#benefits-section")).toContainText("What working with a mandala gives you");
  });

  test("switches to English and back in place, title included", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: /Язык/ }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A mandala calculated from your intention",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Mandala/);
    // A section kept from the pre-rendered markup (not hydrated) follows the language too.
    await expect(
      page.getByRole("heading", { name: "Four shapes that are easy to start with" }),
    ).toBeVisible();
    await page
      .getByRole("button", { name: /Language/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Мандала, рассчитанная по вашему намерению",
    );
    await expect(page).toHaveTitle(/Мандала желаний/);
  });

  test("has description, Open Graph and canonical tags", async ({ page }) => {
    await page.goto("/?utm=x#plans");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /намерение/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Мандала желаний/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/[^/]+\/$/);
    await page.goto("/oferta");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/oferta$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/oferta$/);
  });
});

test.describe("the home page's accessibility", () => {
  // The page's CSP rightly forbids injected scripts; the checker is one, so this test lifts it.
  test.use({ bypassCSP: true });

  test("has no serious or critical accessibility violations (axe-core)", async ({ page }) => {
    await openHome(page);
    // Lazy images and sections load once scrolled to: bring each section and image into view in turn
    // (Playwright waits for each scroll, where a loop of animation frames stalled on a busy machine),
    // then wait until every image and the plans are there.
    for (const part of await page.locator('main section, img[loading="lazy"]').all()) {
      await part.scrollIntoViewIfNeeded();
    }
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
      .toBe(true);
    await expect(page.locator("#plans li:has(h3)")).toHaveCount(3);
    await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
    const results = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe;
      return axe.run();
    });
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
});

interface AxeResults {
  violations: { id: string; impact?: string | null; nodes: unknown[] }[];
}

test.describe("the home page on a phone @mobile", () => {
  test("the jump links land on their sections at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await jumpsLandOnTheirSections(page);
  });

  test("has no horizontal scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page);
    for (const id of SCROLL_TARGETS) {
      await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, id).toBeLessThanOrEqual(0);
    }
  });
});
