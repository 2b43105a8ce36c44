/**
 * Buying in the sandbox: a visitor buys a learning set with only an e-mail and gets the PDF by
 * e-mail; a signed-in buyer downloads every advertised mandala at once; a user subscribes to Advanced and sees it on /profile. The sandbox checkout page is served
 * by our server at the payment link; its «Оплатить» drives the same fulfilment as a real provider.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { PDFArray, PDFDocument, PDFName } from "pdf-lib";
import { uniqueAccount } from "./support/accounts.ts";
import { consentBox, giveConsent } from "./support/consent.ts";
import { newestMailTo } from "./support/mail.ts";
import { planCard } from "./support/plans.ts";
import { signInThroughForm, signUpViaApi } from "./support/session.ts";

/** Downloads the file `click` starts: its name, its page count and the mandalas its contents page links. */
async function pdfOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  const document = await PDFDocument.load(await readFile(file));
  const links = document.getPages()[1]?.node.lookup(PDFName.of("Annots"), PDFArray);
  return { name: download.suggestedFilename(), pages: document.getPageCount(), mandalas: links?.size() ?? 0 };
}

test.describe("payments in the sandbox", () => {
  test("a visitor buys a learning set with only an e-mail and receives the PDF", async ({
    page,
    request,
  }) => {
    const email = uniqueAccount("buyer").email;
    await page.goto("/nabory/");
    await page.getByRole("link", { name: "Гармония в паре" }).click();
    await expect(page).toHaveURL(/\/nabory\/garmoniya-v-pare$/);
    await expect(page.getByRole("heading", { level: 1, name: "Гармония в паре" })).toBeVisible();
    await expect(page.getByText("Скидка 29%").first()).toBeAttached();

    await page.getByRole("link", { name: "Купить набор" }).click();
    await expect(page).toHaveURL(/\/nabory\/garmoniya-v-pare\/kupit$/);
    const submit = page.getByRole("button", { name: "Перейти к оплате" });
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Пожалуйста, введите email");
    await page.getByLabel("Электронная почта").fill("buyer@");
    await expect(page.getByRole("alert")).toHaveText("Пожалуйста, введите корректный email");
    await page.getByLabel("Электронная почта").fill(email);
    await submit.click();
    // Without the consent the form is refused at its box, which takes the focus.
    const consent = consentBox(page);
    await expect(
      page.getByText("Отметьте согласие на обработку персональных данных, чтобы продолжить."),
    ).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/kupit$/);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await submit.click();

    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Набор «Гармония в паре»")).toBeVisible();
    await page.getByRole("button", { name: "Оплатить" }).click();

    await expect(page).toHaveURL(/\/payment\/success\?payment_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Спасибо за покупку!" })).toBeVisible();
    await expect(page.getByText(/Набор «Гармония в паре» оплачен/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Другие наборы" })).toHaveAttribute("href", "/nabory/");

    const mail = await newestMailTo(email, "/files/sets/");
    const link = /https?:\/\/[^\s"'<>]+\/files\/sets\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link, "a download link in the e-mail").toBeTruthy();
    const download = await request.get(link as string);
    expect(download.status()).toBe(200);
    const body = await download.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("a signed-in buyer gets every advertised mandala: from the success page, the profile and the set page", async ({
    page,
  }) => {
    const { account } = await signUpViaApi(page, { trial: false });
    await page.goto("/nabory/garmoniya-v-pare");
    const count = Number(
      /\d+/.exec((await page.getByText(/^Мандал в наборе: \d+$/).textContent()) ?? "")?.[0],
    );
    expect(count).toBe(12);
    await page.getByRole("link", { name: "Купить набор" }).click();
    await page.getByLabel("Электронная почта").fill(account.email);
    await giveConsent(page);
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Оплатить" }).click();

    await expect(page).toHaveURL(/\/payment\/success\?payment_id=[0-9a-f-]{36}$/);
    await expect(
      page.getByText(`Ссылку на скачивание PDF мы отправили на ${account.email}`, { exact: false }),
    ).toBeVisible();
    // The browser that paid downloads from the success page by the set's link.
    const link = page.getByRole("link", { name: "Скачать PDF" });
    const fromSuccess = await pdfOf(page, () => link.click());
    expect(fromSuccess.name).toBe("Гармония в паре.pdf");
    // Cover, contents and guide, then per mandala its colour page, digits sheet(s) and dots page.
    expect(fromSuccess.mandalas).toBe(count);
    expect(fromSuccess.pages).toBeGreaterThanOrEqual(3 + 3 * count);

    await page.goto("/profile");
    const fromProfile = await pdfOf(page, () =>
      page.getByRole("button", { name: "Скачать PDF набора «Гармония в паре»" }).click(),
    );
    expect(fromProfile).toEqual(fromSuccess);

    await page.goto("/nabory/garmoniya-v-pare");
    await expect(page.getByText("Вы уже купили этот набор")).toBeVisible();
    await expect(page.getByRole("button", { name: "Скачать PDF набора «Гармония в паре»" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Купить набор" })).toHaveCount(0);
  });

  test("a user subscribes to Advanced and sees the subscription and quota on /profile", async ({
    page,
    request,
  }) => {
    await signUpViaApi(page, { trial: false });

    await page.goto("/payment");
    const advanced = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Продвинутый" }) });
    await expect(advanced.getByText("Популярный")).toBeVisible();
    await expect(page.getByRole("button", { name: /Начать пробный период/ })).toBeVisible();
    await giveConsent(page);
    await advanced.getByRole("button", { name: /Оформить тариф Продвинутый/ }).click();

    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Оплатить" }).click();

    await expect(page).toHaveURL(/\/payment\/success\?payment_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Спасибо! Тариф оплачен" })).toBeVisible();
    await expect(page.getByText(/Тариф «Продвинутый» уже активен/)).toBeVisible();
    // The page refreshed the stored session: the guards now let the user into the builder.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("isSubscriptionActive"))).toBe("true");

    await page.getByRole("link", { name: "Личный кабинет" }).first().click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByRole("region", { name: "Тариф", exact: true });
    await expect(card.getByText("Продвинутый")).toBeVisible();
    await expect(card.getByText("Действует", { exact: true })).toBeVisible();
    const plans = (await (await request.get("/draw/api/v1/free/plans/")).json()) as {
      slug: string;
      drawings_per_period: number;
    }[];
    const allowed = plans.find((plan) => plan.slug === "advanced")?.drawings_per_period ?? 0;
    expect(allowed).toBeGreaterThan(0);
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuemax", String(allowed));
    await expect(card.getByText(`${allowed} / ${allowed}`)).toBeVisible();

    await page.goto("/payment");
    const current = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Продвинутый" }) });
    await expect(current.getByText("Ваш тариф")).toBeVisible();
    await expect(page.getByRole("button", { name: /Начать пробный период/ })).toHaveCount(0);
  });

  test("on a phone, a plan's button is refused at the consent box until it is ticked @mobile", async ({
    page,
  }) => {
    await signUpViaApi(page, { trial: false });
    await page.goto("/payment");
    const consent = consentBox(page);
    await expect(consent).not.toBeChecked();
    const buy = planCard(page, "Продвинутый").getByRole("button", { name: /Оформить тариф Продвинутый/ });
    await buy.click();
    await expect(consent).toBeFocused();
    await expect(consent).toBeInViewport();
    const refusal = page.getByText("Отметьте согласие на обработку персональных данных, чтобы продолжить.");
    await expect(refusal).toBeInViewport();
    await expect(page).toHaveURL(/\/payment$/);
    await consent.tap();
    await expect(refusal).toHaveCount(0);
    await buy.tap();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  });
});

test.describe("refunds", () => {
  test("an admin refunds a set purchase and the buyer's link stops working", async ({ page, request }) => {
    const email = uniqueAccount("refunded").email;
    const bought = await request.post("/draw/api/v1/free/learningsets/purchase/spokoynyy-son/", {
      data: { email, personal_data_consent: true },
    });
    expect(bought.ok()).toBe(true);
    const { payment_link } = (await bought.json()) as { payment_link: string };
    await page.goto(payment_link);
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/payment\/success/);
    const link =
      /https?:\/\/[^\s"'<>]+\/files\/sets\/[A-Za-z0-9_-]+/.exec(
        await newestMailTo(email, "/files/sets/"),
      )?.[0] ?? "";
    expect((await request.get(link)).status()).toBe(200);

    await page.goto("/signin");
    await signInThroughForm(page, {
      username: "admin",
      password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
    });
    await expect(page).toHaveURL("/admin");
    await page.getByRole("tab", { name: "Платежи" }).click();
    await page.getByLabel("Эл. почта").fill(email);
    await page.getByRole("button", { name: "Показать" }).click();
    const row = page
      .getByRole("region", { name: "Платежи" })
      .getByRole("listitem")
      .filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("оплачен", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Вернуть деньги" }).click();
    const dialog = row.getByRole("alertdialog");
    await expect(dialog).toContainText(`покупателю ${email}? Возврат нельзя отменить`);
    await dialog.getByRole("button", { name: "Да, вернуть" }).dblclick();
    await expect(row.getByText("возвращён", { exact: true })).toBeVisible();

    const stopped = await request.get(link);
    expect(stopped.status()).toBe(410);
    expect((await stopped.json()).error).toBe(
      "Оплата этого набора возвращена, поэтому ссылка больше не работает",
    );
    expect(await newestMailTo(email, "Мы вернули оплату")).toContain(
      "Мы вернули оплату за набор «Спокойный сон»: 790\u00a0₽",
    );
  });
});
