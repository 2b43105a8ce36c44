/** Subscriptions: the current state, the free trial (once per user) and applying a paid plan. */
import type { TSubscriptionReply } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { TRIAL_DAYS } from "../auth/registration.service.ts";
import {
  cancelSubscriptions,
  claimTrial,
  extendSubscription,
  findPlan,
  findQuota,
  insertSubscription,
  latestSubscription,
  listPlans,
  liveSubscriptions,
  lockUser,
  type PlanRow,
  setQuota,
  trialUsedAt,
} from "./billing.repository.ts";
import { type Clock, systemClock } from "./clock.ts";
import { planTitle } from "./plan-title.ts";
import { expireSubscriptions, LIVE_STATUSES, rolloverQuotas } from "./quota.ts";
import { setRenewal } from "./renewals.repository.ts";

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
function renewalOf(current: Awaited<ReturnType<typeof latestSubscription>>, live: boolean) {
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

function reply(
  current: Awaited<ReturnType<typeof latestSubscription>>,
  quota: Awaited<ReturnType<typeof findQuota>>,
  trialAvailable: boolean,
  now: Date,
  locale: Locale,
): TSubscriptionReply {
  const live = Boolean(
    current &&
      (LIVE_STATUSES as readonly string[]).includes(current.subscription.status) &&
      current.subscription.expiresAt > now,
  );
  const expiresAt = current?.subscription.expiresAt ?? null;
  return {
    status: current?.subscription.status ?? "none",
    is_active: Boolean(live),
    plan_id: current?.plan.id ?? null,
    plan_name: current ? planTitle(current.plan, locale) : null,
    tier: current?.plan.tier ?? null,
    is_trial: current?.subscription.isTrial ?? false,
    expiry_date: expiresAt?.toISOString() ?? null,
    days_remaining: expiresAt ? Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS)) : 0,
    trial_available: trialAvailable,
    mandala_drawings: {
      allowed: live ? (quota?.allowed ?? 0) : 0,
      used: live ? (quota?.used ?? 0) : 0,
      remaining: live ? Math.max(0, (quota?.allowed ?? 0) - (quota?.used ?? 0)) : 0,
      reset_date: live ? (quota?.resetDate.toISOString() ?? null) : null,
    },
    renewal: renewalOf(current, live),
  };
}

export function createSubscriptionService({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  /** The user's subscription now: expiry and the period's reset are applied first. */
  async function current(userId: number, locale: Locale = "ru"): Promise<TSubscriptionReply> {
    const now = clock();
    await expireSubscriptions(db, userId, now);
    await rolloverQuotas(db, userId, now);
    const [live] = await liveSubscriptions(db, userId, now);
    const shown = live ?? (await latestSubscription(db, userId));
    const [quota, trialUsed] = await Promise.all([findQuota(db, userId), trialUsedAt(db, userId)]);
    return reply(shown, quota, trialUsed === null && !live, now, locale);
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
        if (state.renewal?.enabled !== enabled) throw new AppError(409, "billing.noRenewal");
      }
      return current(userId, locale);
    },

    /**
     * Starts the free 3-day trial of `planId` (default: the popular plan): once per user, never over a
     * live subscription. The claim of the trial is one conditional update, so racing requests get one.
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
      if (!plan) throw new AppError(404, "billing.planNotFound");
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) throw new AppError(401, "auth.notAuthenticated");
        const live = await liveSubscriptions(tx, userId);
        if (live.some((row) => row.subscription.isTrial)) return;
        if (live.length > 0) throw new AppError(409, "billing.alreadySubscribed");
        if (!(await claimTrial(tx, userId))) throw new AppError(409, "billing.trialUsed");
        const now = clock();
        const expiresAt = addDays(now, TRIAL_DAYS);
        await insertSubscription(tx, {
          userId,
          planId: plan.id,
          status: "trial",
          isTrial: true,
          startedAt: now,
          expiresAt,
        });
        await setQuota(tx, userId, plan.drawingsPerPeriod, expiresAt);
      });
      return current(userId, locale);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
