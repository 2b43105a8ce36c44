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
import { isLive } from "./live.ts";
import { expireSubscriptions, rolloverQuotas } from "./quota.ts";
import { setRenewal } from "./renewals.repository.ts";
import { startTrialIn } from "./trial.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * Applies a paid plan to the user inside the payment's transaction. The same plan, already active and
 * paid, is extended by one period (its balance keeps resetting each period). Any other case ends the
 * live subscription (a trial or another plan) and starts the paid one with a fresh balance; a
 * carry-over plan keeps what was left of a live balance.
 */
export async function applyPaidPlan(
  tx: DbOrTx,
  userId: number,
  plan: PlanRow,
  now = new Date(),
): Promise<{ expiresAt: Date; subscriptionId: number } | undefined> {
  if (!(await lockUser(tx, userId))) return undefined;
  const live = await liveSubscriptions(tx, userId, now);
  const renewal = live.find(({ subscription }) => subscription.planId === plan.id && !subscription.isTrial);
  if (renewal) {
    const expiresAt = addDays(renewal.subscription.expiresAt, plan.periodDays);
    await extendSubscription(tx, renewal.subscription.id, expiresAt);
    return { expiresAt, subscriptionId: renewal.subscription.id };
  }
  await cancelSubscriptions(
    tx,
    live.map(({ subscription }) => subscription.id),
    now,
  );
  const expiresAt = addDays(now, plan.periodDays);
  const subscriptionId = await insertSubscription(tx, {
    userId,
    planId: plan.id,
    status: "active",
    startedAt: now,
    expiresAt,
  });
  const quota = await findQuota(tx, userId);
  const left = plan.carryOver && live.length > 0 && quota ? Math.max(0, quota.allowed - quota.used) : 0;
  await setQuota(tx, userId, plan.drawingsPerPeriod + left, expiresAt);
  return { expiresAt, subscriptionId };
}

/** A monthly plan's renewal as the customer sees it: on (next charge: date, amount) or off. */
function renewalOf(current: ShownSubscription | undefined, live: boolean) {
  if (!current || !live || current.plan.billingPeriod !== "month" || !current.subscription.paymentMethodId) {
    return null;
  }
  const enabled = current.subscription.status === "active";
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
