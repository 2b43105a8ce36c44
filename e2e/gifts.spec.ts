/**
 * Gifts: the buyer gives a set by e-mail, pays in the sandbox, the recipient gets the e-mail, opens
 * /podarok/CODE and takes the set's links; the buyer's page then says the gift was taken. A plan given
 * by e-mail is taken by a signed-in recipient, whose profile then shows it; a gift refunded by the admin
 * is refused at /podarok/CODE with the reason.
 */
import { expect, type Page, test } from "@playwright/test";
import { planId, registerViaApi, uniqueAccount } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { newestMailTo } from "./support/mail.ts";
import { apiSignInElsewhere, signInViaApi } from "./support/session.ts";

const GIFT_LINK = /\/podarok\/[2-9A-HJ-NP-Z]{16}/;

/** Buys a gift of `item` (the form's option value) for `recipient` and pays it in the sandbox. */
async function buyGift(page: Page, item: string, recipient: string) {
  await page.goto("/podarok");
  await page.getByLabel("Что подарить").selectOption(item);
  await page.getByLabel("Ваш e-mail").fill(uniqueAccount("giver").email);
  await page.getByLabel("E-mail получателя").fill(recipient);
  await giveConsent(page);
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/podarok\/zakaz\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("gift-state")).toHaveText("Оплачен, ещё не получен");
  return { paymentId: page.url().split("/").at(-1) ?? "" };
}

/** The most popular plan, as the gift form's option value. */
async function giftablePlan(page: Page) {
  return `plan:${await planId(page.request)}`;
}

test("a set given by e-mail is taken by its recipient once", async ({ page }) => {
  const buyer = uniqueAccount("giver").email;
  const recipient = uniqueAccount("friend").email;
  await page.goto("/podarok");
  await expect(page.getByRole("heading", { name: "Подарить мандалу" })).toBeVisible();
  await page.getByLabel("Что подарить").selectOption("set:garmoniya-v-pare");
  await page.getByLabel("Ваш e-mail").fill(buyer);
  await page.getByLabel("E-mail получателя").fill(recipient);
  await page.getByLabel("Пожелание (до 500 символов)").fill("С Новым годом!");
  await giveConsent(page);
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Подарочный сертификат: Гармония в паре")).toBeVisible();
  await page.getByRole("button", { name: "Оплатить" }).click();

  // Back on the gift's page: paid, not taken yet.
  await expect(page).toHaveURL(/\/podarok\/zakaz\/[0-9a-f-]{36}$/);
  const orderPage = page.url();
  await expect(page.getByTestId("gift-state")).toHaveText("Оплачен, ещё не получен");

  const mail = await newestMailTo(recipient, "Вам дарят набор «Гармония в паре»");
  expect(mail).toContain("С Новым годом!");
  const link = /\/podarok\/[2-9A-HJ-NP-Z]{16}/.exec(mail)?.[0];
  expect(link, "the gift's link in the recipient's e-mail").toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Набор «Гармония в паре»" })).toBeVisible();
  await expect(page.getByText("С Новым годом!")).toBeVisible();
  await page.getByLabel("E-mail, на который записать набор").fill(recipient);
  await page.getByRole("button", { name: "Получить подарок" }).click();
  await expect(page.getByRole("status")).toContainText("Подарок ваш!");
  const download = page.getByRole("link", { name: "Скачать набор (PDF)" });
  await expect(download).toHaveAttribute("href", /\/files\/sets\/[A-Za-z0-9_-]{43}$/);

  // Taken once: opened again, the page says so; the buyer's page says it was taken.
  await page.reload();
  await expect(page.getByText("Этот подарок уже получен.")).toBeVisible();
  await page.goto(orderPage);
  await expect(page.getByTestId("gift-state")).toHaveText(/^Подарок получен \d+ \S+ \d{4}/);
});

test("a plan given by e-mail is taken by its signed-in recipient, whose profile then shows it", async ({
  page,
}) => {
  const recipient = uniqueAccount("taker");
  await buyGift(page, await giftablePlan(page), recipient.email);
  const mail = await newestMailTo(recipient.email, "Вам дарят тариф");
  const link = GIFT_LINK.exec(mail)?.[0];
  expect(link, "the gift's link in the recipient's e-mail").toBeTruthy();

  // The recipient has an account (no plan yet) and is signed in.
  await registerViaApi(page.request, { trial: false, account: recipient });
  await signInViaApi(page, recipient);
  await page.goto(link as string);
  const heading = page.getByRole("heading", { name: /^Тариф «.+» на \d+ дн\.$/ });
  await expect(heading).toBeVisible();
  const planName = /«(.+)»/.exec((await heading.textContent()) ?? "")?.[1] ?? "";
  await expect(page.getByText(/^Тариф будет действовать с \d+ \S+ \d{4}/)).toBeVisible();
  await page.getByRole("button", { name: "Получить подарок" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Подарок ваш!");
  await expect(status).toContainText(/Тариф действует с \d+ \S+ \d{4} по \d+ \S+ \d{4}/);

  await page.goto("/profile");
  const subscription = page.getByRole("region", { name: "Тариф", exact: true });
  await expect(subscription).toContainText(planName);
  await expect(subscription).toContainText(/Доступ до \d+ \S+ \d{4}/);
});

test("a gift refunded by the admin is refused at its page with the reason", async ({ page }) => {
  const recipient = uniqueAccount("late");
  const { paymentId } = await buyGift(page, "set:garmoniya-v-pare", recipient.email);
  const link = GIFT_LINK.exec(await newestMailTo(recipient.email, "Вам дарят набор"))?.[0];
  expect(link, "the gift's link in the recipient's e-mail").toBeTruthy();

  const admin = await apiSignInElsewhere({
    username: "admin",
    password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
  });
  const refund = await page.request.post(`/api/admin/payments/${paymentId}/refund`, {
    headers: { authorization: `Bearer ${admin.access}` },
  });
  expect(refund.status()).toBe(200);

  await page.goto(link as string);
  await expect(page.getByText("Этот подарок больше не действует: оплата за него возвращена.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Получить подарок" })).toHaveCount(0);
});
