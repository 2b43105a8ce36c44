import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signUpViaApi } from "./support/session.ts";

const PHRASE = "Я счастлива и любима";

test.describe("the builder", () => {
  test.setTimeout(90_000);

  test("a subscriber makes, prints and keeps a mandala", async ({ page, context }) => {
    const { profile } = await signUpViaApi(page);
    const { allowed, remaining } = profile.mandala_drawings;
    await context.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });

    await page.goto("/app");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Конструктор мандал");
    const phrase = page.getByLabel("Ваше намерение");
    await phrase.fill("Я сча");
    await expect(page.getByRole("group", { name: "Фигура" })).toHaveCount(0);
    await phrase.fill(PHRASE);
    const shapes = page.getByRole("group", { name: "Фигура" }).getByRole("radio");
    const count = await shapes.count();
    expect(count).toBeGreaterThanOrEqual(4);

    // Every shape of the tier loads its data and default methods.
    for (let i = 0; i < count; i++) {
      await shapes.nth(i).check();
      await expect(page.getByTestId("step-2")).toHaveAttribute("data-on", "true");
      await expect(page.getByLabel("Основной метод")).not.toHaveValue("");
      await expect(page.getByRole("radio", { name: "1", exact: true })).toBeChecked();
    }

    // A free preview, drawn in the page from the engine's scene: nothing is asked of the server.
    const drawRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/draw/api/v1/premium/shape/")) drawRequests.push(sent.url());
    });
    await page.getByRole("button", { name: "Нарисовать превью" }).click();
    const image = page.getByRole("img", { name: /Мандала намерения/ });
    await expect(image).toHaveJSProperty("tagName", "CANVAS");
    await expect(page.getByTestId("step-3")).toHaveAttribute("data-on", "true");
    // Painted: the mandala's colours, not a blank canvas.
    const colours = await image.evaluate((canvas) => {
      const pixels = (canvas as HTMLCanvasElement).getContext("2d")?.getImageData(0, 0, 1000, 1000).data;
      const seen = new Set<string>();
      for (let i = 0; pixels && i < pixels.length; i += 4 * 97) seen.add(pixels.slice(i, i + 3).join());
      return seen.size;
    });
    expect(colours).toBeGreaterThan(9);
    expect(drawRequests).toEqual([]);
    await expect(page.getByTestId("balance")).toContainText(`Осталось ${remaining} из ${allowed}`);

    // A real drawing: confirmation with the balance, then the balance drops by one.
    await page.getByRole("checkbox", { name: /Превью/ }).uncheck();
    await page.getByRole("button", { name: "Нарисовать мандалу" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Нарисовать мандалу без водяного знака?" });
    await expect(confirm).toContainText(`Осталось ${remaining} из ${allowed}`);
    await confirm.getByRole("button", { name: "Нарисовать" }).click();
    await expect(page.locator("figure[data-preview='false']")).toBeVisible();
    await expect(page.getByTestId("balance").first()).toContainText(
      `Осталось ${remaining - 1} из ${allowed}`,
    );

    // Print: the chosen views, then the chosen number, in a new window.
    await page.getByRole("button", { name: "Печать" }).click();
    const options = page.getByRole("dialog", { name: "Что распечатать" });
    await options.getByRole("checkbox", { name: "3", exact: true }).check();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      options.getByRole("button", { name: "Открыть печать" }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get("mandalaId")).toMatch(/^\d+$/);
    await expect
      .poll(() =>
        popup
          .locator("[data-testid=print-page] img")
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true, true, true]);
    // The digits template is drawn in the page as vectors, over the sheets its 5 mm cells need.
    await expect(popup.getByTestId("digits-window").first()).toBeVisible();
    const sheets = await popup.getByTestId("digits-window").count();
    const digits = sheets === 1 ? ["digits"] : Array.from({ length: sheets }, (_, i) => `digits${i + 1}`);
    const pages = popup.getByTestId("print-page");
    expect(await pages.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.page))).toEqual([
      "colorized",
      ...digits,
      "dots",
      "n3",
    ]);
    const ready = popup.getByRole("dialog", { name: "Всё готово к печати" });
    await expect(ready).toBeVisible();
    await ready.getByRole("button", { name: "Печатать" }).click();
    await expect.poll(() => popup.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await popup.emulateMedia({ media: "print" });
    await expect(popup.getByRole("button", { name: "Печать" })).toBeHidden();
    await popup.close();

    // The drawing is kept in "Мои мандалы" and downloads as a PDF.
    await page.getByRole("link", { name: "Открыть «Мои мандалы»" }).click();
    await expect(page).toHaveURL(/\/mandalas$/);
    const card = page.getByTestId("mandala-card").filter({ hasText: PHRASE });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("img")).toHaveAttribute("src", /^data:image\/svg\+xml/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Скачать PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mandala-\d+-colorized\.pdf$/);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");

    // Re-open in the builder with its settings.
    await card.getByRole("link", { name: "Открыть в конструкторе" }).click();
    await expect(page.getByLabel("Ваше намерение")).toHaveValue(PHRASE);
    await expect(page.getByLabel("Основной метод")).not.toHaveValue("");
  });

  test("the builder fits a 375 px screen without horizontal scrolling", async ({ page }) => {
    await signUpViaApi(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/app");
    await page.getByLabel("Ваше намерение").fill(PHRASE);
    await page.getByRole("group", { name: "Фигура" }).getByRole("radio").first().check();
    await expect(page.getByLabel("Основной метод")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
