/**
 * Colouring a bought learning set's mandala: bought in the sandbox, opened from the set's page, a few
 * cells coloured, and the progress kept after a reload (on the server, for the signed-in owner).
 */
import { expect, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { signInViaApi } from "./support/session.ts";

test.describe("colouring a bought set's mandala", () => {
  test.setTimeout(120_000);

  test("the owner buys a set, opens its mandala from the set page, colours it and finds it kept after a reload", async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { trial: false });
    await signInViaApi(page, account);
    await page.goto("/nabory/garmoniya-v-pare/kupit");
    await page.getByLabel("Электронная почта").fill(account.email);
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/payment\/success\?payment_id=/);

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

    const board = page.getByTestId("colouring-board");
    await board.locator("text").first().waitFor();
    const numbers = await board
      .locator("text")
      .evaluateAll((texts) => texts.map((t) => Number(t.textContent)));
    const total = numbers.length;
    const progress = page.getByTestId("colouring-progress");
    await expect(progress).toHaveText(`Закрашено 0 из ${total}`);
    const number = numbers[0] ?? 1;
    await page.locator(`button[data-number="${number}"]`).click();
    const ones = numbers.flatMap((n, i) => (n === number ? [i] : [])).slice(0, 3);
    expect(ones).toHaveLength(3);
    for (const [i, cell] of ones.entries()) {
      await board.locator(`path[data-cell="${cell}"]`).click();
      await expect(progress).toHaveText(`Закрашено ${i + 1} из ${total}`);
    }
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
    await page.screenshot({ path: test.info().outputPath("set-colouring.png"), fullPage: true });

    await page.reload();
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено ${ones.length} из ${total}`);
    // Opening the same mandala from the set again continues the same colouring, not a new one.
    await page.goto("/nabory/garmoniya-v-pare/raskrasit");
    await colourButtons.first().click();
    await expect(page).toHaveURL(colourUrl);
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено ${ones.length} из ${total}`);
  });

  test("a visitor without the e-mail's link is asked to sign in", async ({ page }) => {
    await page.goto("/nabory/garmoniya-v-pare/raskrasit");
    await expect(page.getByRole("link", { name: "Войти" }).last()).toHaveAttribute(
      "href",
      `/signin?redirect=${encodeURIComponent("/nabory/garmoniya-v-pare/raskrasit")}`,
    );
  });
});
