/** Subscriptions: the current state, the free trial (once per user) and applying a paid plan. */
import type { TSubscriptionReply } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { drawingBalance, shownSubscription, subscriptionDetails } from "./account.ts";
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
import { isLive } from "./live.ts";
import { expireSubscriptions, rolloverQuotas } from "./quota.ts";
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
): Promise<{ expiresAt: Date } | undefined> {
  if (!(await lockUser(tx, userId))) return undefined;
  const live = await liveSubscriptions(tx, userId);
  const renewal = live.find(({ subscription }) => subscription.planId === plan.id && !subscription.isTrial);
  if (renewal) {
    const expiresAt = addDays(renewal.subscription.expiresAt, plan.periodDays);
    await extendSubscription(tx, renewal.subscription.id, expiresAt);
    return { expiresAt };
  }
  await cancelSubscriptions(
    tx,
    live.map(({ subscription }) => subscription.id),
  );
  const expiresAt = addDays(now, plan.periodDays);
  await insertSubscription(tx, { userId, planId: plan.id, status: "active", startedAt: now, expiresAt });
  const quota = await findQuota(tx, userId);
  const left = plan.carryOver && live.length > 0 && quota ? Math.max(0, quota.allowed - quota.used) : 0;
  await setQuota(tx, userId, plan.drawingsPerPeriod + left, expiresAt);
  return { expiresAt };
}

export function createSubscriptionService({ db }: { db: Db }) {
  /** The user's subscription now: expiry and the period's reset are applied first. */
  async function current(userId: number, locale: Locale = "ru"): Promise<TSubscriptionReply> {
    await expireSubscriptions(db, userId);
    await rolloverQuotas(db, userId);
    const now = new Date();
    const shown = await shownSubscription(db, userId);
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
    };
  }

  return {
    current,

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
      if (!plan) throw new AppError(404, "billing.planNotFound");
      await db.transaction((tx) => startTrialIn(tx, userId, plan));
      return current(userId, locale);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
