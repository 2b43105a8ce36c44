import { expect, type Page, test } from "@playwright/test";
import { giveConsent } from "./support/consent.ts";
import { realDrawingViaApi } from "./support/drawings.ts";
import { signUpViaApi } from "./support/session.ts";

/** Counts the requests to paths matching `pattern` from now on. */
function countRequests(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request.method());
  });
  return seen;
}

test.describe("one request per intent", () => {
  test("a double click on the trial button starts the trial once, without an error", async ({ page }) => {
    await signUpViaApi(page, { trial: false });
    await page.goto("/payment");
    const trials = countRequests(page, /\/subscription\/trial\/$/);
    const answered = page.waitForResponse((response) => response.url().includes("/subscription/trial/"));
    await page.getByRole("button", { name: /Начать пробный период/ }).dblclick();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(/Пробный период тарифа «.+» действует до/)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(trials).toEqual(["POST"]);
  });

  test("a double click on a plan's button asks for one checkout", async ({ page }) => {
    await signUpViaApi(page, { trial: false });
    await page.goto("/payment");
    const purchases = countRequests(page, /\/subscription\/purchase\/$/);
    const advanced = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Продвинутый" }) });
    await giveConsent(page);
    await advanced.getByRole("button", { name: /Оформить тариф Продвинутый/ }).dblclick();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect(purchases).toEqual(["POST"]);
  });

  test("a double click on a set's payment button asks for one checkout", async ({ page }) => {
    await page.goto("/nabory/garmoniya-v-pare/kupit");
    await page.getByLabel("Электронная почта").fill("double-click@example.com");
    await giveConsent(page);
    const purchases = countRequests(page, /\/learningsets\/purchase\//);
    await page.getByRole("button", { name: "Перейти к оплате" }).dblclick();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect(purchases).toEqual(["POST"]);
  });
});

test.describe("no dead ends in the builder", () => {
  test.setTimeout(90_000);

  test("a phrase past the limit says so under the field at step 1 and keeps the text", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/app");
    const phrase = page.getByLabel("Ваше намерение");
    const long = `${"Я счастлива и любима ".repeat(10)}!`;
    expect(long).toHaveLength(211);
    await phrase.fill(long.slice(0, 201));
    await expect(
      page.getByText("Намерение длиннее 200 символов (сейчас 201). Сократите его — текст сохранён."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Конструктор мандал");
    await expect(phrase).toHaveValue(long.slice(0, 201));
    await expect(phrase).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("step-2")).not.toHaveAttribute("data-on", "true");
    await expect(page.getByRole("group", { name: "Фигура" })).toHaveCount(0);

    await phrase.fill("!!! ??? ...");
    await expect(page.getByText("В намерении нет ни одной буквы или цифры — допишите его.")).toBeVisible();

    await phrase.fill(long.slice(0, 200));
    await expect(phrase).toHaveAttribute("aria-invalid", "false");
    await page.getByRole("group", { name: "Фигура" }).getByRole("radio").first().check();
    await expect(page.getByLabel("Основной метод")).not.toHaveValue("");
  });

  test("print over drawings that fail says what failed, offers plans and a retry, and never opens the dialog", async ({
    page,
  }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    // Signed in without a subscription: every preview drawing answers 403.
    await signUpViaApi(page, { trial: false });
    const query = new URLSearchParams({
      payload: "Я счастлива и любима",
      shapeSelected: "demoshape",
      shapeSelectedId: "1",
      patternLenSelected: "5",
      paletteSelected: "9",
      firstMethodSelected: "6",
      additionalMethodSelected: "6",
      printDefaultMandala: "true",
      printOnlyDigits: "true",
      printOnlyDots: "false",
      printDotsByNumbers: "",
      pattern: "1,2",
    });
    await page.goto(`/print?${query}`);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Не удалось нарисовать 2 из 2 страниц");
    await expect(alert).toContainText("Конструктор доступен с действующим тарифом");
    await expect(alert.getByRole("link", { name: "Тарифы" })).toHaveAttribute(
      "href",
      /^\/payment\?redirect=/,
    );
    await expect(alert.getByRole("button", { name: "Повторить" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Не все страницы нарисованы: 2 из 2.");
    await expect(page.getByRole("button", { name: "Печать", exact: true })).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);

    await alert.getByRole("link", { name: "Тарифы" }).click();
    await expect(page).toHaveURL(/\/payment\?redirect=%2Fprint%3F/);
  });

  test("'Open in the builder' shows the saved picture, and a drawing the user keeps is not charged twice", async ({
    page,
    request,
  }) => {
    const { access } = await signUpViaApi(page);
    const id = await realDrawingViaApi(request, access, "Я счастлива и любима", { again: true });
    await page.goto("/mandalas");
    await page.getByRole("link", { name: "Открыть в конструкторе" }).click();
    await expect(page).toHaveURL(`/app?mandala=${id}&view=colorized`);
    const picture = page.getByRole("img", { name: /Мандала намерения/ });
    await expect(picture).toHaveAttribute("src", /^data:image\/jpeg;base64,\/9j\//);
    await expect(page.getByTestId("step-3")).toHaveAttribute("data-on", "true");
    await expect(page.getByText("Мандала сохранена.")).toBeVisible();
    const balance = page.getByTestId("balance");
    const before = (await balance.textContent()) ?? "";

    // The same settings drawn for real again: the builder says so and offers the saved one first.
    const preview = page.getByRole("checkbox", { name: /Превью/ });
    if (await preview.isChecked()) await preview.uncheck();
    await page.getByRole("button", { name: "Нарисовать мандалу" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Нарисовать" }).click();
    const twin = page.getByRole("alertdialog", { name: "Эта мандала у вас уже есть" });
    await expect(twin).toContainText("Такая мандала у вас уже есть в «Моих мандалах»");
    await twin.getByRole("button", { name: "Открыть сохранённую" }).click();
    await expect(picture).toHaveAttribute("src", /^data:image\/jpeg;base64,\/9j\//);
    await expect(balance).toHaveText(before);

    await page.getByRole("button", { name: "Нарисовать мандалу" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Нарисовать" }).click();
    const drawn = page.waitForResponse((r) => r.url().includes("again=1") && r.status() === 200);
    await page
      .getByRole("alertdialog", { name: "Эта мандала у вас уже есть" })
      .getByRole("button", { name: "Нарисовать ещё раз" })
      .click();
    const reply = (await (await drawn).json()) as { mandala_id: number };
    expect(reply.mandala_id).not.toBe(id);
    await expect(balance).not.toHaveText(before);
  });

  test("My mandalas loads a page at a time, newest first, and searches by phrase", async ({
    page,
    request,
  }) => {
    const { access } = await signUpViaApi(page);
    for (let n = 1; n <= 26; n++)
      await realDrawingViaApi(request, access, `Намерение номер ${n}`, { again: true });
    await realDrawingViaApi(request, access, "100% УСПЕХ", { again: true });
    await page.goto("/mandalas");
    const cards = page.getByTestId("mandala-card");
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole("heading")).toHaveText("100% УСПЕХ");
    await page.getByRole("button", { name: "Показать ещё" }).click();
    await expect(cards).toHaveCount(27);
    await expect(cards.last().getByRole("heading")).toHaveText("Намерение номер 1");
    await expect(page.getByRole("button", { name: "Показать ещё" })).toHaveCount(0);

    const search = page.getByRole("searchbox", { name: "Поиск по намерению" });
    await search.fill("НОМЕР 2");
    await page.getByRole("button", { name: "Найти" }).click();
    await expect(page).toHaveURL(/\/mandalas\?q=/);
    await expect(cards).toHaveCount(8); // 2, 20–26
    await search.fill("% у");
    await page.getByRole("button", { name: "Найти" }).click();
    await expect(cards).toHaveCount(1);
    await search.fill("%%");
    await page.getByRole("button", { name: "Найти" }).click();
    await expect(page.getByRole("status")).toHaveText(/По запросу «%%» мандал не найдено/);
    await page.getByRole("button", { name: "Сбросить поиск" }).first().click();
    await expect(cards).toHaveCount(27);
  });
});

test.describe("the simple calculator at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("says its matrix scrolls sideways and scrolls it from the keyboard @mobile", async ({ page }) => {
    await page.goto("/testcalc");
    await page.getByLabel("Намерение", { exact: true }).fill("Я счастлива и любима");
    await page.getByRole("button", { name: "Рассчитать" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    const hint = page.getByTestId("matrix-scroll-hint");
    await expect(hint).toBeVisible();
    await expect(hint).toContainText("прокрутите её вбок, чтобы увидеть все 17 столбцов");
    const region = page.getByRole("region", { name: /Матрица/ });
    await expect(region).toHaveAttribute("aria-describedby", /.+/);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(page.locator("[data-more-left]")).toHaveCount(1);
  });
});
