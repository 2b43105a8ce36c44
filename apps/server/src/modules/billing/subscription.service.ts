/** Subscriptions: the current state, the free trial (once per user) and applying a paid plan. */
import type { TPurchaseOffer, TSubscriptionReply } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { renewalMail } from "../orders/index.ts";
import {
  type Clock,
  expireSubscriptions,
  hasRenewal,
  isLive,
  planTitle,
  purchaseOffer,
  purchaseTerms,
  renews,
  rolloverQuotas,
  systemClock,
} from "../plans/index.ts";
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
import type { PaymentsLog } from "./payments.service.ts";
import { forgetSavedCard, setRenewal, subscriptionForMail } from "./renewals.repository.ts";
import { startTrialIn } from "./trial.ts";

/**
 * Applies a paid plan to the user inside the payment's transaction, by its terms (`purchaseTerms`,
 * docs/decisions/029): the same live plan runs one period longer, any other plan starts now (from
 * the trial's end when bought during the free trial) and replaces what was live.
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
  const terms = purchaseTerms(
    plan,
    live.map(({ subscription }) => subscription),
    quota,
    now,
  );
  const { expiresAt } = terms;
  if (terms.kind === "extend") {
    await extendSubscription(tx, terms.subscriptionId, expiresAt);
    if (terms.balance !== null) await setQuota(tx, userId, terms.balance, expiresAt);
    return { expiresAt, subscriptionId: terms.subscriptionId };
  }
  await cancelSubscriptions(tx, terms.replaced, now);
  const subscriptionId = await insertSubscription(tx, {
    userId,
    planId: plan.id,
    status: "active",
    startedAt: now,
    expiresAt,
  });
  await setQuota(tx, userId, terms.balance, expiresAt);
  return { expiresAt, subscriptionId };
}

/** A monthly plan's renewal as the customer sees it: on (next charge: date, amount) or off, and its card. */
function renewalOf(current: ShownSubscription | undefined, live: boolean) {
  if (!current || !live || !hasRenewal(current.subscription, current.plan)) return null;
  const { subscription, plan } = current;
  const enabled = renews(subscription, plan);
  return {
    enabled,
    next_charge_date: enabled ? subscription.expiresAt.toISOString() : null,
    amount: plan.priceRub,
    card: subscription.cardLast4
      ? { last4: subscription.cardLast4, type: subscription.cardType ?? "Unknown" }
      : null,
  };
}

export interface SubscriptionServiceOptions {
  db: Db;
  /** The outbox: the e-mails about the renewal leave with the change they tell of. */
  mailer: Mailer;
  /** Removes a forgotten card's method at the provider where it can. */
  provider: Pick<PaymentProvider, "removeSavedMethod">;
  publicUrl: string;
  log: Pick<PaymentsLog, "warn">;
  clock?: Clock;
}

export function createSubscriptionService({
  db,
  mailer,
  provider,
  publicUrl,
  log,
  clock = systemClock,
}: SubscriptionServiceOptions) {
  /** Queues, in `tx`, the e-mail saying subscription `subscriptionId`'s renewal is off and until when. */
  async function tellRenewalOff(tx: DbOrTx, subscriptionId: number, kind: "turnedOff" | "cardRemoved") {
    const row = await subscriptionForMail(tx, subscriptionId);
    if (!row) return;
    const language = storedLocale(row.accountLocale);
    const details = {
      planName: planTitle(row.plan, language),
      amountRub: row.plan.priceRub,
      periodDays: row.plan.periodDays,
      date: row.subscription.expiresAt,
    };
    await mailer.send(renewalMail(kind, details, language, row.email, `${publicUrl}/profile`), { tx });
  }

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
      offers: await offers(userId, now),
      renewal: renewalOf(shown, live),
    };
  }

  /** What paying for each plan would do for the user now. */
  async function offers(userId: number, now: Date): Promise<TPurchaseOffer[]> {
    const live = (await liveSubscriptions(db, userId, now)).map(({ subscription }) => subscription);
    return (await listPlans(db)).map((plan) => {
      const { kind, paidUntil } = purchaseOffer(plan, live, now);
      return { plan_id: plan.id, kind, paid_until: paidUntil.toISOString() };
    });
  }

  return {
    current,

    /**
     * Turns the monthly plan's renewal off (it stays until the period ends) or back on; 409 when there
     * is no such renewal to change (a trial, a one-time plan, or already so).
     */
    async setRenewal(userId: number, enabled: boolean, locale: Locale = "ru"): Promise<TSubscriptionReply> {
      const changed = await db.transaction(async (tx) => {
        const ids = await setRenewal(tx, userId, enabled, clock());
        if (!enabled) for (const id of ids) await tellRenewalOff(tx, id, "turnedOff");
        return ids.length > 0;
      });
      if (!changed) {
        const state = await current(userId, locale);
        if (state.renewal?.enabled !== enabled) throw new DomainError("billing.noRenewal");
      }
      return current(userId, locale);
    },

    /**
     * Forgets the saved card: renewal is off (the plan stays until its period ends), the customer is
     * told by e-mail, and the provider removes the method where it can. 409 when there is no card.
     */
    async removeCard(userId: number, locale: Locale = "ru"): Promise<TSubscriptionReply> {
      const forgotten = await db.transaction(async (tx) => {
        const row = await forgetSavedCard(tx, userId, clock());
        if (row) await tellRenewalOff(tx, row.subscriptionId, "cardRemoved");
        return row;
      });
      if (!forgotten) throw new DomainError("billing.noSavedCard");
      // Already forgotten here, nothing can charge it; the provider's removal is a courtesy.
      await provider.removeSavedMethod(forgotten.methodId).catch((error: unknown) => {
        log.warn({ err: error }, "could not remove the saved method at the provider");
      });
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
