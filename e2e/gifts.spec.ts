/**
 * A gift: the buyer gives a set by e-mail, pays in the sandbox, the recipient gets the e-mail, opens
 * /podarok/CODE and takes the set's links; the buyer's page then says the gift was taken.
 */
import { expect, test } from "@playwright/test";
import { uniqueAccount } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { newestMailTo } from "./support/mail.ts";

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
