import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { type Account, registerViaApi } from "./support/accounts.ts";
import { realDrawingViaApi } from "./support/drawings.ts";
import { signInViaApi } from "./support/session.ts";

const PHRASE = "Тихая радость";

/** A subscriber with one saved mandala (the square demo shape), signed in on `page`. */
async function ownerWithMandala(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  const { access } = await signInViaApi(page, account);
  const id = await realDrawingViaApi(request, access, PHRASE);
  return { account, id };
}

/** The board, its progress line and helpers to find cells by number. */
function colouring(page: Page) {
  const board = page.getByTestId("colouring-board");
  return {
    board,
    progress: page.getByTestId("colouring-progress"),
    saved: page.getByTestId("save-status"),
    /** The numbers of all cells, in the board's order, once the board has drawn them. */
    numbers: async () => {
      await board.locator("text").first().waitFor();
      return board.locator("text").evaluateAll((texts) => texts.map((text) => Number(text.textContent)));
    },
    cell: (index: number): Locator => board.locator(`path[data-cell="${index}"]`),
    swatch: (number: number) => page.locator(`button[data-number="${number}"]`),
  };
}

async function signedInContext(browser: Browser, account: Account, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInViaApi(page, account);
  return { context, page };
}

test.describe("colouring a mandala", () => {
  test.setTimeout(120_000);

  test("by number with undo, kept after a reload and on another device, finished, printed and shared", async ({
    page,
    request,
    browser,
  }) => {
    const { account, id } = await ownerWithMandala(page, request);
    await page.goto("/mandalas");
    await page.getByRole("link", { name: "Раскрасить" }).click();
    await expect(page).toHaveURL(`/mandalas/${id}/colour`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Раскраска");
    const c = colouring(page);
    const numbers = await c.numbers();
    const total = numbers.length;
    await expect(c.progress).toHaveText(`Закрашено 0 из ${total}`);

    // By number: a cell of another number is refused with a hint; one of the chosen number takes its colour.
    await c.swatch(1).click();
    const other = numbers.findIndex((n) => n !== 1);
    await c.cell(other).click();
    await expect(page.getByText(`Эта ячейка — число ${numbers[other]}`)).toBeVisible();
    await expect(c.progress).toHaveText(`Закрашено 0 из ${total}`);
    const one = numbers.indexOf(1);
    await c.cell(one).click();
    await expect(c.progress).toHaveText(`Закрашено 1 из ${total}`);
    await expect(c.cell(one)).toHaveAttribute("style", /fill/);
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect(c.progress).toHaveText(`Закрашено 0 из ${total}`);
    await page.getByRole("button", { name: "Вернуть" }).click();
    await expect(c.progress).toHaveText(`Закрашено 1 из ${total}`);

    // Fill all of 1 and 2 at once, then the keyboard: arrows and Enter in free mode.
    await page.getByRole("button", { name: "Закрасить все «1»" }).click();
    await c.swatch(2).click();
    await page.getByRole("button", { name: "Закрасить все «2»" }).click();
    const afterFill = numbers.filter((n) => n <= 2).length;
    await expect(c.progress).toHaveText(`Закрашено ${afterFill} из ${total}`);
    await page.getByRole("button", { name: "Свободно" }).click();
    await c.swatch(3).click();
    await c.board.focus();
    await page.keyboard.press("Enter");
    const three = await c.cell(0).evaluate((path) => (path as SVGPathElement).style.fill);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const inThree = () =>
      c.board
        .locator("path[data-cell]")
        .evaluateAll(
          (paths, fill) => paths.filter((path) => (path as SVGPathElement).style.fill === fill).length,
          three,
        );
    await expect.poll(inThree).toBe(2);
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await expect.poll(inThree).toBe(0);
    await expect(c.progress).toHaveText(`Закрашено ${afterFill} из ${total}`);

    // Saved as it goes: a reload and a second browser show the same progress.
    await expect(c.saved).toHaveAttribute("data-status", "saved");
    await page.reload();
    await expect(colouring(page).progress).toHaveText(`Закрашено ${afterFill} из ${total}`);
    const other_device = await signedInContext(browser, account);
    await other_device.page.goto(`/mandalas/${id}/colour`);
    const d = colouring(other_device.page);
    await expect(d.progress).toHaveText(`Закрашено ${afterFill} из ${total}`);

    // Finished on the other device: the calm finished state.
    for (let number = 3; number <= 9; number++) {
      if (!numbers.includes(number)) continue;
      await d.swatch(number).click();
      await other_device.page.getByRole("button", { name: `Закрасить все «${number}»` }).click();
    }
    await expect(d.progress).toHaveText(`Закрашено ${total} из ${total}`);
    await expect(other_device.page.getByTestId("colouring-finished")).toContainText("Мандала раскрашена");
    await expect(d.saved).toHaveAttribute("data-status", "saved");
    await other_device.page.screenshot({ path: test.info().outputPath("finished.png"), fullPage: true });
    await other_device.context.close();

    // Back on the first device: finished there too; the PNG downloads and the PDF opens.
    await page.reload();
    await expect(colouring(page).progress).toHaveText(`Закрашено ${total} из ${total}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Скачать PNG" }).first().click();
    expect((await download).suggestedFilename()).toBe(`colouring-${id}.png`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Распечатать (PDF)" }).first().click();
    await (await popup).close();

    // Shared: the public page shows the picture without the phrase; revoked, it is gone.
    await page.getByRole("button", { name: "Создать ссылку" }).click();
    const link = page.getByTestId("share-link").getByRole("link");
    const url = (await link.textContent()) ?? "";
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(url);
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Мандала желаний");
    await expect(guest.getByRole("img", { name: "Мандала, рассчитанная по желанию" })).toBeVisible();
    await expect(guest.getByText(PHRASE)).toHaveCount(0);
    await expect(guest.getByTestId("share-cta")).toHaveText("Рассчитать свою");
    await guest.screenshot({ path: test.info().outputPath("shared.png"), fullPage: true });
    await page.reload();
    await expect(page.getByTestId("share-link")).toContainText("1 просмотр");
    await page.getByRole("button", { name: "Отозвать" }).click();
    await expect(page.getByTestId("share-link")).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Ссылка недоступна");
    await visitor.close();
  });

  test("the demo's mandala colours in the browser and keeps its progress there", async ({ page }) => {
    await page.goto("/democalc");
    await page.getByRole("button", { name: "Нарисовать" }).click();
    await page.getByRole("link", { name: "Раскрасить" }).click();
    await expect(page).toHaveURL(/\/colour\?phrase=/);
    const c = colouring(page);
    const numbers = await c.numbers();
    await c.swatch(numbers[0] ?? 1).click();
    await c.cell(0).click();
    await expect(c.progress).toHaveText(`Закрашено 1 из ${numbers.length}`);
    await page.reload();
    await expect(colouring(page).progress).toHaveText(`Закрашено 1 из ${numbers.length}`);
  });
});

test.describe("colouring on a phone @mobile", () => {
  test.setTimeout(150_000);
  test.use({ viewport: { width: 375, height: 740 } });

  test("taps colour, two fingers zoom, and the colouring finishes on a second phone and is shared", async ({
    page,
    request,
    browser,
  }) => {
    const { account, id } = await ownerWithMandala(page, request);
    await page.goto(`/mandalas/${id}/colour`);
    const c = colouring(page);
    const numbers = await c.numbers();
    const total = numbers.length;
    await expect(c.progress).toHaveText(`Закрашено 0 из ${total}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A touch tap on a cell of the chosen number colours it.
    await c.swatch(1).tap();
    await c.cell(numbers.indexOf(1)).tap();
    await expect(c.progress).toHaveText(`Закрашено 1 из ${total}`);

    // Two fingers spread apart zoom in; the view stays a square inside the template.
    const box = await c.board.boundingBox();
    if (!box) throw new Error("no board");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", spread: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints:
          type === "touchEnd"
            ? []
            : [
                { x: x - spread, y, id: 0 },
                { x: x + spread, y, id: 1 },
              ],
      });
    await touch("touchStart", 30);
    for (const spread of [50, 70, 90, 110]) await touch("touchMove", spread);
    await touch("touchEnd", 0);
    const side = async () => Number((await c.board.getAttribute("data-view"))?.split(" ")[2]);
    await expect.poll(side).toBeLessThan(500);
    await page.getByRole("button", { name: "Целиком" }).tap();
    await expect.poll(side).toBe(1000);

    // Half of the numbers at once, kept after a reload.
    const half = [1, 2, 3, 4].filter((n) => numbers.includes(n));
    for (const number of half) {
      await c.swatch(number).tap();
      await page.getByRole("button", { name: `Закрасить все «${number}»` }).tap();
    }
    const coloured = numbers.filter((n) => half.includes(n)).length;
    await expect(c.progress).toHaveText(`Закрашено ${coloured} из ${total}`);
    await expect(c.saved).toHaveAttribute("data-status", "saved");
    await page.screenshot({ path: test.info().outputPath("phone-half.png"), fullPage: true });
    await page.reload();
    await expect(colouring(page).progress).toHaveText(`Закрашено ${coloured} из ${total}`);

    // Another phone finishes it, prints it and shares it.
    const second = await signedInContext(browser, account, {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    await second.page.goto(`/mandalas/${id}/colour`);
    const d = colouring(second.page);
    await expect(d.progress).toHaveText(`Закрашено ${coloured} из ${total}`);
    for (const number of [5, 6, 7, 8, 9].filter((n) => numbers.includes(n))) {
      await d.swatch(number).tap();
      await second.page.getByRole("button", { name: `Закрасить все «${number}»` }).tap();
    }
    await expect(d.progress).toHaveText(`Закрашено ${total} из ${total}`);
    await expect(second.page.getByTestId("colouring-finished")).toBeVisible();
    await expect(d.saved).toHaveAttribute("data-status", "saved");
    await second.page.screenshot({ path: test.info().outputPath("phone-finished.png"), fullPage: true });
    const popup = second.page.waitForEvent("popup");
    await second.page.getByRole("button", { name: "Распечатать (PDF)" }).tap();
    await (await popup).close();
    await second.page.getByRole("button", { name: "Создать ссылку" }).tap();
    await expect(second.page.getByTestId("share-link")).toContainText("0 просмотров");
    await second.context.close();
  });
});
