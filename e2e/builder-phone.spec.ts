import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { realDrawingViaApi } from "./support/drawings.ts";
import { signUpViaApi } from "./support/session.ts";

const PHRASE = "Мы растём вместе и радуемся";

/** The text of the SVG the page downloads when `button` is tapped. */
async function downloadedSvg(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).tap(),
  ]);
  const file = await download.path();
  return readFile(file, "utf8");
}

test.describe("the builder on a phone", () => {
  test.setTimeout(90_000);

  test("@mobile a paid drawing comes into view with its downloads, follows the view chosen without spending again, and downloads in it", async ({
    page,
  }) => {
    const { profile, access } = await signUpViaApi(page);
    const { allowed, remaining } = profile.mandala_drawings;
    await page.goto("/app");
    await page.getByLabel("Ваше намерение").fill(PHRASE);
    await page.getByRole("radio", { name: "Восемь ромбов" }).check();
    await expect(page.getByLabel("Основной метод")).not.toHaveValue("");

    await page.getByRole("checkbox", { name: /Превью/ }).uncheck();
    await page.getByRole("button", { name: "Нарисовать мандалу" }).tap();
    await page.getByRole("alertdialog").getByRole("button", { name: "Нарисовать" }).tap();
    const figure = page.locator("figure[data-preview='false']");
    await expect(figure).toHaveAttribute("data-view", "colorized");
    // Drawn, the picture and its downloads are brought into view (the result sits below the form).
    await expect(figure).toHaveAttribute("data-busy", "false");
    await expect(figure.locator("img")).toBeInViewport();
    await expect(page.getByRole("button", { name: /^Скачать PNG, вид/ })).toBeInViewport();
    const balance = page.getByTestId("balance").first();
    await expect(balance).toContainText(`Осталось ${remaining - 1} из ${allowed}`);
    const coloured = await figure.locator("img").getAttribute("src");

    // The view switch redraws the saved mandala: no «Нарисовать», nothing spent.
    await page.getByRole("radio", { name: "Цифры" }).check();
    await expect(figure).toHaveAttribute("data-view", "digits");
    await expect(figure).toHaveAttribute("data-busy", "false");
    expect(await figure.locator("img").getAttribute("src")).not.toBe(coloured);
    await expect(balance).toContainText(`Осталось ${remaining - 1} из ${allowed}`);
    const userinfo = await page.request.get("/api/auth/userinfo/", {
      headers: { authorization: `Bearer ${access}` },
    });
    expect((await userinfo.json()).mandala_drawings.remaining).toBe(remaining - 1);

    // The digits picture can be zoomed until its cells are finger-sized.
    const image = figure.locator("img");
    const fitted = (await image.boundingBox())?.width ?? 0;
    await page.getByRole("button", { name: "Крупнее" }).tap();
    await page.getByRole("button", { name: "Крупнее" }).tap();
    await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.9);

    // The files are of the view on screen.
    const svg = await downloadedSvg(page, "Скачать SVG, вид «Цифры»");
    expect(svg).toMatch(/<title>[^<]*шаблон с цифрами<\/title>/);
  });

  test("@mobile a card of «Мои мандалы» says the view it holds and gives its files in it", async ({
    page,
  }) => {
    const { access } = await signUpViaApi(page);
    const id = await realDrawingViaApi(page.request, access, PHRASE);
    await page.goto("/mandalas");
    const card = page.locator(`[data-testid=mandala-card][data-mandala-id="${id}"]`);
    await expect(card.getByRole("radio", { name: "Цветная" })).toBeChecked();
    const colouredSvg = await downloadedSvg(page, "Скачать SVG, вид «Цветная»");
    expect(colouredSvg).toMatch(/<title>[^<]*цветная<\/title>/);

    await card.getByRole("radio", { name: "Цифры" }).check();
    await expect(card.getByRole("group", { name: "Скачать в виде «Цифры»" })).toBeVisible();
    const digitsSvg = await downloadedSvg(page, "Скачать SVG, вид «Цифры»");
    expect(digitsSvg).toMatch(/<title>[^<]*шаблон с цифрами<\/title>/);

    // Opened in the builder, it shows that view.
    await card.getByRole("link", { name: "Открыть в конструкторе" }).tap();
    await expect(page.locator("figure[data-preview='false']")).toHaveAttribute("data-view", "digits");
    await expect(page.getByRole("radio", { name: "Цифры" })).toBeChecked();
  });
});
