/**
 * Colouring a bought learning set's mandala: bought in the sandbox, opened from the set's page, a few
 * cells coloured, and the progress kept after a reload (on the server, for the signed-in owner); and
 * the e-mail buyer's path on a phone: bought with only an e-mail, opened from the purchase e-mail's
 * link, the progress kept in the browser.
 */
import { expect, type Page, test } from "@playwright/test";
import { registerViaApi, uniqueAccount } from "./support/accounts.ts";
import { bringBoardIn, cellsInSight } from "./support/colouring.ts";
import { giveConsent } from "./support/consent.ts";
import { linkIn, newestMailTo } from "./support/mail.ts";
import { signInViaApi } from "./support/session.ts";

/** Buys «Гармония в паре» in the sandbox for `email`, from the set's purchase page. */
async function buyHarmony(page: Page, email: string) {
  await page.goto("/nabory/garmoniya-v-pare/kupit");
  await page.getByLabel("Электронная почта").fill(email);
  await giveConsent(page);
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment_id=/);
}

/**
 * On a fresh colouring page: chooses the number of the first cell and colours three cells of it, by
 * mouse (`click`) or by touch (`tap`, three cells in sight of a number), the progress counting each;
 * answers the template's cell count.
 */
async function colourThreeCells(page: Page, press: "click" | "tap"): Promise<number> {
  const board = page.getByTestId("colouring-board");
  await board.locator("text").first().waitFor();
  const numbers = await board.locator("text").evaluateAll((texts) => texts.map((t) => Number(t.textContent)));
  const total = numbers.length;
  const progress = page.getByTestId("colouring-progress");
  await expect(progress).toHaveText(`Закрашено 0 из ${total}`);
  if (press === "tap") {
    // A phone starts zoomed in about the centre: a finger colours the cells in sight.
    await bringBoardIn(page);
    const seen = await cellsInSight(board);
    const number = seen.map((c) => c.value).find((v) => seen.filter((c) => c.value === v).length >= 3);
    await page.locator(`button[data-number="${number}"]`).tap();
    const cells = seen.filter((c) => c.value === number).slice(0, 3);
    expect(cells).toHaveLength(3);
    for (const [i, cell] of cells.entries()) {
      await page.touchscreen.tap(cell.x, cell.y);
      await expect(progress).toHaveText(`Закрашено ${i + 1} из ${total}`);
    }
    return total;
  }
  const number = numbers[0] ?? 1;
  await page.locator(`button[data-number="${number}"]`).click();
  const cells = numbers.flatMap((n, i) => (n === number ? [i] : [])).slice(0, 3);
  expect(cells).toHaveLength(3);
  for (const [i, cell] of cells.entries()) {
    await board.locator(`path[data-cell="${cell}"]`).click();
    await expect(progress).toHaveText(`Закрашено ${i + 1} из ${total}`);
  }
  return total;
}

test.describe("colouring a bought set's mandala", () => {
  test.setTimeout(120_000);

  test("the owner buys a set, opens its mandala from the set page, colours it and finds it kept after a reload", async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { trial: false });
    await signInViaApi(page, account);
    await buyHarmony(page, account.email);

    await page.goto("/nabory/garmoniya-v-pare");
    await page.getByRole("link", { name: "Раскрасить на сайте" }).click();
    await expect(page).toHaveURL("/nabory/garmoniya-v-pare/raskrasit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Раскрасить набор «Гармония в паре»");
    const colourButtons = page.getByRole("button", { name: /^Раскрасить мандалу «/ });
    await expect(colourButtons).toHaveCount(12);
    await page.screenshot({ path: test.info().outputPath("set-mandalas.png"), fullPage: true });
    await colourButtons.first().click();
    await expect(page).toHaveURL(/\/mandalas\/\d+\/colour$/);
    const colourUrl = page.url();

    const total = await colourThreeCells(page, "click");
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
    await page.screenshot({ path: test.info().outputPath("set-colouring.png"), fullPage: true });

    await page.reload();
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 3 из ${total}`);
    // Opening the same mandala from the set again continues the same colouring, not a new one.
    await page.goto("/nabory/garmoniya-v-pare/raskrasit");
    await colourButtons.first().click();
    await expect(page).toHaveURL(colourUrl);
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 3 из ${total}`);
  });

  test("a visitor without the e-mail's link is asked to sign in", async ({ page }) => {
    await page.goto("/nabory/garmoniya-v-pare/raskrasit");
    await expect(page.getByRole("link", { name: "Войти" }).last()).toHaveAttribute(
      "href",
      `/signin?redirect=${encodeURIComponent("/nabory/garmoniya-v-pare/raskrasit")}`,
    );
  });
});

test.describe("colouring a set bought with only an e-mail @mobile", () => {
  test.setTimeout(120_000);

  test("the buyer opens the purchase e-mail's «Раскрасить на сайте», colours three cells and finds them after a reload", async ({
    page,
  }) => {
    const email = uniqueAccount("set-colourer").email;
    await buyHarmony(page, email);
    const link = linkIn(await newestMailTo(email, "Раскрасить на сайте"), "Раскрасить на сайте");
    expect(link).toMatch(/\/nabory\/garmoniya-v-pare\/raskrasit\?link=[A-Za-z0-9_-]+$/);

    await page.goto(link as string);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Раскрасить набор «Гармония в паре»");
    const colourLinks = page.getByRole("link", { name: /^Раскрасить мандалу «/ });
    await expect(colourLinks).toHaveCount(12);
    await colourLinks.first().tap();
    await expect(page).toHaveURL(/\/colour\?phrase=/);

    const total = await colourThreeCells(page, "tap");
    await page.screenshot({ path: test.info().outputPath("email-set-colouring.png"), fullPage: true });

    await page.reload();
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 3 из ${total}`);
    // The e-mail's link again, the same mandala: the colouring continues.
    await page.goto(link as string);
    await colourLinks.first().tap();
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 3 из ${total}`);
  });
});
