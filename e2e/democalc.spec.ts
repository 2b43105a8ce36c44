import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";

/** The demo calculator page: its controls and the result area. */
function demoPage(page: Page) {
  const result = page.getByRole("region", { name: "Ваша мандала" });
  return {
    result,
    image: result.getByRole("img", { name: /Мандала намерения/ }),
    figure: result.locator("figure"),
    go: page.getByRole("button", { name: "Нарисовать" }),
    print: page.getByRole("button", { name: "Печать" }),
    legendItems: page.getByTestId("legend-row").getByRole("listitem"),
    dots: page.getByLabel("Узор точек"),
    async draw(view: "Цветная" | "Цифры" | "Точки") {
      await page.getByRole("radio", { name: view, exact: true }).check();
      const before = (await this.image.count()) > 0 ? await this.image.getAttribute("src") : null;
      await this.go.click();
      await expect(result).toHaveAttribute("aria-busy", "false");
      await expect(this.image).toBeVisible();
      const src = await this.image.getAttribute("src");
      expect(src).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      expect(src).not.toBe(before);
      return src;
    },
  };
}

test.describe("the demo calculator", () => {
  test("draws each view, follows the palette in its legend, checks the dots pattern and offers Print", async ({
    page,
  }) => {
    await page.goto("/democalc");
    const demo = demoPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Демо-калькулятор мандалы");
    await expect(page.getByLabel("Намерение", { exact: true })).toHaveValue("Я счастлива и любима");
    await expect(page.getByLabel("Намерение", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Фигура")).toBeDisabled();
    const lengths = page.getByRole("group", { name: "Длина узора" }).getByRole("radio");
    await expect(lengths).toHaveCount(10);
    await expect(page.getByRole("radio", { name: "7", exact: true })).toBeChecked();
    await expect(page.getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute("href", "/register");
    await expect(demo.print).toHaveCount(0);

    await demo.draw("Цветная");
    await expect(demo.figure).toHaveAttribute("data-view", "colorized");
    await expect(page.getByTestId("wish-code")).toHaveText(/^(\d+ ){6}\d+$/);
    await expect(demo.print).toBeVisible();

    await demo.draw("Цифры");
    await expect(demo.figure).toHaveAttribute("data-view", "digits");

    await expect(demo.legendItems).toHaveCount(9);
    const colours9 = await demo.legendItems.evaluateAll((items) => items.map((item) => item.dataset.color));
    await page.getByRole("radio", { name: "12 цветов" }).check();
    await expect(demo.legendItems).toHaveCount(12);
    const rows = page.getByTestId("legend-row");
    await expect(rows.nth(0).getByRole("listitem")).toHaveCount(7);
    await expect(rows.nth(1).getByRole("listitem")).toHaveCount(5);
    const colours12 = await demo.legendItems.evaluateAll((items) => items.map((item) => item.dataset.color));
    expect(colours12).not.toEqual(colours9);

    await page.getByRole("radio", { name: "Точки", exact: true }).check();
    await expect(demo.dots).toHaveValue("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    await demo.dots.fill("1,,x");
    await expect(demo.dots).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Узор точек — это числа от 1 до 99/)).toBeVisible();
    await demo.go.click();
    await expect(demo.dots).toBeFocused();
    await expect(demo.figure).toHaveAttribute("data-view", "digits");

    await demo.dots.fill("1,3,5");
    await expect(demo.dots).toHaveAttribute("aria-invalid", "false");
    await demo.draw("Точки");
    await expect(demo.figure).toHaveAttribute("data-view", "dots");
    await expect(demo.figure).toHaveAttribute("data-palette", "12");

    const popupPromise = page.waitForEvent("popup");
    await demo.print.click();
    const popup = await popupPromise;
    await expect(popup.locator("img")).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    await popup.close();
  });

  test("the page fits a 375 px screen without horizontal scroll @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/democalc");
    await page.getByRole("button", { name: "Нарисовать" }).click();
    await expect(page.getByRole("img", { name: /Мандала намерения/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto("/testcalc");
    await page.getByLabel("Намерение", { exact: true }).fill("Я счастлива и любима навсегда");
    await page.getByRole("button", { name: "Рассчитать" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("the trial calculator", () => {
  test("computes the matrix, exports it as CSV and resets when the intention changes", async ({ page }) => {
    await page.goto("/testcalc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пробный калькулятор");
    await expect(page.getByLabel("Палитра", { exact: true })).toHaveValue("12");
    const compute = page.getByRole("button", { name: "Рассчитать" });
    await expect(compute).toBeDisabled();
    await page.getByLabel("Намерение", { exact: true }).fill("Я счастлива");
    await compute.click();

    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(10);
    const rows = await table
      .getByRole("row")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent ?? "")),
      );
    expect(rows[0]).toEqual(["6", "1", "7", "1", "1", "2", "4", "1", "3", "1"]);
    expect(rows[1]).toEqual(["1", "2", "9", "10", "11", "1", "5", "6", "9", "10"]);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Скачать CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("Узор мандалы.csv");
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split(/\r?\n/);
    expect(lines[0]).toBe("Я,С,Ч,А,С,Т,Л,И,В,А");
    expect(lines.slice(1)).toEqual(rows.map((row) => row.join(",")));

    await page.getByLabel("Палитра", { exact: true }).selectOption("9");
    await expect(table.getByRole("row").nth(1)).toHaveText("1291248934");

    await page.getByLabel("Намерение", { exact: true }).fill("Я счастлива и любима");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Скачать CSV" })).toHaveCount(0);
    await expect(page.getByText(/нажмите «Рассчитать»/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Откройте демо-калькулятор" })).toHaveAttribute(
      "href",
      "/democalc",
    );
    await expect(page.getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute("href", "/register");
  });
});
