import { expect, type Locator, type Page } from "@playwright/test";
import { giveConsent } from "./consent.ts";

/** The plan card (a list item) whose heading is the plan's name, on the home page or /payment. */
export function planCard(scope: Page | Locator, name: string): Locator {
  const page = "page" in scope ? scope.page() : scope;
  return scope.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
}

/** Buys the monthly «Продвинутый» plan at /payment in the sandbox, the card saved for renewals. */
export async function buyMonthlyPlan(page: Page): Promise<void> {
  await page.goto("/payment");
  await giveConsent(page);
  await planCard(page, "Продвинутый")
    .getByRole("button", { name: /Оформить тариф Продвинутый/ })
    .click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
  // The checkout's last screen states the charges after this one and how to stop them.
  await expect(
    page.getByText(
      /^990\s₽ сейчас, затем 990\s₽ каждые 30 дней, пока вы не отключите автопродление в личном кабинете\.$/,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
}
