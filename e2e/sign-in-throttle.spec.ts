/**
 * An attacker keeps failing on an account (apps/server/src/modules/identity/sign-in.ts): the owner's own
 * browser still signs in, a new browser is told how long to wait, and the e-mail the owner gets lets
 * them in from there.
 */
import { expect, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { linkIn, newestMailTo } from "./support/mail.ts";
import { signInThroughForm } from "./support/session.ts";

test("the owner's browser signs in while an attacker is held back; a new one is told how long to wait", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const account = await registerViaApi(page.request, { trial: false });
  // The owner's browser signs in once before the attack: it becomes a known device of the account.
  await page.goto("/signin");
  await signInThroughForm(page, account);
  await expect(page).not.toHaveURL(/\/signin/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.startsWith("mandala_device_"))).toMatchObject({
    httpOnly: true,
    sameSite: "Strict",
  });
  // Signed out; the browser keeps its cookie.
  await page.evaluate(() => localStorage.clear());

  // The attacker (no cookies) guesses whenever the server lets it: the third and fourth wrong guesses make
  // the account wait 1 s, then 2 s; the fifth stops the address for the window.
  const attacker = await playwright.request.newContext({ baseURL });
  const waits: number[] = [];
  let lastStatus = 0;
  await expect
    .poll(
      async () => {
        const answer = await attacker.post("/api/auth/token/", {
          data: { username: account.username, password: "wrong-guess" },
        });
        const { code } = (await answer.json()) as { code?: string };
        // The first wait after a wrong guess is the delay that guess set.
        if (code === "auth.slowDown" && lastStatus === 401)
          waits.push(Number(answer.headers()["retry-after"]));
        lastStatus = answer.status();
        return code;
      },
      { intervals: [200], timeout: 30_000 },
    )
    .toBe("auth.lockedOut");
  expect(waits).toEqual([1, 2]);

  // A new browser, with the right password: told how long to wait. (Every journey comes from one
  // address, the attacker's too: it is stopped with it.)
  const phone = await browser.newPage();
  await phone.goto("/signin");
  await signInThroughForm(phone, account);
  await expect(phone.getByRole("alert")).toContainText(/Попробуйте снова через \d+ мин\./);

  // The owner's own browser, from that very address: in at once.
  await page.goto("/signin");
  await signInThroughForm(page, account);
  await expect(page).not.toHaveURL(/\/signin/);

  // The owner was e-mailed a reset link: it lets them in on the new browser.
  const link = linkIn(await newestMailTo(account.email, "неудачных попыток входа"), "Задать новый пароль");
  expect(link).not.toBeNull();
  const url = new URL(link ?? "");
  await phone.goto(url.pathname + url.search);
  await phone.getByLabel("Новый пароль", { exact: true }).fill("a-brand-new-secret");
  await phone.getByLabel("Повторите пароль").fill("a-brand-new-secret");
  await phone.getByRole("button", { name: "Сохранить и войти" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
  await attacker.dispose();
  await phone.close();
});
