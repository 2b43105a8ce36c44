/**
 * A user's billing state as every page shows it (the subscription reply, the profile): which
 * subscription is shown, its status now, and the drawing balance it opens.
 */
import type { TMandalaDrawings, TSubscriptionDetails } from "@mandala/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Locale } from "../../i18n/messages.ts";
import { daysRemaining, drawingsLeft, isLive, planTitle, refillDate, statusAt } from "../plans/index.ts";
import { findQuota, latestSubscription, liveSubscriptions } from "./billing.repository.ts";

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
    days_remaining: daysRemaining(subscription.expiresAt, now),
    is_trial: subscription.isTrial,
  };
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
    remaining: drawingsLeft(quota),
    reset_date:
      (shown && quota && refillDate(shown.subscription, shown.plan, quota.resetDate)?.toISOString()) ?? null,
  };
}
