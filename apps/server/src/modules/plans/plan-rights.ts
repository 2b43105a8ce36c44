/**
 * A plan's rights as its cards describe them, written from the same plan columns the builder enforces
 * (`palettes`, `advanced_shapes_and_methods`, `drawings_per_period`, `carry_over`, `billing_period`):
 * change the data and both the cards and the builder follow. A one-time plan's drawings are for its
 * one period («на 30 дней»); no plan says «в месяц» (see `planPeriod`).
 */
import { METHODS, SHAPES } from "@mandala/engine";
import type { Locale } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import { opens, type TierRights } from "../drawing/index.ts";
import type { PlanRow } from "./terms.ts";

type Rights = Pick<
  PlanRow,
  "palettes" | "advancedShapesAndMethods" | "drawingsPerPeriod" | "carryOver" | "periodDays" | "billingPeriod"
>;

/**
 * What a plan opens in the builder, read from the columns its cards describe: its palettes, and the
 * advanced shapes and methods when it has them; asking for more is refused as `billing.notInPlan`.
 */
export function planRights(plan: Pick<PlanRow, "palettes" | "advancedShapesAndMethods">): TierRights {
  return { palettes: plan.palettes, advanced: plan.advancedShapesAndMethods, denied: "billing.notInPlan" };
}

/**
 * A plan's period in words: «30 дней» / "30 days". This is the one meaning of "a month" in billing:
 * a plan's period is `period_days` whole days (30 for the monthly plans), never a calendar month.
 * Paying adds `period_days` days to the end (`applyPaidPlan`), and so does each renewal charge
 * (`renewal-payment.ts`), so every text about a plan's period (cards, /payment, the checkout page,
 * e-mails, receipts) says «30 дней» / «каждые 30 дней», never «месяц», «в месяц» or «ежемесячно».
 * The web's plan phrases (`apps/web/src/ui/plan-terms.ts`) follow the same rule.
 */
export function planPeriod(plan: Pick<PlanRow, "periodDays">, locale: Locale): string {
  return countOf(plan.periodDays, "day", locale);
}

/** "9, 12 и 13" / "9, 12 and 13". */
function list(values: readonly number[], and: string): string {
  const items = values.map(String);
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The lines of a plan card that state the plan's rights, in `locale`. */
export function rightsFeatures(plan: Rights, locale: Locale): string[] {
  const tiers = { advanced: plan.advancedShapesAndMethods };
  const shapes = SHAPES.filter((shape) => opens(tiers, shape.tier)).length;
  const methods = METHODS.filter((method) => opens(tiers, method.tier)).length;
  const palettes = [...plan.palettes].sort((a, b) => a - b);
  const once = plan.billingPeriod === "once";
  if (locale === "en") {
    return [
      palettes.length === 1
        ? `Automatic calculation on ${palettes[0]} colours`
        : `${list(palettes, "and")}-colour palettes`,
      `${countOf(shapes, "figure", "en")} and ${countOf(methods, "method", "en")}${plan.advancedShapesAndMethods ? ", advanced ones included" : ""}`,
      `${countOf(plan.drawingsPerPeriod, "mandala", "en")} ${once ? "for" : "per"} ${planPeriod(plan, "en")}${plan.carryOver ? ", unused ones carry over" : ""}`,
    ];
  }
  return [
    palettes.length === 1
      ? `Автоматический расчёт на ${palettes[0]} цветах`
      : `Палитры на ${list(palettes, "и")} цветов`,
    `${countOf(shapes, "figure", "ru")} и ${countOf(methods, "method", "ru")}${plan.advancedShapesAndMethods ? ", включая продвинутые" : ""}`,
    `${countOf(plan.drawingsPerPeriod, "mandala", "ru")} ${once ? "на" : "за"} ${planPeriod(plan, "ru")}${plan.carryOver ? ", остаток переносится" : ""}`,
  ];
}

/**
 * What a plan's payment is called on its fiscal receipt and in the provider's cabinet (always in
 * Russian, as receipts are): the plan's Russian name and its period; a one-time plan is never called
 * a subscription. «Тариф «Продвинутый», доступ на 30 дней» / «Продление тарифа «Продвинутый» на 30 дней».
 */
export function planPaymentDescription(
  plan: Pick<PlanRow, "description" | "periodDays" | "billingPeriod">,
  { renewal }: { renewal: boolean },
): string {
  const days = planPeriod(plan, "ru");
  if (renewal) return `Продление тарифа «${plan.description}» на ${days}`;
  return plan.billingPeriod === "once"
    ? `Тариф «${plan.description}», разовый доступ на ${days}`
    : `Тариф «${plan.description}», доступ на ${days} с автопродлением`;
}
