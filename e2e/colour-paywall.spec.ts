/**
 * The colouring of a mandala that is not saved holds to the visitor's rights: an anonymous /colour with
 * a phrase of one's own (an advanced shape, a palette in the address) is refused by the server and
 * explained on the page with the way to the plans; the demo's own «Раскрасить» still colours.
 */
import { expect, type Page, test } from "@playwright/test";

/** A phrase of one's own, an advanced shape and the 13-colour palette: what the plans sell. */
const OWN = new URLSearchParams({
  phrase: "Я люблю утро",
  shape: "stern",
  first_method: "6",
  additional_method: "6",
  pattern_length: "5",
  palette: "13",
});
const OWN_PHRASE = `/colour?${OWN}`;
const API = `/draw/api/v1/free/colour/?${OWN}`;

async function colourFirstCell(page: Page) {
  const board = page.getByTestId("colouring-board");
  await board.locator("text").first().waitFor();
  const numbers = await board.locator("text").evaluateAll((texts) => texts.map((t) => Number(t.textContent)));
  await page.locator(`button[data-number="${numbers[0]}"]`).click();
  await board.locator('path[data-cell="0"]').click();
  await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 1 из ${numbers.length}`);
}

test.describe("the paywall of /colour", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an anonymous /colour with a phrase of one's own is refused, explained, and leads to the plans", async ({
    page,
    request,
  }) => {
    const refused = await request.get(API, { headers: { "accept-language": "ru" } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("colouring.demoOnly");

    await page.goto(OWN_PHRASE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Эта раскраска — в тарифах");
    await expect(
      page.getByText("Без тарифа можно раскрасить только мандалу из демо", { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId("colouring-board")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("paywall-ru-1440.png"), fullPage: true });

    // The demo's own mandala is one tap away, and colours.
    await page.getByRole("link", { name: "Раскрасить мандалу из демо" }).click();
    await expect(page).toHaveURL(/\/colour\?phrase=/);
    await colourFirstCell(page);

    await page.goto(OWN_PHRASE);
    await page.getByRole("link", { name: "Выбрать тариф" }).click();
    await expect(page).toHaveURL("/#plans");
  });

  test("the demo's «Раскрасить» still colours its mandala, in the 13-colour palette too", async ({
    page,
  }) => {
    await page.goto("/democalc");
    await page.getByRole("radio", { name: "13 цветов" }).check();
    await page.getByRole("button", { name: "Нарисовать" }).click();
    await page.getByRole("link", { name: "Раскрасить" }).click();
    await expect(page).toHaveURL(/\/colour\?phrase=.*palette=13/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Раскраска");
    await colourFirstCell(page);
  });

  test("an English visitor reads the refusal in English", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto(OWN_PHRASE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This colouring comes with a plan");
    await expect(
      page.getByText("Without a plan you can colour only the demo's mandala", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/#plans");
    await page.screenshot({ path: test.info().outputPath("paywall-en-1440.png"), fullPage: true });
  });
});

test.describe("the paywall of /colour on a phone @mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the refusal fits a phone, in Russian and in English", async ({ page }) => {
    await page.goto(OWN_PHRASE);
    await expect(page.getByRole("link", { name: "Выбрать тариф" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("paywall-ru-375.png"), fullPage: true });
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.reload();
    await expect(page.getByRole("link", { name: "Choose a plan" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("paywall-en-375.png"), fullPage: true });
  });
});
