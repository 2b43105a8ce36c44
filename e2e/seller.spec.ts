/**
 * The seller as a customer meets it on a local copy (the e2e server configures no seller, no support
 * address and no social links, only a lesson video): the documents and the footer say plainly that a
 * demo seller stands in, and no page shows a placeholder of the seller's details or an example domain.
 * A public configuration's seller is checked on the server (apps/server/src/operator.test.ts).
 */
import { expect, type Page, test } from "@playwright/test";
import { openHome } from "./support/home.ts";

const FORBIDDEN = /\[указать\]|\[to be specified\]|mandala\.example|\{(seller|support|details)\}/i;

/** Waits until the footer names the seller (the site settings have arrived), then reads the page's text. */
async function settledText(page: Page, demoLine: string): Promise<string | null> {
  await expect(page.locator("footer")).toContainText(demoLine);
  return page.locator("body").textContent();
}

test.describe("the seller on a local copy", () => {
  test("the offer and the policy say a demo seller stands in, in Russian and in English", async ({
    page,
  }) => {
    await page.goto("/oferta");
    const notice = page.getByRole("complementary", { name: "Демо-продавец" });
    await expect(notice).toContainText("Это демонстрационная копия сайта");
    const details = page.locator("#section-14");
    await expect(details).toContainText("Реквизиты не указываются: это демонстрационная копия сайта.");
    await expect(details).not.toContainText("Банковские реквизиты");
    expect(await settledText(page, "Демо-продавец: продавец не настроен.")).not.toMatch(FORBIDDEN);

    await page.goto("/pndpolicy");
    await expect(page.getByRole("complementary", { name: "Демо-продавец" })).toBeVisible();
    await expect(page.locator("#section-1")).toContainText("Оператор персональных данных — демо-продавец");

    await page.getByRole("button", { name: /Язык/ }).first().click();
    await expect(page.getByRole("complementary", { name: "Demo seller" })).toContainText(
      "This is a demo copy of the site",
    );
    await expect(page.locator("#section-1")).toContainText("The personal data operator is the demo seller");
    expect(await settledText(page, "Demo seller: no seller is configured.")).not.toMatch(FORBIDDEN);
  });

  test("the contacts page says a demo seller stands in and no support address is configured", async ({
    page,
  }) => {
    await page.goto("/kontakty");
    await expect(page.getByRole("complementary", { name: "Демо-продавец" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Поддержка" })).toContainText(
      "адрес поддержки (в демонстрационной копии он не настроен)",
    );
    await expect(page.locator('main a[href^="mailto:"], main a[href^="tel:"]')).toHaveCount(0);
    expect(await settledText(page, "Демо-продавец: продавец не настроен.")).not.toMatch(FORBIDDEN);
  });

  test("no page shows a placeholder of the seller or an example domain", async ({ page }) => {
    for (const path of [
      "/nabory",
      "/democalc",
      "/blog",
      "/signin",
      "/register",
      "/sitemap",
      "/article",
      "/oplata-i-vozvrat",
      "/voprosy",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      const text =
        path === "/sitemap"
          ? await page.locator("body").textContent()
          : await settledText(page, "Демо-продавец");
      expect(text, path).not.toMatch(FORBIDDEN);
    }
  });

  test("the home page: the configured video, no social column, the demo seller under the copyright", async ({
    page,
  }) => {
    await openHome(page);
    const footer = page.locator("footer");
    await expect(footer).toContainText("Демо-продавец: продавец не настроен.");
    await expect(footer.getByRole("heading", { name: "Связаться с нами" })).toHaveCount(0);
    await expect(
      footer.locator('a[href^="https://vk.com"], a[href^="https://t.me"], a[href*="youtube"]'),
    ).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Смотреть видео-урок" })).toBeVisible();
    expect(await page.locator("body").textContent()).not.toMatch(FORBIDDEN);
  });
});
