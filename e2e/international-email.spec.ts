import { expect, test } from "@playwright/test";
import { uniqueAccount } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { newestMailTo, verificationPathIn } from "./support/mail.ts";
import { endSession, signInThroughForm } from "./support/session.ts";

/**
 * A mailbox on a .рф domain, typed in Cyrillic with capitals: the browser lets it through, the
 * account keeps it in one form, the mail reaches it, and its punycode spelling signs in.
 */
test.describe("a .рф mailbox", () => {
  for (const { screen, width } of [
    { screen: "desktop", width: null },
    { screen: "375 px @mobile", width: 375 },
  ]) {
    test(`registers, is verified by the e-mailed link and signs in spelled in punycode (${screen})`, async ({
      page,
    }) => {
      if (width) await page.setViewportSize({ width, height: 800 });
      const account = uniqueAccount("rf");
      const mailbox = `тест_${account.username.slice(3)}`;
      const canonical = `${mailbox}@почта.рф`;

      await page.goto("/register");
      await page.getByLabel("Имя пользователя").fill(account.username);
      await page.getByLabel("Эл. почта").fill(`Тест_${account.username.slice(3)}@Почта.РФ`);
      await page.getByLabel("Пароль").fill(account.password);
      await giveConsent(page);
      await page.getByRole("button", { name: "Продолжить" }).click();
      await expect(page.getByText("Введите корректный адрес эл. почты.")).toHaveCount(0);
      await page.getByRole("button", { name: "Продолжить" }).click();
      await page.getByRole("radio").first().check();
      await page.getByRole("checkbox", { name: /пробного периода/ }).check();
      await page.getByRole("button", { name: "Создать аккаунт" }).click();
      await expect(page).toHaveURL("/app");

      const link = verificationPathIn(await newestMailTo(canonical, "/api/auth/verify-email/"));
      expect(link).not.toBeNull();
      // Opened where no one is signed in, as on another device.
      await endSession(page);
      await page.evaluate(() => localStorage.clear());
      await page.goto(link ?? "");
      await expect(page).toHaveURL(/\/signin\?email=verified/);
      await signInThroughForm(page, {
        username: `${mailbox}@xn--80a1acny.xn--p1ai`,
        password: account.password,
      });
      await expect(page).toHaveURL(/\/profile/);
      await expect(page.getByText(canonical).first()).toBeVisible();
    });
  }
});
