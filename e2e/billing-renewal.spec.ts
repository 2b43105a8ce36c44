/**
 * The money of plans in the sandbox: the one-time plan bought from the home page (it never renews, so
 * the profile offers no renewal), and a monthly plan's renewal turned off and back on in the profile.
 */
import { expect, test } from "@playwright/test";
import { giveConsent } from "./support/consent.ts";
import { buyMonthlyPlan, planCard } from "./support/plans.ts";
import { signUpViaApi } from "./support/session.ts";

test.describe("plans and renewals", () => {
  test("the one-time plan is bought from the home page and does not renew", async ({ page }) => {
    await signUpViaApi(page, { trial: false });

    await page.goto("/");
    const plans = page.locator("#plans");
    const once = planCard(plans, "Базовый");
    await expect(once.getByText("разово, на 30 дней", { exact: true })).toBeVisible();
    const monthly = planCard(plans, "Продвинутый");
    await expect(monthly.getByText("Самый популярный")).toBeVisible();
    await expect(monthly.getByText("за 30 дней", { exact: true })).toBeVisible();
    await expect(monthly.getByText(/^Тариф с автопродлением: каждые 30 дней/)).toBeVisible();
    await expect(plans.getByText("Выбор профессионалов")).toBeVisible();
    await once.getByRole("link", { name: "Выбрать тариф «Базовый»" }).click();

    await expect(page).toHaveURL(/\/payment/);
    const card = planCard(page, "Базовый");
    await expect(card.getByText("разово, на 30 дней")).toBeVisible();
    await giveConsent(page);
    await card.getByRole("button", { name: /Купить тариф Базовый/ }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    // The checkout's last screen: the plan by its Russian name, one payment, nothing later.
    await expect(page.getByText("Тариф «Базовый»", { exact: true })).toBeVisible();
    await expect(page.getByText("Одна оплата, без автопродления.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/подписк|затем|Basic/);
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/payment\/success\?payment_id=[0-9a-f-]{36}$/);
    await expect(page.getByText(/Тариф «Базовый» уже активен/)).toBeVisible();

    await page.goto("/profile");
    const subscription = page.getByRole("region", { name: "Тариф", exact: true });
    await expect(subscription.getByText("Базовый")).toBeVisible();
    await expect(subscription.getByText("Действует", { exact: true })).toBeVisible();
    await expect(subscription.getByRole("button", { name: /автопродление/ })).toHaveCount(0);
  });

  test("a monthly plan's renewal is turned off and back on in the profile", async ({ page }) => {
    await signUpViaApi(page, { trial: false });

    await buyMonthlyPlan(page);

    await page.goto("/profile");
    const subscription = page.getByRole("region", { name: "Тариф", exact: true });
    const renewal = subscription.getByRole("region", { name: "Автопродление" });
    await expect(
      renewal.getByText(/Следующее списание — \d+ \S+ \d{4}: 990\s₽ с сохранённой карты/),
    ).toBeVisible();

    await renewal.getByRole("button", { name: "Отключить автопродление" }).click();
    await renewal.getByRole("alertdialog").getByRole("button", { name: "Отключить автопродление" }).click();
    await expect(
      renewal.getByText(/Автопродление отключено: тариф действует до \d+ \S+ \d{4}/),
    ).toBeVisible();
    await expect(subscription.getByText("Без автопродления")).toBeVisible();
    // Still a live subscription: no upgrade banner.
    await expect(page.getByRole("link", { name: "Выбрать тариф" })).toHaveCount(0);

    await page.reload();
    await renewal.getByRole("button", { name: "Включить автопродление" }).click();
    await expect(renewal.getByText(/Следующее списание/)).toBeVisible();
    await expect(subscription.getByText("Действует", { exact: true })).toBeVisible();
  });
});
