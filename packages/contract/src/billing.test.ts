import { describe, expect, it } from "vitest";
import {
  ZLearningSetPurchaseRequest,
  ZPaymentInfo,
  ZPlanTier,
  ZSubscriptionPurchaseRequest,
  ZSubscriptionReply,
  ZTrialRequest,
  ZYooKassaNotification,
} from "./billing.ts";
import { PERSONAL_DATA_CONSENT_MESSAGE } from "./consent.ts";
import { EMAIL_MESSAGES } from "./email.ts";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** A trial's subscription reply, as GET /subscription/ sends it. */
const TRIAL_REPLY = {
  status: "trial",
  is_active: true,
  plan_id: 2,
  plan_name: "Продвинутый",
  tier: "advanced",
  is_trial: true,
  expiry_date: "2026-12-01T09:30:00.000Z",
  days_remaining: 3,
  trial_available: false,
  mandala_drawings: { allowed: 100, used: 0, remaining: 100, reset_date: null },
  offers: [
    { plan_id: 1, kind: "after_trial", paid_until: "2026-12-31T09:30:00.000Z" },
    { plan_id: 2, kind: "after_trial", paid_until: "2026-12-31T09:30:00.000Z" },
  ],
  renewal: null,
};

describe("buying a plan", () => {
  it("takes a plan's id, sent as a number or a form's string, with the consent given", () => {
    expect(ZSubscriptionPurchaseRequest.parse({ plan_id: 2, personal_data_consent: true })).toEqual({
      plan_id: 2,
      personal_data_consent: true,
    });
    expect(ZSubscriptionPurchaseRequest.parse({ plan_id: "2", personal_data_consent: true }).plan_id).toBe(2);
  });

  it.each([0, -1, 1.5, 2_147_483_648, "abc", null])("refuses the plan id %j", (planId) => {
    expect(
      ZSubscriptionPurchaseRequest.safeParse({ plan_id: planId, personal_data_consent: true }).success,
    ).toBe(false);
  });

  it("takes the largest id PostgreSQL's integer holds", () => {
    expect(
      ZSubscriptionPurchaseRequest.safeParse({ plan_id: 2_147_483_647, personal_data_consent: true }).success,
    ).toBe(true);
  });

  it.each([false, undefined, "true", 1])("refuses the consent %j with its own message", (consent) => {
    const result = ZSubscriptionPurchaseRequest.safeParse({ plan_id: 2, personal_data_consent: consent });
    expect(messagesOf(result)).toEqual([PERSONAL_DATA_CONSENT_MESSAGE]);
  });

  it("starts a trial of the popular plan when none is named", () => {
    expect(ZTrialRequest.parse({})).toEqual({});
    expect(ZTrialRequest.safeParse({ plan_id: 0 }).success).toBe(false);
  });

  it("knows three tiers only", () => {
    expect(ZPlanTier.options).toEqual(["basic", "advanced", "premium"]);
    expect(ZPlanTier.safeParse("gold").success).toBe(false);
  });
});

describe("buying a learning set", () => {
  it("keeps the buyer's address in its one canonical form, .рф included", () => {
    const request = { email: "  Тест@XN--80A1ACNY.XN--P1AI ", personal_data_consent: true };
    expect(ZLearningSetPurchaseRequest.parse(request)).toEqual({
      email: "тест@почта.рф",
      personal_data_consent: true,
    });
  });

  it("refuses a request without an address or with a wrong one", () => {
    expect(messagesOf(ZLearningSetPurchaseRequest.safeParse({ personal_data_consent: true }))).toEqual([
      EMAIL_MESSAGES.required,
    ]);
    expect(
      messagesOf(ZLearningSetPurchaseRequest.safeParse({ email: "тест@почта", personal_data_consent: true })),
    ).toEqual([EMAIL_MESSAGES.invalid]);
  });

  it("takes buy_again as a flag only", () => {
    const request = { email: "a@b.ru", personal_data_consent: true };
    expect(ZLearningSetPurchaseRequest.parse({ ...request, buy_again: true }).buy_again).toBe(true);
    expect(ZLearningSetPurchaseRequest.safeParse({ ...request, buy_again: "yes" }).success).toBe(false);
  });
});

