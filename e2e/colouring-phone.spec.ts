/**
 * Colouring and printing on a phone held in one hand (Pixel 7 profile: touch, 412 × 839): a refused
 * tap answers where the finger is, the board starts with finger-sized cells, board, palette and zoom
 * share the screen, and the print view writes the digits template in cells of at least 5 mm.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { bringBoardIn, cellsInSight, type SeenCell } from "./support/colouring.ts";
import { realDrawingViaApi } from "./support/drawings.ts";
import { signInViaApi } from "./support/session.ts";

const PHRASE = "Спокойное утро";
/** CSS px in a mm. */
const PX_PER_MM = 96 / 25.4;

/** A subscriber's saved mandala open for colouring on `page`: its board, once drawn. */
async function openColouring(page: Page, request: APIRequestContext): Promise<Locator> {
  const { access } = await signInViaApi(page, await registerViaApi(request));
  const id = await realDrawingViaApi(request, access, PHRASE);
  await page.goto(`/mandalas/${id}/colour`);
  const board = page.getByTestId("colouring-board");
  await board.locator("text").first().waitFor();
  return board;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
}

test.describe("colouring on a phone held in one hand @mobile", () => {
  test.setTimeout(120_000);

  test("a wrong-number tap flashes the cell and says why just over the palette; cells and controls are finger-sized", async ({
    page,
    request,
  }) => {
    const board = await openColouring(page, request);
    await expect(page.getByTestId("colouring-progress")).toHaveText(/^Закрашено 0 из \d+$/);
    const progress = await page.getByTestId("colouring-progress").textContent();
    await bringBoardIn(page);

    // The board starts zoomed in about the centre: the cells in sight are a finger wide.
    expect(Number((await board.getAttribute("data-view"))?.split(" ")[2])).toBeLessThan(1000);
    const seen = await cellsInSight(board);
    const sizes = seen.map((c) => c.size).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeGreaterThanOrEqual(28);
    // Every control of the palette bar is at least 44 px each way.
    for (const button of await page.getByTestId("colouring-toolbar").getByRole("button").all()) {
      const box = await boxOf(button);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByText("Два пальца на мандале — приблизить или отдалить")).toBeVisible();

    // A tap on a cell of another number: the cell flashes, and the toast says why over the palette.
    const chosen = Number(await page.locator("button[data-number]").first().getAttribute("data-number"));
    await page.locator(`button[data-number="${chosen}"]`).tap();
    const other = seen.find((c) => c.value !== chosen);
    if (!other) throw new Error("no other number in sight");
    await page.touchscreen.tap(other.x, other.y);
    await expect(board.locator(`path[data-cell="${other.index}"]`)).toHaveClass(/refused/);
    const hint = page.getByTestId("colouring-hint");
    await expect(hint).toHaveText(
      `Эта ячейка — число ${other.value}, а выбрано ${chosen}. Выберите ${other.value} в палитре.`,
    );
    const [toast, bar] = [await boxOf(hint), await boxOf(page.getByTestId("colouring-toolbar"))];
    const height = page.viewportSize()?.height ?? 0;
    expect(toast.y).toBeGreaterThanOrEqual(0);
    expect(toast.y + toast.height).toBeLessThanOrEqual(bar.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(height);
    await expect(page.getByTestId("colouring-progress")).toHaveText(progress ?? "");
    await page.screenshot({ path: test.info().outputPath("refused.png") });
  });

  test("a whole number coloured tap by tap, with the board, the palette and zoom on one screen", async ({
    page,
    request,
  }) => {
    const board = await openColouring(page, request);
    await bringBoardIn(page);
    await page.getByRole("button", { name: "Целиком" }).tap();
    await expect(board).toHaveAttribute("data-view", "0.00 0.00 1000.00 1000.00");

    // Board, palette and zoom on the screen together, the bar under the board.
    const height = page.viewportSize()?.height ?? 0;
    const frame = await boxOf(board.locator(".."));
    const palette = await boxOf(page.locator("fieldset:has(button[data-number])"));
    const zoom = await boxOf(page.getByRole("button", { name: "Приблизить" }));
    expect(frame.y).toBeGreaterThanOrEqual(0);
    expect(frame.y + frame.height).toBeLessThanOrEqual(palette.y);
    for (const box of [palette, zoom]) expect(box.y + box.height).toBeLessThanOrEqual(height);

    // The number with the fewest cells, every cell tapped where its number is written.
    const seen = await cellsInSight(board);
    const counts = new Map<number, SeenCell[]>();
    for (const cell of seen) counts.set(cell.value, [...(counts.get(cell.value) ?? []), cell]);
    const [number, cells] = [...counts].sort((a, b) => a[1].length - b[1].length)[0] ?? [0, []];
    await page.locator(`button[data-number="${number}"]`).tap();
    const scrolled = await page.evaluate(() => window.scrollY);
    for (const cell of cells) await page.touchscreen.tap(cell.x, cell.y);
    await expect(page.getByTestId("colouring-progress")).toHaveText(
      new RegExp(`^Закрашено ${cells.length} из`),
    );
    await expect(page.locator(`button[data-number="${number}"]`)).toContainText("✓");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.screenshot({ path: test.info().outputPath("whole-number.png") });
  });

  test("«Печать» asks first, offers the mandala's numbers, and prints the digits in cells of at least 5 mm", async ({
    page,
    request,
  }) => {
    const texts = (await openColouring(page, request)).locator("text");
    const held = [...new Set(await texts.evaluateAll((all) => all.map((t) => Number(t.textContent))))].sort(
      (a, b) => a - b,
    );

    await page.goto("/mandalas");
    await page.getByTestId("mandala-card").getByRole("button", { name: "Печать" }).tap();
    const dialog = page.getByRole("dialog", { name: "Что распечатать" });
    const offered = await dialog.locator("label:has(input[type=checkbox])").allTextContents();
    expect(offered.filter((text) => /^\d+$/.test(text)).map(Number)).toEqual(held);
    await dialog.getByRole("checkbox", { name: "Цветная" }).uncheck();
    await dialog.getByRole("checkbox", { name: "Точки" }).uncheck();
    const opened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Открыть печать" }).tap();
    const print = await opened;
    await expect(print.getByRole("status")).toHaveText(/^Готов/);

    // On paper: each sheet A4 wide, the picture at the size the layout gives its smallest cell ≥ 5 mm.
    await print.emulateMedia({ media: "print" });
    const windows = print.getByTestId("digits-window");
    expect(await windows.count()).toBeGreaterThanOrEqual(1);
    for (const sheet of await print.getByTestId("print-page").all()) {
      expect((await boxOf(sheet)).width / PX_PER_MM).toBeCloseTo(210, 0);
    }
    for (const window of await windows.all()) {
      const ratio = Number(await window.getAttribute("data-cell-ratio"));
      const picture = await boxOf(window.getByTestId("digits-picture"));
      expect((picture.width / PX_PER_MM) * ratio).toBeGreaterThanOrEqual(5);
    }
    await print.screenshot({ path: test.info().outputPath("print-digits.png"), fullPage: true });
  });
});
