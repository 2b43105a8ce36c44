/**
 * What the other modules ask of billing — the one door into plans, subscriptions, trials, balances
 * and purchases from outside the module (auth calls it; nothing else queries billing's tables).
 */
import type { TMandalaDrawings, TPurchasedLearningSet, TSubscriptionDetails } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { Locale } from "../../i18n/messages.ts";
import { isLive } from "../plans/index.ts";
import { drawingBalance, shownSubscription, subscriptionDetails } from "./account.ts";
import { type ClosedBilling, closeBillingOf } from "./account-closing.ts";
import { findPlan, linkPurchasesToUser, listPurchasedSets, type PlanRow } from "./billing.repository.ts";
import { startTrialIn } from "./trial.ts";

/** A user's billing state for the profile. */
export interface BillingAccount {
  /** The live subscription ending last, else the latest one; null without any. */
  subscription: TSubscriptionDetails | null;
  isActive: boolean;
  drawings: TMandalaDrawings;
  purchasedSets: TPurchasedLearningSet[];
}

export function createBillingService({ db }: { db: Db }) {
  return {
    /** The plan with this id, or undefined. */
    findPlan: (planId: number): Promise<PlanRow | undefined> => findPlan(db, planId),

    /** Starts the free trial of `plan` inside the caller's transaction (see `startTrialIn`). */
    startTrial: (tx: DbOrTx, userId: number, plan: PlanRow): Promise<void> => startTrialIn(tx, userId, plan),

    /** Gives the user every set bought with `email` that belongs to nobody yet; returns how many. */
    claimPurchases: (tx: DbOrTx, userId: number, email: string): Promise<number> =>
      linkPurchasesToUser(tx, userId, email),

    /**
     * Stops the user's renewals and set links, detaches their payments and marks those in flight
     * (account deletion, decision 031).
     */
    closeAccount: (tx: DbOrTx, userId: number, at: Date): Promise<ClosedBilling> =>
      closeBillingOf(tx, userId, at),

    /** The user's subscription, drawing balance and bought sets. */
    async account(userId: number, locale: Locale, now = new Date()): Promise<BillingAccount> {
      const shown = await shownSubscription(db, userId);
      const [drawings, sets] = await Promise.all([
        drawingBalance(db, userId, shown, now),
        listPurchasedSets(db, userId),
      ]);
      return {
        subscription: subscriptionDetails(shown, now, locale),
        isActive: shown !== undefined && isLive(shown.subscription, now),
        drawings,
        purchasedSets: sets.map((set) => ({
          id: set.id,
          slug: set.slug,
          name: set.name,
          topic_name: set.topicName,
          icon_url: set.iconUrl,
          purchased_at: set.purchasedAt.toISOString(),
        })),
      };
    },
  };
}
