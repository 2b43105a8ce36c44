/**
 * A user's billing state as every page shows it (the subscription reply, the profile): which
 * subscription is shown, its status now, and the drawing balance it opens.
 */
import type { TMandalaDrawings, TSubscriptionDetails } from "@mandala/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Locale } from "../../i18n/messages.ts";
import { findQuota, latestSubscription, liveSubscriptions } from "./billing.repository.ts";
import { isLive, renews, statusAt } from "./live.ts";
import { planTitle } from "./plan-title.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ShownSubscription = NonNullable<Awaited<ReturnType<typeof latestSubscription>>>;

/** The subscription to show: the live one ending last, else the one that ended last; undefined if none. */
export async function shownSubscription(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<ShownSubscription | undefined> {
  const [live] = await liveSubscriptions(db, userId, now);
  return live ? { ...live, refunded: false } : await latestSubscription(db, userId);
}

/** The shown subscription as the profile and the status call describe it (null without one). */
export function subscriptionDetails(
  shown: ShownSubscription | undefined,
  now: Date,
  locale: Locale,
): TSubscriptionDetails | null {
  if (!shown) return null;
  const { subscription, plan } = shown;
  // A refunded subscription says so, not merely that it has ended.
  const expiry = subscription.expiresAt.toISOString();
  return {
    plan_id: plan.id,
    plan_name: planTitle(plan, locale),
    status: shown.refunded ? "refunded" : statusAt(subscription, now),
    expiry_date: expiry,
    end_date: expiry,
    days_remaining: Math.max(0, Math.ceil((subscription.expiresAt.getTime() - now.getTime()) / DAY_MS)),
    is_trial: subscription.isTrial,
  };
}

/**
 * When the balance next refills (docs/decisions/029): a monthly plan's next period inside the paid
 * time, or at its end when it renews by the saved method. Null for a one-time plan, a trial, or a
 * monthly plan whose renewal is off: those end without a refill.
 */
function refillDate({ subscription, plan }: ShownSubscription, resetDate: Date): Date | null {
  if (plan.billingPeriod !== "month" || subscription.isTrial) return null;
  if (resetDate < subscription.expiresAt) return resetDate;
  return renews(subscription, plan) ? resetDate : null;
}

/** The drawing balance the user may spend now: all zero unless the shown subscription is live. */
export async function drawingBalance(
  db: DbOrTx,
  userId: number,
  shown: ShownSubscription | undefined,
  now: Date,
): Promise<TMandalaDrawings> {
  const quota = shown && isLive(shown.subscription, now) ? await findQuota(db, userId) : undefined;
  return {
    allowed: quota?.allowed ?? 0,
    used: quota?.used ?? 0,
    remaining: quota ? Math.max(0, quota.allowed - quota.used) : 0,
    reset_date: (shown && quota && refillDate(shown, quota.resetDate)?.toISOString()) ?? null,
  };
}
