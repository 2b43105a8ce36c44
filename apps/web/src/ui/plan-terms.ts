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
import type { TPlan, TPurchaseOffer } from "@mandala/contract";
import { addDays } from "@mandala/contract/days";
import { formatRub } from "@mandala/contract/money";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "./dates.ts";

export type PlanFacts = Pick<
  TPlan,
  "id" | "name" | "price" | "billing_period" | "period_days" | "drawings_per_period"
>;

/**
 * What paying for a plan does now: the server's offer (`offers` of the subscription reply, computed by
 * its purchase terms), or for someone who holds no plan, a first purchase from now.
 */
export type PurchaseOffer = Pick<TPurchaseOffer, "kind" | "paid_until">;

/** A first purchase at `now`: the plan runs one period from now. */
export const firstPurchase = (plan: Pick<PlanFacts, "period_days">, now: Date): PurchaseOffer => ({
  kind: "start",
  paid_until: addDays(now, plan.period_days).toISOString(),
});

export function planTerms(t: TFunction<"plans">, language: string) {
  const date = (value: string | Date) => formatDate(value, language);
  /** «за 30 дней» or «разово, на 30 дней». */
  const period = (plan: PlanFacts) => t(`period.${plan.billing_period}`, { count: plan.period_days });

  return {
    /** The card's price, period and renewal lines. */
    price(plan: PlanFacts) {
      return {
        amount: formatRub(plan.price),
        period: period(plan),
        renewal: t(`renewal.${plan.billing_period}`, { count: plan.period_days }),
      };
    },

    /**
     * The card's button (its text and accessible name) and what paying does, said before paying; for a
     * renewing plan also what is charged now and later and how to stop it (`charge`, else null).
     * `current` names the plan held now, which a `replace` ends.
     */
    purchase(plan: PlanFacts, offer: PurchaseOffer | null, current: string | null = null) {
      // Not known (the subscription could not be read while a plan is held): the button, no promise.
      const kind = offer?.kind ?? "start";
      const action =
        kind === "rebuy"
          ? "buyAgain"
          : kind === "extend"
            ? "renew"
            : plan.billing_period === "once"
              ? "buy"
              : "subscribe";
      const until = offer ? date(offer.paid_until) : "";
      const price = formatRub(plan.price);
      const values = { name: plan.name, price, period: period(plan), count: plan.period_days };
      return {
        kind,
        action: t(`action.${action}`),
        label: t(`label.${action}`, values),
        effect: !offer
          ? null
          : kind === "rebuy"
            ? t("effect.rebuy", { count: plan.drawings_per_period, date: until })
            : kind === "replace"
              ? t("effect.replace", { current: current ?? "", date: until })
              : t(`effect.${kind}`, { date: until }),
        charge:
          offer && plan.billing_period === "month"
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
