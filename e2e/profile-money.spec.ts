/**
 * A subscriber's money in the profile (sandbox): the payment's confirmation downloaded as a PDF,
 * renewal turned off after asking once and confirmed by e-mail, the saved card shown and removed.
 */
import { expect, test } from "@playwright/test";
import { newestMailTo } from "./support/mail.ts";
import { buyMonthlyPlan } from "./support/plans.ts";
import { signUpViaApi } from "./support/session.ts";

test("the profile gives the payment confirmation, turns renewal off by mail and removes the card @mobile", async ({
  page,
}) => {
  const { account } = await signUpViaApi(page, { trial: false });
  await buyMonthlyPlan(page);
  await page.goto("/profile");

  const history = page.getByRole("region", { name: "История платежей" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    history.getByRole("button", { name: "Скачать подтверждение (PDF)" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Подтверждение оплаты [0-9A-F]{8}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const renewal = page.getByRole("region", { name: "Автопродление" });
  await expect(renewal.getByText("Сохранённая карта: Мир •••• 4242")).toBeVisible();
  await renewal.getByRole("button", { name: "Отключить автопродление" }).click();
  const asking = renewal.getByRole("alertdialog");
  await expect(asking).toContainText(/Тариф будет действовать до \d+ \S+ \d{4}, списаний больше не будет/);
  await asking.getByRole("button", { name: "Отключить автопродление" }).click();
  await expect(renewal.getByText(/Автопродление отключено: тариф действует до/)).toBeVisible();
  const mail = await newestMailTo(account.email, "Вы отключили автопродление");
  expect(mail).toMatch(/Тариф будет действовать до \d+ \S+ \d{4}, списаний с карты больше не будет/);
  expect(mail).toContain("автопродление можно снова включить в личном кабинете");

  await renewal.getByRole("button", { name: "Удалить карту" }).click();
  await renewal.getByRole("alertdialog").getByRole("button", { name: "Удалить карту" }).click();
  await expect(page.getByText(/Карта удалена, автопродление отключено: тариф действует до/)).toBeVisible();
  await expect(page.getByText(/•••• 4242/)).toHaveCount(0);
  await newestMailTo(account.email, "Вы удалили сохранённую карту");
});
