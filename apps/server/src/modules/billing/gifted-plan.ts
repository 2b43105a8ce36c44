/**
 * A plan given as a gift, taken by its recipient: one period of the plan, never over a period they
 * paid for. The same plan already paid runs one period longer from its end (the gift's days follow the
 * paid ones); during the free trial the gift counts from the trial's end; another plan paid and still
 * running is not replaced: the gift can be taken once it ends (`waitUntil`), so no paid day is lost.
 */
import { addDays } from "@mandala/contract";
import type { DbOrTx } from "../../db/client.ts";
import { planTitle, purchaseTerms } from "../plans/index.ts";
import { endPaidSubscriptions } from "./admin.repository.ts";
import { extendSubscription, findPlan, findQuota, liveSubscriptions } from "./billing.repository.ts";
import { applyPaidPlan } from "./subscription.service.ts";

/** What taking gifted plan `planId` would give the user now. */
export type GiftedPlanTerms =
  | {
      kind: "now";
      startsAt: Date;
      expiresAt: Date;
      /** The paid (or trial) period the gift's days follow, when there is one. */
      after: { planName: string; until: Date; trial: boolean } | null;
    }
  | { kind: "wait"; waitUntil: Date; planName: string };

export async function giftedPlanTerms(
  tx: DbOrTx,
  userId: number,
  planId: number,
  now: Date,
  locale: "ru" | "en",
): Promise<GiftedPlanTerms | undefined> {
  const plan = await findPlan(tx, planId);
  if (!plan) return undefined;
  const live = await liveSubscriptions(tx, userId, now);
  const otherPaid = live.find(({ subscription }) => !subscription.isTrial && subscription.planId !== plan.id);
  if (otherPaid) {
    return {
      kind: "wait",
      waitUntil: otherPaid.subscription.expiresAt,
      planName: planTitle(otherPaid.plan, locale),
    };
  }
  const terms = purchaseTerms(
    plan,
    live.map(({ subscription }) => subscription),
    await findQuota(tx, userId),
    now,
  );
  const startsAt = addDays(terms.expiresAt, -plan.periodDays);
  const before = live.find(({ subscription }) => subscription.expiresAt.getTime() === startsAt.getTime());
  return {
    kind: "now",
    startsAt,
    expiresAt: terms.expiresAt,
    after: before
      ? {
          planName: planTitle(before.plan, locale),
          until: before.subscription.expiresAt,
          trial: before.subscription.isTrial,
        }
      : null,
  };
}

/** Gives gifted plan `planId` to the user now, by `giftedPlanTerms` (the caller checked they allow it). */
export async function applyGiftedPlan(tx: DbOrTx, userId: number, planId: number, now: Date) {
  const plan = await findPlan(tx, planId);
  return plan ? applyPaidPlan(tx, userId, plan, now) : undefined;
}

/**
 * Takes back the days of gifted plan `planId` its recipient was given, the gift being refunded: the
 * plan's paid period runs one period shorter (the gift's days were added at its end, whatever came
 * after); when that leaves nothing, the plan ends now, as a refunded plan's payment ends it. Answers
 * whether the plan ended, or undefined when no period of it is running (already over).
 */
export async function cutGiftedPlan(
  tx: DbOrTx,
  userId: number,
  planId: number,
  now: Date,
): Promise<{ ended: boolean } | undefined> {
  const plan = await findPlan(tx, planId);
  const live = await liveSubscriptions(tx, userId, now);
  const paid = live.find(({ subscription }) => !subscription.isTrial && subscription.planId === planId);
  if (!plan || !paid) return undefined;
  const until = addDays(paid.subscription.expiresAt, -plan.periodDays);
  if (until > now) {
    await extendSubscription(tx, paid.subscription.id, until);
    return { ended: false };
  }
  await endPaidSubscriptions(tx, userId, planId);
  return { ended: true };
}
