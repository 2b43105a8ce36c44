import type { APIRequestContext, Page } from "@playwright/test";

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
    data: { ...account, ...(trial ? { plan: await planId(request), free_trial: true } : {}) },
  });
  if (response.status() !== 201) {
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  }
  return account;
}

/**
 * Signs `account` in through the API and stores the session in local storage as the app does
 * (spec section 3), with real tokens, so calls to the server work. Leaves the page on /sitemap.
 */
export async function signInViaApi(page: Page, account: Account): Promise<void> {
  const tokens = await page.request.post("/api/auth/token/", {
    data: { username: account.username, password: account.password },
  });
  if (!tokens.ok()) throw new Error(`sign-in failed: ${tokens.status()} ${await tokens.text()}`);
  const { access, refresh } = (await tokens.json()) as { access: string; refresh: string };
  const info = await page.request.get("/api/auth/userinfo/", {
    headers: { authorization: `Bearer ${access}` },
  });
  const profile = (await info.json()) as {
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    subscription_status: { is_active: boolean };
    subscription_details: {
      plan_id: number;
      plan_name: string;
      expiry_date: string;
      is_trial: boolean;
    } | null;
  };
  const details = profile.subscription_details;
  await page.goto("/sitemap");
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    {
      token: access,
      refreshToken: refresh,
      user: JSON.stringify({
        id: profile.id,
        username: profile.username,
        email: profile.email,
        first_name: profile.first_name,
        last_name: profile.last_name,
      }),
      plan: JSON.stringify(
        details
          ? {
              id: details.plan_id,
              name: details.plan_name,
              expiryDate: details.expiry_date,
              isTrial: details.is_trial,
            }
          : null,
      ),
      isSubscriptionActive: String(profile.subscription_status.is_active),
    },
  );
}