describe("the subscription reply", () => {
  it("accepts a trial's, and a monthly plan's with its renewal and card", () => {
    expect(ZSubscriptionReply.parse(TRIAL_REPLY)).toEqual(TRIAL_REPLY);
    const monthly = {
      ...TRIAL_REPLY,
      status: "active",
      is_trial: false,
      days_remaining: 30,
      mandala_drawings: { allowed: 100, used: 100, remaining: 0, reset_date: "2026-12-31T09:30:00.000Z" },
      renewal: {
        enabled: true,
        next_charge_date: "2026-12-31T09:30:00.000Z",
        amount: 990,
        card: { last4: "4242", type: "Mir" },
      },
    };
    expect(ZSubscriptionReply.parse(monthly)).toEqual(monthly);
  });

  it("accepts nobody's: no plan, no dates", () => {
    const none = {
      ...TRIAL_REPLY,
      status: "none",
      is_active: false,
      plan_id: null,
      plan_name: null,
      tier: null,
      is_trial: false,
      expiry_date: null,
      days_remaining: 0,
      trial_available: true,
      mandala_drawings: { allowed: 0, used: 0, remaining: 0, reset_date: null },
    };
    expect(ZSubscriptionReply.safeParse(none).success).toBe(true);
  });

  it.each([
    ["an unknown status", { status: "paused" }],
    ["part of a day", { days_remaining: 2.5 }],
    ["an unknown tier", { tier: "gold" }],
    ["a balance without its reset date", { mandala_drawings: { allowed: 1, used: 0, remaining: 1 } }],
    ["no offers", { offers: undefined }],
    ["an offer of an unknown kind", { offers: [{ plan_id: 1, kind: "upgrade", paid_until: "2026-12-31" }] }],
  ])("refuses %s", (_, change) => {
    expect(ZSubscriptionReply.safeParse({ ...TRIAL_REPLY, ...change }).success).toBe(false);
  });
});

describe("a payment as the result pages read it", () => {
  const payment = {
    id: "3f2a9c1e-0b7d-4c55-9e0a-7d1f2b3c4d5e",
    status: "canceled",
    kind: "subscription",
    amount: 990,
    currency: "RUB",
    plan_id: 2,
    plan_name: "Продвинутый",
    learning_set_name: null,
    learning_set_slug: null,
    email: null,
    created_at: "2026-11-28T10:00:00.000Z",
    order_number: "3F2A9C1E",
    cancellation: { party: "payment_network", reason: "insufficient_funds" },
  };

  it("accepts a declined subscription payment with YooKassa's reason", () => {
    expect(ZPaymentInfo.parse(payment)).toEqual(payment);
  });

  it.each([
    ["another currency", { currency: "USD" }],
    ["an id that is no UUID", { id: "42" }],
    ["kopecks", { amount: 990.5 }],
    ["an unknown status", { status: "refunded" }],
  ])("refuses %s", (_, change) => {
    expect(ZPaymentInfo.safeParse({ ...payment, ...change }).success).toBe(false);
  });
});

describe("YooKassa's notification", () => {
  const notification = { type: "notification", event: "payment.succeeded", object: { id: "2d2f-000f" } };

  it("keeps the id to re-fetch and passes the rest of the object through", () => {
    const parsed = ZYooKassaNotification.parse({ ...notification, object: { id: "2d2f-000f", paid: true } });
    expect(parsed.object).toEqual({ id: "2d2f-000f", paid: true });
  });

  it.each([
    ["another type", { type: "event" }],
    ["an empty id", { object: { id: "" } }],
    ["an overlong id", { object: { id: "x".repeat(101) } }],
    ["an overlong event", { event: "e".repeat(101) }],
  ])("refuses %s", (_, change) => {
    expect(ZYooKassaNotification.safeParse({ ...notification, ...change }).success).toBe(false);
  });
});
