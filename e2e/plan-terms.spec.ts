/**
 * Plans say what they sell, everywhere (docs/decisions/029): the plan chosen on the home page is the one
 * /payment selects; the one-time plan never reads «в месяц», «Продлить» or «Пополнится» on its card, at
 * /payment, in the profile or in the builder; the date /payment announces before paying is the date the
 * profile shows after; renewal off promises no refill.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { giveConsent } from "./support/consent.ts";
import { realDrawingViaApi } from "./support/drawings.ts";
import { openHome } from "./support/home.ts";
import { planCard } from "./support/plans.ts";
import { signInThroughForm, signUpViaApi } from "./support/session.ts";

/** What paying for the card's plan does now, as the card says it above its button. */
const effectOf = (card: Locator) => card.locator("[id$='-effect']");

/** The part of `locator`'s text that `pattern`'s first group matches (waiting until it does). */
async function read(locator: Locator, pattern: RegExp): Promise<string> {
  await expect(locator).toHaveText(pattern);
  return pattern.exec((await locator.textContent()) ?? "")?.[1] ?? "";
}

/** Pays with the card's button in the sandbox and lands on the success page. */
async function pay(page: Page, button: Locator): Promise<void> {
  await giveConsent(page);
  await button.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment_id=[0-9a-f-]{36}$/);
}

const subscriptionOf = (page: Page) => page.getByRole("region", { name: "Тариф", exact: true });

