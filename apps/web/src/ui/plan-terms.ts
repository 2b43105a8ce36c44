/**
 * What a plan sells and what paying for it does, in the words every page uses: the home cards, /payment,
 * the profile's subscription and the builder's balance. One owner for these phrases, read from the plans
 * data (`billing_period`, `period_days`, `drawings_per_period`) and the subscription's state; the rules
 * behind them are the server's (docs/decisions/029). A one-time plan never says «Продлить» or
 * «Пополнится» and is never a subscription; a refill is promised only for a date the server says the
 * balance refills. A plan's period is `period_days` days, never a calendar month: renewals add as many
 * days (the rule is stated once, at `planPeriod` in the server's `plans/plan-rights.ts`), so no
 * phrase says «в месяц» or «ежемесячно»; a renewing plan is «тариф с автопродлением».
 */
import { addDays, type TPlan } from "@mandala/contract";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "./dates.ts";
import { formatRubles } from "./format.ts";

export type PlanFacts = Pick<
  TPlan,
  "id" | "name" | "price" | "billing_period" | "period_days" | "drawings_per_period"
>;

/** The subscription as a purchase sees it: the plan held now (live), a trial or a paid one. */
export interface HeldPlan {
  planId: number | null;
  planName: string | null;
  /** Live now (a trial, an active plan, or one whose renewal is off but whose period runs). */
  isActive: boolean;
  isTrial: boolean;
  /** The end of the live period (ISO 8601). */
  expiry: string | null;
}

/** What paying for a plan does now (docs/decisions/029). */
export type PurchaseKind = "start" | "afterTrial" | "extend" | "rebuy" | "replace";

export function purchaseKind(
  plan: Pick<PlanFacts, "id" | "billing_period">,
  held: HeldPlan | null,
): PurchaseKind {
  if (!held?.isActive) return "start";
  if (held.isTrial) return "afterTrial";
  if (held.planId === plan.id) return plan.billing_period === "once" ? "rebuy" : "extend";
  return "replace";
}

/** The end of the period a payment made at `now` buys, as the server will set it. */
export function paidUntil(
  plan: Pick<PlanFacts, "period_days">,
  kind: PurchaseKind,
  held: HeldPlan | null,
  now: Date,
) {
  const from = kind === "start" || kind === "replace" || !held?.expiry ? now : new Date(held.expiry);
  return addDays(from, plan.period_days);
}

export function planTerms(t: TFunction<"plans">, language: string) {
  const date = (value: string | Date) => formatDate(value, language);
  /** «за 30 дней» or «разово, на 30 дней». */
  const period = (plan: PlanFacts) => t(`period.${plan.billing_period}`, { count: plan.period_days });

  return {
    /** The card's price, period and renewal lines. */
    price(plan: PlanFacts) {
      return {
        amount: formatRubles(plan.price),
        period: period(plan),
        renewal: t(`renewal.${plan.billing_period}`, { count: plan.period_days }),
      };
    },

    /**
     * The card's button (its text and accessible name) and what paying does, said before paying; for a
     * renewing plan also what is charged now and later and how to stop it (`charge`, else null).
     */
    purchase(plan: PlanFacts, held: HeldPlan | null, now = new Date()) {
      const kind = purchaseKind(plan, held);
      const action =
        kind === "rebuy"
          ? "buyAgain"
          : kind === "extend"
            ? "renew"
            : plan.billing_period === "once"
              ? "buy"
              : "subscribe";
      const until = date(paidUntil(plan, kind, held, now));
      const price = formatRubles(plan.price);
      const values = { name: plan.name, price, period: period(plan), count: plan.period_days };
      return {
        kind,
        action: t(`action.${action}`),
        label: t(`label.${action}`, values),
        effect:
          kind === "rebuy"
            ? t("effect.rebuy", { count: plan.drawings_per_period, date: until })
            : kind === "replace"
              ? t("effect.replace", { current: held?.planName ?? "", date: until })
              : t(`effect.${kind}`, { date: until }),
        charge:
          plan.billing_period === "month"
            ? t("charge.month", { price, date: until, count: plan.period_days })
            : null,
      };
    },

    /**
     * The balance's horizon: «Пополнится …» on the date the server says it refills (`reset_date`, null
     * when it does not), else «Доступ до …» the end; empty without either.
     */
    access(refillDate: string | null, expiry: string | null): string {
      if (refillDate) return t("access.refill", { date: date(refillDate) });
      return expiry ? t("access.until", { date: date(expiry) }) : "";
    },
  };
}

export type PlanTerms = ReturnType<typeof planTerms>;

/** The plan terms in the interface language (the `plans` namespace must be loaded by the page). */
export function usePlanTerms(): PlanTerms {
  const { t, i18n } = useTranslation("plans");
  return useMemo(() => planTerms(t, i18n.language), [t, i18n.language]);
}
