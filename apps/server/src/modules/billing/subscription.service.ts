/** Subscriptions: the current state, the free trial (once per user) and applying a paid plan. */
import type { TSubscriptionReply } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { drawingBalance, type ShownSubscription, shownSubscription, subscriptionDetails } from "./account.ts";
import {
  cancelSubscriptions,
  extendSubscription,
  findPlan,
  findQuota,
  insertSubscription,
  listPlans,
  liveSubscriptions,
  lockUser,
  type PlanRow,
  setQuota,
  trialUsedAt,
} from "./billing.repository.ts";
import { type Clock, systemClock } from "./clock.ts";
import { hasRenewal, isLive, renews } from "./live.ts";
import { expireSubscriptions, rolloverQuotas } from "./quota.ts";
import { setRenewal } from "./renewals.repository.ts";
import { startTrialIn } from "./trial.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * Applies a paid plan to the user inside the payment's transaction (docs/decisions/029):
 * - the same plan, already paid and live, is extended by one period from its current end; a monthly
 *   plan's balance keeps resetting each period, a one-time plan's drawings are added to the balance
 *   at once and last until the new end (a one-time plan never refills);
 * - bought during the free trial, the plan starts now and its period is counted from the trial's
 *   end: the unused trial days are kept;
 * - any other live plan is replaced at once (its unused days are not kept); a carry-over plan keeps
 *   what was left of a live balance.
 */
export async function applyPaidPlan(
  tx: DbOrTx,
  userId: number,
  plan: PlanRow,
  now = new Date(),
): Promise<{ expiresAt: Date; subscriptionId: number } | undefined> {
  if (!(await lockUser(tx, userId))) return undefined;
  const live = await liveSubscriptions(tx, userId, now);
  const quota = await findQuota(tx, userId);
  const left = quota && live.length > 0 ? Math.max(0, quota.allowed - quota.used) : 0;
  const same = live.find(({ subscription }) => subscription.planId === plan.id && !subscription.isTrial);
  if (same) {
    const expiresAt = addDays(same.subscription.expiresAt, plan.periodDays);
    await extendSubscription(tx, same.subscription.id, expiresAt);
    if (plan.billingPeriod === "once") await setQuota(tx, userId, left + plan.drawingsPerPeriod, expiresAt);
    return { expiresAt, subscriptionId: same.subscription.id };
  }
  const trialEnd = live.find(({ subscription }) => subscription.isTrial)?.subscription.expiresAt;
  await cancelSubscriptions(
    tx,
    live.map(({ subscription }) => subscription.id),
    now,
  );
  const expiresAt = addDays(trialEnd ?? now, plan.periodDays);
  const subscriptionId = await insertSubscription(tx, {
    userId,
    planId: plan.id,
    status: "active",
    startedAt: now,
    expiresAt,
  });
  await setQuota(tx, userId, plan.drawingsPerPeriod + (plan.carryOver ? left : 0), expiresAt);
  return { expiresAt, subscriptionId };
}

/** A monthly plan's renewal as the customer sees it: on (next charge: date, amount) or off. */
function renewalOf(current: ShownSubscription | undefined, live: boolean) {
  if (!current || !live || !hasRenewal(current.subscription, current.plan)) return null;
  const enabled = renews(current.subscription, current.plan);
  return {
    enabled,
    next_charge_date: enabled ? current.subscription.expiresAt.toISOString() : null,
    amount: current.plan.priceRub,
  };
}

export function createSubscriptionService({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  /** The user's subscription now: expiry and the period's reset are applied first. */
  async function current(userId: number, locale: Locale = "ru"): Promise<TSubscriptionReply> {
    const now = clock();
    await expireSubscriptions(db, userId, now);
    await rolloverQuotas(db, userId, now);
    const shown = await shownSubscription(db, userId, now);
    const live = shown !== undefined && isLive(shown.subscription, now);
    const details = subscriptionDetails(shown, now, locale);
    return {
      status: details?.status ?? "none",
      is_active: live,
      plan_id: details?.plan_id ?? null,
      plan_name: details?.plan_name ?? null,
      tier: shown?.plan.tier ?? null,
      is_trial: details?.is_trial ?? false,
      expiry_date: details?.expiry_date ?? null,
      days_remaining: details?.days_remaining ?? 0,
      trial_available: (await trialUsedAt(db, userId)) === null && !live,
      mandala_drawings: await drawingBalance(db, userId, shown, now),
      renewal: renewalOf(shown, live),
    };
  }

  return {
    current,

    /**
     * Turns the monthly plan's renewal off (it stays until the period ends) or back on; 409 when there
     * is no such renewal to change (a trial, a one-time plan, or already so).
     */
    async setRenewal(userId: number, enabled: boolean, locale: Locale = "ru"): Promise<TSubscriptionReply> {
      if (!(await setRenewal(db, userId, enabled, clock()))) {
        const state = await current(userId, locale);
        if (state.renewal?.enabled !== enabled) throw new DomainError("billing.noRenewal");
      }
      return current(userId, locale);
    },

    /**
     * Starts the free 3-day trial of `planId` (default: the popular plan), by the rules of `startTrialIn`.
     * Idempotent: asked again while the trial runs (a double click), it answers the running trial.
     */
    async startTrial(
      userId: number,
      planId: number | undefined,
      locale: Locale = "ru",
    ): Promise<TSubscriptionReply> {
      const plan = planId
        ? await findPlan(db, planId)
        : ((await listPlans(db)).find((candidate) => candidate.isPopular) ?? (await listPlans(db))[0]);
      if (!plan) throw new DomainError("billing.planNotFound");
      await db.transaction((tx) => startTrialIn(tx, userId, plan, clock()));
      return current(userId, locale);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
