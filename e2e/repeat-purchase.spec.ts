/**
 * Buying a set the address already bought: the visitor is not charged again but gets the links by
 * e-mail and a neutral notice, and may still buy it again on purpose (a gift), on a phone.
 */
import { expect, type Page, test } from "@playwright/test";
import { uniqueAccount } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { newestMailTo } from "./support/mail.ts";

/** Fills the purchase form of «Гармония в паре» with `email` and sends it. */
async function orderSet(page: Page, email: string) {
  await page.goto("/nabory/garmoniya-v-pare/kupit");
  await page.getByLabel("Электронная почта").fill(email);
  await giveConsent(page);
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
}

test("@mobile a second purchase with the same address sends the links again, or buys again on purpose", async ({
  page,
}) => {
  const email = uniqueAccount("twice").email;
  await orderSet(page, email);
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page.getByRole("heading", { name: "Спасибо за покупку!" })).toBeVisible();
  const bought = await newestMailTo(email, "/files/sets/");
  const link = /\/files\/sets\/[A-Za-z0-9_-]{43}/.exec(bought)?.[0];
  expect(link, "a download link in the purchase e-mail").toBeTruthy();

  // Lost the e-mail, came back to buy again: no checkout, the links are e-mailed once more.
  await orderSet(page, email.toUpperCase());
  const notice = page.getByRole("status").filter({ hasText: "Купить ещё раз?" });
  await expect(notice).toHaveText(
    /^Если этот набор уже куплен с этим адресом, мы отправили ссылки на него повторно\. Купить ещё раз\?/,
  );
  await expect(page).toHaveURL(/\/kupit$/);
  const again = await newestMailTo(email, "Вы попросили прислать ссылки");
  expect(again).toContain(link as string);

  // A gift for someone: asked on purpose, the set goes to the checkout.
  const buyAgain = page.getByRole("button", { name: "Купить ещё раз" });
  const box = await buyAgain.boundingBox();
  expect(box?.width ?? 0, "the button fits the phone's width").toBeLessThanOrEqual(375);
  await buyAgain.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Набор «Гармония в паре»")).toBeVisible();
});