test.describe("plan terms", () => {
  test("the plan chosen on the home page is selected at /payment, through the sign-in too", async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, { trial: false });
    await openHome(page);
    await planCard(page.locator("#plans"), "Премиум")
      .getByRole("link", { name: "Выбрать тариф «Премиум»" })
      .click();
    await expect(page).toHaveURL(/\/signin\?redirect=/);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/payment\?plan=\d+$/);
    const premium = planCard(page, "Премиум");
    await expect(premium.getByText("Вы выбрали")).toBeVisible();
    await expect(premium).toHaveAttribute("aria-current", "true");
    await expect(planCard(page, "Продвинутый").getByText("Вы выбрали")).toHaveCount(0);

    // Signed in, every card's choice goes straight to its plan.
    await openHome(page);
    await planCard(page.locator("#plans"), "Базовый")
      .getByRole("link", { name: "Выбрать тариф «Базовый»" })
      .click();
    await expect(page).toHaveURL(/\/payment\?plan=\d+$/);
    await expect(planCard(page, "Базовый").getByText("Вы выбрали")).toBeVisible();
    await expect(planCard(page, "Премиум").getByText("Вы выбрали")).toHaveCount(0);
  });

  test("the one-time plan: its card, /payment, the profile and the builder say one payment for 30 days; bought again it adds now", async ({
    page,
  }) => {
    const { access } = await signUpViaApi(page, { trial: false });
    await openHome(page);
    const card = planCard(page.locator("#plans"), "Базовый");
    await expect(card.getByText("разово, на 30 дней")).toBeVisible();
    await expect(card.getByText(/^Одна оплата, без автопродления и без списаний/)).toBeVisible();
    await expect(card.getByText("30 мандал на 30 дней")).toBeVisible();
    await expect(card).not.toContainText(/в месяц|Разовая оплата/);
    await card.getByRole("link", { name: "Выбрать тариф «Базовый»" }).click();

    const offer = planCard(page, "Базовый");
    const until = await read(effectOf(offer), /^После оплаты тариф действует до (\d+ \S+ \d{4})\.$/);
    await expect(offer).not.toContainText(/в месяц|Продл|Пополн/);
    await pay(
      page,
      offer.getByRole("button", { name: /^Купить тариф Базовый за 490\s₽ разово, на 30 дней$/ }),
    );

    await page.goto("/profile");
    const subscription = subscriptionOf(page);
    await expect(subscription.getByText("30 / 30")).toBeVisible();
    await expect(subscription.getByText(`Мандал ещё достаточно. Доступ до ${until}.`)).toBeVisible();
    await expect(subscription).not.toContainText(/Пополн|в месяц/);

    for (let n = 1; n <= 30; n++) await realDrawingViaApi(page.request, access, `Мандала номер ${n}`);
    await page.goto("/app");
    const balance = page.getByTestId("balance").first();
    await expect(balance).toContainText(
      `Рисунки закончились. Превью по-прежнему доступны. Доступ до ${until}.`,
    );
    await expect(balance).not.toContainText(/Пополн|закончились до/);
    await balance.getByRole("link", { name: "Тарифы" }).click();

    await expect(page).toHaveURL(/\/payment\?plan=\d+$/);
    const again = planCard(page, "Базовый");
    await expect(again.getByText("Ваш тариф")).toBeVisible();
    const extended = await read(
      effectOf(again),
      /^Повторная покупка сразу добавит 30 мандал к остатку и продлит доступ до (\d+ \S+ \d{4})\.$/,
    );
    expect(extended).not.toBe(until);
    await pay(page, again.getByRole("button", { name: /^Купить тариф Базовый ещё раз за 490\s₽$/ }));

    await page.goto("/profile");
    await expect(subscription.getByText("30 / 30")).toBeVisible();
    await expect(subscription.getByText(`Мандал ещё достаточно. Доступ до ${extended}.`)).toBeVisible();
  });

  test("paying during a trial keeps its days: the date /payment announces is the profile's", async ({
    page,
  }) => {
    const { access } = await signUpViaApi(page, { trial: false });
    const plans = (await (await page.request.get("/draw/api/v1/free/plans/")).json()) as {
      id: number;
      slug: string;
    }[];
    const basic = plans.find((plan) => plan.slug === "basic");
    const trial = await page.request.post("/draw/api/v1/free/subscription/trial/", {
      headers: { authorization: `Bearer ${access}` },
      data: { plan_id: basic?.id },
    });
    expect(trial.status()).toBe(200);

    await page.goto("/payment");
    const offer = planCard(page, "Базовый");
    await expect(offer.getByText("Ваш тариф")).toBeVisible();
    const until = await read(
      effectOf(offer),
      /^Оставшиеся дни пробного периода сохранятся: тариф начнёт действовать сразу, а оплаченный срок — после пробного, до (\d+ \S+ \d{4})\.$/,
    );
    const button = offer.getByRole("button", { name: /^Купить тариф Базовый/ });
    await expect(button).toHaveText("Купить");
    await expect(offer).not.toContainText(/Продл|в месяц/);
    await pay(page, button);

    await page.goto("/profile");
    const subscription = subscriptionOf(page);
    await expect(subscription.getByText("Действует", { exact: true })).toBeVisible();
    await expect(subscription.getByText(`Мандал ещё достаточно. Доступ до ${until}.`)).toBeVisible();
  });

  test("renewal off: the profile promises no refill, only access until the period's end", async ({
    page,
  }) => {
    await signUpViaApi(page, { trial: false });
    await page.goto("/payment");
    await pay(
      page,
      planCard(page, "Продвинутый").getByRole("button", { name: /^Оформить тариф Продвинутый/ }),
    );

    await page.goto("/profile");
    const subscription = subscriptionOf(page);
    const renewal = subscription.getByRole("region", { name: "Автопродление" });
    const next = await read(
      renewal.getByRole("status"),
      /^Следующее списание — (\d+ \S+ \d{4}): 990\s₽ с сохранённой карты\.$/,
    );
    await expect(subscription.getByText(`Мандал ещё достаточно. Пополнится ${next}.`)).toBeVisible();

    await renewal.getByRole("button", { name: "Отключить автопродление" }).click();
    // Asked once before it is turned off.
    await renewal.getByRole("alertdialog").getByRole("button", { name: "Отключить автопродление" }).click();
    await expect(
      renewal.getByText(`Автопродление отключено: тариф действует до ${next} и не продлится.`),
    ).toBeVisible();
    await expect(subscription.getByText(`Мандал ещё достаточно. Доступ до ${next}.`)).toBeVisible();
    await expect(subscription).not.toContainText("Пополнится");
  });
});
