import { type APIRequestContext, expect, test } from "@playwright/test";
import { realDrawingViaApi } from "./support/drawings.ts";
import { newestMailTo } from "./support/mail.ts";
import { buyMonthlyPlan } from "./support/plans.ts";
import { signUpViaApi } from "./support/session.ts";

/**
 * Deleting an account (decision 031): the profile says what a paid period loses before
 * anything is confirmed; once deleted, the owner is told by e-mail, the share link answers 404 and
 * the account cannot be signed in to.
 */

/** A public link to a saved drawing of the user of `access`: its token. */
async function sharedMandala(request: APIRequestContext, access: string): Promise<string> {
  const mandalaId = await realDrawingViaApi(request, access, "Я живу у моря");
  const made = await request.post(`/api/mandalas/${mandalaId}/shares`, {
    headers: { authorization: `Bearer ${access}` },
    data: {},
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { token: string }).token;
}

test("deleting an account with an active subscription: the warning, the e-mail, the share link 404, sign-in refused", async ({
  page,
}) => {
  const { account, access } = await signUpViaApi(page, { trial: false });
  await buyMonthlyPlan(page);
  const share = await sharedMandala(page.request, access);
  expect((await page.request.get(`/api/shares/${share}`)).status()).toBe(200);

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Удалить аккаунт" });
  await card.getByRole("button", { name: "Удалить аккаунт…" }).click();
  const losses = card.getByRole("note", { name: "Что вы потеряете" });
  await expect(losses).toContainText(/Оплаченный тариф «Продвинутый»: осталось 30 дней и 99 рисований/);
  await expect(losses).toContainText("Продление отменится, сохранённая карта будет удалена");
  await expect(losses).toContainText("1 сохранённая мандала с раскраской и её публичные ссылки");

  await card.getByLabel("Пароль").fill("not-my-password");
  await card.getByRole("button", { name: "Удалить аккаунт навсегда" }).click();
  await expect(card.getByRole("alert")).toHaveText("Текущий пароль введён неверно");

  await card.getByLabel("Пароль").fill(account.password);
  await card.getByRole("button", { name: "Удалить аккаунт навсегда" }).click();
  await expect(page).toHaveURL("/account-deletion?done=1");
  await expect(page.getByRole("status")).toContainText("Аккаунт удалён. Войти в него больше нельзя.");

  const mail = await newestMailTo(account.email, "Ваш аккаунт удалён");
  expect(mail).toContain("Автопродление тарифа отменено, сохранённая карта удалена");
  expect(mail).toContain("Хранятся 5 лет");

  expect((await page.request.get(`/api/shares/${share}`)).status()).toBe(404);
  const signIn = await page.request.post("/api/auth/token/", {
    data: { username: account.username, password: account.password },
  });
  expect(signIn.status()).toBe(401);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/signin/);
});
