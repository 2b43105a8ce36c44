/**
 * Billing's terms as pure rules, apart from the statements that apply them: what a purchase gives and
 * until when (docs/decisions/029), when a trial ends, when a renewal's next period ends and when its
 * declined charge is tried again, how many drawings are left and when they refill. A period is whole
 * days (`period_days`), never a calendar month (`planPeriod`): 31 January plus a 30-day plan is 2 March
 * (1 March in a leap year), counted from the exact moment, whatever the time zone.
 */
import { addDays, DAY_MS } from "@mandala/contract";
import type { plans } from "../../db/schema.ts";
import { renews } from "./live.ts";

/** A plan as stored: what it costs, how long it lasts and what it opens. */
export type PlanRow = typeof plans.$inferSelect;

/** The free trial's length. */
export const TRIAL_DAYS = 3;

/** When a free trial started at `start` ends. */
export const trialEnd = (start: Date) => addDays(start, TRIAL_DAYS);

/** Whole days left until `expiresAt`, a started day counting as one; 0 once it has passed. */
export function daysRemaining(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** The drawings a balance still holds (0 without one, never below 0). */
export function drawingsLeft(quota: { allowed: number; used: number } | undefined): number {
  return quota ? Math.max(0, quota.allowed - quota.used) : 0;
}

/** A live subscription as a purchase's terms need it. */
export interface LiveTerm {
  id: number;
  planId: number;
  isTrial: boolean;
  expiresAt: Date;
}

type PurchasedPlan = Pick<PlanRow, "id" | "periodDays" | "billingPeriod" | "drawingsPerPeriod" | "carryOver">;

/**
 * What paying for `plan` at `now` gives a user with the `live` subscriptions and the balance `quota`:
 * - `extend`: the same plan, already paid and live, runs one period longer from its current end; a
 *   one-time plan's drawings are added to what is left (`balance`), a monthly plan's balance is kept
 *   as it is (`balance` null: it keeps resetting each period);
 * - `start`: a new subscription, the `replaced` live ones ending now. Bought during the free trial, its
 *   period counts from the trial's end (the unused trial days are kept); over another paid plan, from
 *   now (that plan's unused days are not). A carry-over plan keeps what was left of a live balance.
 */
export type PurchaseTerms =
  | { kind: "extend"; subscriptionId: number; expiresAt: Date; balance: number | null }
  | { kind: "start"; replaced: number[]; expiresAt: Date; balance: number };

export function purchaseTerms(
  plan: PurchasedPlan,
  live: readonly LiveTerm[],
  quota: { allowed: number; used: number } | undefined,
  now: Date,
): PurchaseTerms {
  const left = live.length > 0 ? drawingsLeft(quota) : 0;
  const same = live.find((subscription) => subscription.planId === plan.id && !subscription.isTrial);
  if (same) {
    return {
      kind: "extend",
      subscriptionId: same.id,
      expiresAt: addDays(same.expiresAt, plan.periodDays),
      balance: plan.billingPeriod === "once" ? left + plan.drawingsPerPeriod : null,
    };
  }
  const trial = live.find((subscription) => subscription.isTrial);
  return {
    kind: "start",
    replaced: live.map((subscription) => subscription.id),
    expiresAt: addDays(trial?.expiresAt ?? now, plan.periodDays),
    balance: plan.drawingsPerPeriod + (plan.carryOver ? left : 0),
  };
}

/**
 * What paying for a plan does, as the customer is told before paying (docs/decisions/029): `start` a
 * first plan, `after_trial` a plan bought during the trial (from its end), `extend` the same monthly
 * plan or `rebuy` the same one-time plan (from its end), `replace` another paid plan (from now).
 */
export type PurchaseKind = "start" | "after_trial" | "extend" | "rebuy" | "replace";

/** What paying for `plan` at `now` does for a user with the `live` subscriptions, and until when. */
export function purchaseOffer(
  plan: PurchasedPlan,
  live: readonly LiveTerm[],
  now: Date,
): { kind: PurchaseKind; paidUntil: Date } {
  const terms = purchaseTerms(plan, live, undefined, now);
  if (terms.kind === "extend") {
    return { kind: plan.billingPeriod === "once" ? "rebuy" : "extend", paidUntil: terms.expiresAt };
  }
  const kind = live.some((subscription) => subscription.isTrial)
    ? "after_trial"
    : live.length > 0
      ? "replace"
      : "start";
  return { kind, paidUntil: terms.expiresAt };
}

/** The end of the period a renewal charge pays for: one plan period after the paid one ended. */
export const renewedUntil = (paidUntil: Date, plan: Pick<PlanRow, "periodDays">) =>
  addDays(paidUntil, plan.periodDays);

/** Attempt n is made this many days after the period's end: at the end, then after 1 and 3 days. */
export const RETRY_AFTER_DAYS = [0, 1, 3] as const;

/** The reminder goes this many days before a renewal. */
export const REMIND_DAYS_BEFORE = 3;

/**
 * When a renewal whose period ended at `periodEnd` is charged after `declined` declined attempts;
 * null once every attempt has been declined (the subscription then expires).
 */
export function renewalAttemptAt(periodEnd: Date, declined: number): Date | null {
  const days = RETRY_AFTER_DAYS[declined];
  return days === undefined ? null : addDays(periodEnd, days);
}

/**
 * When the balance next refills (docs/decisions/029): a monthly plan's next period inside the paid
 * time, or at its end when it renews by the saved method. Null for a one-time plan, a trial, or a
 * monthly plan whose renewal is off: those end without a refill.
 */
export function refillDate(
  subscription: { isTrial: boolean; expiresAt: Date; status: string; paymentMethodId: string | null },
  plan: Pick<PlanRow, "billingPeriod">,
  resetDate: Date,
): Date | null {
  if (plan.billingPeriod !== "month" || subscription.isTrial) return null;
  if (resetDate < subscription.expiresAt) return resetDate;
  return renews(subscription, plan) ? resetDate : null;
}
