/** The contract accepts what billing's pure reply builders send, for every shipped plan and state. */
import { addDays, ZPlan, ZSubscriptionDetails } from "@mandala/contract";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../db/seed-data.ts";
import { trialEnd } from "../plans/index.ts";
import type { ShownSubscription } from "./account.ts";
import { subscriptionDetails } from "./account.ts";
import type { PlanRow } from "./billing.repository.ts";
import { planReply } from "./billing.routes.ts";

/** The seed's plans as the database returns them (its defaults filled in). */
const ROWS: PlanRow[] = PLANS.map((plan, index) => ({
  id: index + 1,
  periodDays: 30,
  carryOver: false,
  advancedShapesAndMethods: false,
  isPopular: false,
  billingPeriod: "month",
  sortOrder: 0,
  ...plan,
}));

const now = new Date("2026-01-31T20:59:00Z");

function shown(plan: PlanRow, change: Partial<ShownSubscription["subscription"]>, refunded = false) {
  const subscription = {
    id: 7,
    userId: 3,
    planId: plan.id,
    status: "active" as const,
    isTrial: false,
    startedAt: now,
    expiresAt: addDays(now, plan.periodDays),
    paymentMethodId: null,
    cardLast4: null,
    cardType: null,
    unpaidSince: null,
    remindedFor: null,
    locale: "ru",
    createdAt: now,
    ...change,
  };
  return { subscription, plan, refunded };
}

describe("what billing sends, as the contract reads it", () => {
  it.each(
    ROWS.flatMap((plan) => (["ru", "en"] as const).map((locale) => [plan.slug, locale, plan] as const)),
  )("the %s plan's card in %s", (_, locale, plan) => {
    const reply = planReply(plan, locale);
    expect(ZPlan.parse(reply)).toEqual(reply);
    expect(reply.features_i18n.ru.length).toBe(reply.features_i18n.en.length);
  });

  const advanced = ROWS.find((plan) => plan.tier === "advanced") as PlanRow;
  it.each([
    ["a trial", shown(advanced, { status: "trial", isTrial: true, expiresAt: trialEnd(now) }), "trial", 3],
    ["a paid plan", shown(advanced, {}), "active", 30],
    ["a plan whose renewal is off", shown(advanced, { status: "canceled" }), "canceled", 30],
    ["a plan whose end has passed", shown(advanced, { expiresAt: addDays(now, -1) }), "expired", 0],
    ["a refunded plan", shown(advanced, { status: "canceled", expiresAt: now }, true), "refunded", 0],
  ])("the details of %s", (_, subscription, status, days) => {
    const details = subscriptionDetails(subscription, now, "en");
    expect(ZSubscriptionDetails.parse(details)).toEqual(details);
    expect(details).toMatchObject({ status, days_remaining: days, plan_name: "Advanced" });
  });
});
