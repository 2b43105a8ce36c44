/**
 * A saved mandala keeps the view it was drawn in: on a phone (375 px, touch), a mandala drawn
 * in «Цифры» downloads as the digits template from the builder and from its card in «Мои мандалы»,
 * whose card says which view it holds, in Russian and in English.
 */
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { realDrawingViaApi } from "./support/drawings.ts";
import { signUpViaApi } from "./support/session.ts";

const PHRASE = "Я рисую спокойно и с радостью";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** The downloaded file of `button` (tapped inside `scope`): its name and its bytes. */
async function downloaded(page: Page, scope: Locator | Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    scope.getByRole("button", { name: button }).tap(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test.describe("a saved mandala in the view it was drawn in", () => {
  test.setTimeout(90_000);

  test("@mobile drawn in «Цифры»: the builder's and the card's files are the digits, the card says so", async ({
    page,
  }) => {
    const { access } = await signUpViaApi(page);
    await page.goto("/app");
    await page.getByLabel("Ваше намерение").fill(PHRASE);
    await page.getByRole("radio", { name: "Восемь ромбов" }).check();
    await expect(page.getByLabel("Основной метод")).not.toHaveValue("");
    await page.getByRole("radio", { name: "Цифры" }).check();
    await page.getByRole("checkbox", { name: /Превью/ }).uncheck();
    await page.getByRole("button", { name: "Нарисовать мандалу" }).tap();
    await page.getByRole("alertdialog").getByRole("button", { name: "Нарисовать" }).tap();
    const figure = page.locator("figure[data-preview='false']");
    await expect(figure).toHaveAttribute("data-view", "digits");
    const id = Number(await figure.getAttribute("data-mandala-id"));

    // The builder's files right after drawing are the digits template.
    const fromBuilder = await downloaded(page, page, "Скачать SVG, вид «Цифры»");
    expect(fromBuilder.name).toBe(`mandala-${id}-digits.svg`);
    expect(fromBuilder.bytes.toString("utf8")).toMatch(/<title>[^<]*шаблон с цифрами<\/title>/);

    // Kept with its view.
    const saved = await page.request.get(`/api/mandalas/${id}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect((await saved.json()).view).toBe("digits");

    // Its card says so, opens in it and gives its files in it.
    await page.goto("/mandalas");
    const card = page.locator(`[data-testid=mandala-card][data-mandala-id="${id}"]`);
    await expect(card.getByTestId("drawn-in")).toHaveText("Нарисована в виде «Цифры»");
    await expect(card.getByRole("radio", { name: "Цифры" })).toBeChecked();
    const svg = await downloaded(page, card, "Скачать SVG, вид «Цифры»");
    expect(svg.bytes.toString("utf8")).toMatch(/<title>[^<]*шаблон с цифрами<\/title>/);
    const png = await downloaded(page, card, "Скачать PNG, вид «Цифры»");
    expect(png.name).toBe(`mandala-${id}-digits.png`);
    expect(png.bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The same picture as the server draws for the digits view, not the coloured one.
    const headers = { authorization: `Bearer ${access}` };
    const digitsPng = await page.request.get(`/api/mandalas/${id}/image.png?view=digits`, { headers });
    const colouredPng = await page.request.get(`/api/mandalas/${id}/image.png?view=colorized`, { headers });
    expect(png.bytes.equals(await digitsPng.body())).toBe(true);
    expect(png.bytes.equals(await colouredPng.body())).toBe(false);

    // The person may still choose another view.
    await card.getByRole("radio", { name: "Цветная" }).check();
    const coloured = await downloaded(page, card, "Скачать SVG, вид «Цветная»");
    expect(coloured.bytes.toString("utf8")).toMatch(/<title>[^<]*цветная<\/title>/);
  });
});

test.describe("in English", () => {
  test("@mobile the card names the view the mandala was drawn in", async ({ page }) => {
    const { access } = await signUpViaApi(page);
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    const id = await realDrawingViaApi(page.request, access, PHRASE, { view: "dots" });
    await page.goto("/mandalas");
    const card = page.locator(`[data-testid=mandala-card][data-mandala-id="${id}"]`);
    await expect(card.getByTestId("drawn-in")).toHaveText("Drawn in the “Dots” view");
    await expect(card.getByRole("radio", { name: "Dots" })).toBeChecked();
    await expect(card.getByRole("group", { name: "Download as “Dots”" })).toBeVisible();
  });
});
