import type { APIRequestContext, Page } from "@playwright/test";
import { giveConsent } from "./consent.ts";

/** A password account for a browser journey. */
export interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh account's details, unique per call (Date.now() plus a counter). */
export function uniqueAccount(prefix = "e2e"): Account {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { username: `${prefix}_${id}`, email: `${prefix}_${id}@example.com`, password: "mandala-secret-1" };
}

/** Fills the registration form at /register with `account` and goes on through both steps to the plans. */
export async function registerUpToPlans(page: Page, account: Account): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Имя пользователя").fill(account.username);
  await page.getByLabel("Эл. почта").fill(account.email);
  await page.getByLabel("Пароль").fill(account.password);
  await giveConsent(page);
  await page.getByRole("button", { name: "Продолжить" }).click();
  await page.getByRole("button", { name: "Продолжить" }).click();
}

/** The id of a plan to register with: the popular one from the plans endpoint, else the first seeded plan. */
export async function planId(request: APIRequestContext): Promise<number> {
  const response = await request.get("/draw/api/v1/free/plans/");
  if (!response.ok()) return 1;
  const plans = (await response.json()) as { id: number; is_popular?: boolean }[];
  return (plans.find((plan) => plan.is_popular) ?? plans[0])?.id ?? 1;
}

/** Registers an account through the API, by default with a plan's 3-day trial (so it has a subscription). */
export async function registerViaApi(
  request: APIRequestContext,
  options: { trial?: boolean; account?: Account } = {},
): Promise<Account> {
  const account = options.account ?? uniqueAccount();
  const trial = options.trial ?? true;
  const response = await request.post("/api/auth/register/", {
    data: {
      ...account,
      personal_data_consent: true,
      ...(trial ? { plan: await planId(request), free_trial: true } : {}),
    },
  });
  if (response.status() !== 201) {
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  }
  return account;
}
