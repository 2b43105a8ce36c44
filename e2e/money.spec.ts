/**
 * Money a customer can follow: a set bought and downloaded from the success page of the browser that
 * paid, its links sent again, a dead link's page, the payment history with a refund, and an English
 * customer's e-mails in English (the sandbox imitates the receipt letter YooKassa would send).
 */
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { planId, uniqueAccount } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { newestMailTo } from "./support/mail.ts";
import { apiSignInElsewhere, signUpViaApi } from "./support/session.ts";

const SET = "garmoniya-v-pare";

/** Buys the set through its purchase form with `email` and pays at the sandbox's checkout, in the page's language. */
async function buyThroughForm(
  page: Page,
  email: string,
  labels = {
    field: "Электронная почта",
    go: "Перейти к оплате",
    pay: "Оплатить",
    item: "Набор «Гармония в паре»",
  },
) {
  await page.goto(`/nabory/${SET}/kupit`);
  await page.getByLabel(labels.field).fill(email);
  await giveConsent(page);
  await page.getByRole("button", { name: labels.go }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText(labels.item, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: labels.pay }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment_id=[0-9a-f-]{36}(&lang=en)?$/);
  return new URL(page.url()).searchParams.get("payment_id") ?? "";
}

/** Refunds payment `id` as the admin, through the API (signed in elsewhere: the page's browser stays the customer's). */
async function refundAsAdmin(request: APIRequestContext, id: string) {
  const admin = await apiSignInElsewhere({
    username: "admin",
    password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
  });
  const refund = await request.post(`/api/admin/payments/${id}/refund`, {
    headers: { authorization: `Bearer ${admin.access}` },
  });
  expect(refund.status()).toBe(200);
}

test.describe("money a customer can follow", () => {
  test("a set bought is downloaded from the success page, and its link is sent again", async ({ page }) => {
    const email = uniqueAccount("success").email;
    const paymentId = await buyThroughForm(page, email);
    await expect(page.getByRole("heading", { name: "Спасибо за покупку!" })).toBeVisible();
    const order = paymentId.replaceAll("-", "").slice(0, 8).toUpperCase();
    await expect(page.getByText(`Заказ № ${order}`)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Скачать PDF" }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const mail = await newestMailTo(email, "/files/sets/");
    expect(mail).toContain(`Заказ № ${order}, сумма`);
    expect(mail).toContain("вместо кассового чека придёт его образец отдельным письмом");
    await newestMailTo(email, "Это образец кассового чека");

    await page.goto("/nabory#resend");
    const form = page.locator("#resend");
    await form.getByLabel("Электронная почта").fill(email);
    await form.getByRole("button", { name: "Отправить ссылку ещё раз" }).click();
    await expect(form.getByRole("status")).toContainText(`Если с адресом ${email} покупали наборы`);
    const again = await newestMailTo(email, "Вы попросили прислать ссылки");
    expect(again).toContain(`заказ № ${order}`);
  });

  test("a Cyrillic address (тест@почта.рф) buys a set", async ({ page }) => {
    const email = `тест-${Date.now().toString(36)}@почта.рф`;
    await buyThroughForm(page, email);
    await expect(page.getByText(`Ссылку на скачивание PDF мы отправили на ${email}`)).toBeVisible();
  });

  test("a mistyped link shows a page that says what to do, in the reader's language", async ({ page }) => {
    await page.goto(`/files/sets/${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "Ссылка не открывается" })).toBeVisible();
    await page.getByRole("link", { name: "Отправить ссылку ещё раз" }).click();
    await expect(page).toHaveURL(/\/nabory#resend$/);
    await expect(
      page.locator("#resend").getByRole("button", { name: "Отправить ссылку ещё раз" }),
    ).toBeVisible();
    const icon = await page.request.get("/favicon.ico");
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("the profile lists payments with their refunds, and a refunded plan says so", async ({ page }) => {
    const { access, profile } = await signUpViaApi(page, { trial: false });
    const bearer = { authorization: `Bearer ${access}` };
    /** Pays for what `url` buys (a set with the address, or a plan) in the sandbox; answers the payment. */
    const payFor = async (url: string, data: object) => {
      const started = await page.request.post(url, { headers: bearer, data });
      const { payment_id, payment_link } = (await started.json()) as {
        payment_id: string;
        payment_link: string;
      };
      await page.request.post(`${new URL(payment_link).pathname}/pay`);
      return payment_id;
    };
    const set = await payFor(`/draw/api/v1/free/learningsets/purchase/${SET}/`, {
      email: profile.email,
      personal_data_consent: true,
    });
    const plan = await payFor("/draw/api/v1/free/subscription/purchase/", {
      plan_id: await planId(page.request),
      personal_data_consent: true,
    });
    await refundAsAdmin(page.request, set);
    await refundAsAdmin(page.request, plan);

    await page.goto("/profile");
    const history = page.getByRole("region", { name: "История платежей" });
    const line = history.getByRole("listitem").filter({ hasText: "Набор «Гармония в паре»" });
    await expect(line).toContainText("Возврат оформлен");
    await expect(line).toContainText(`Тестовый режим оплаты: образец чека отправлен на ${profile.email}.`);
    await expect(history.getByRole("listitem").filter({ hasText: "Тариф" })).toContainText(
      "Возврат оформлен",
    );
    await expect(history).not.toContainText("Истекла");
    const subscription = page.getByRole("region", { name: "Тариф", exact: true });
    await expect(subscription).toContainText("Возврат оформлен");
    await expect(subscription).not.toContainText("Истекла");
  });
});

test.describe("an English customer", () => {
  test.use({ locale: "en-GB" });

  test("gets the purchase, the receipt's sample and a dead link's page in English", async ({ page }) => {
    await page.goto("/sitemap");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    const email = uniqueAccount("english").email;
    await buyThroughForm(page, email, {
      field: "E-mail",
      go: "Proceed to payment",
      pay: "Pay",
      item: "The set “Harmony as a couple”",
    });
    await expect(page.getByRole("link", { name: "Download the PDF" })).toBeVisible();
    const mail = await newestMailTo(email, "/files/sets/");
    expect(mail).toContain("Thank you for buying the set");
    expect(mail).toContain("Order No.");
    expect(mail).not.toContain("Спасибо");
    const receipt = await newestMailTo(email, "This is a sample fiscal receipt");
    expect(receipt).toContain("Order: №");

    await page.goto(`/files/sets/${"y".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "This link does not open" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/[а-яё]/i);
  });
});
