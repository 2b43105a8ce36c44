import { describe, expect, it } from "vitest";
import { planPaymentDescription, rightsFeatures } from "./plan-rights.ts";

/** A basic monthly plan's rights. */
const BASIC: Parameters<typeof rightsFeatures>[0] = {
  palettes: [9],
  advancedShapesAndMethods: false,
  drawingsPerPeriod: 30,
  carryOver: false,
  periodDays: 30,
  billingPeriod: "month",
};

describe("a plan card's rights lines", () => {
  it.each([
    {
      name: "state a monthly plan's drawings for its 30 days, as renewals count them, in both languages",
      plan: BASIC,
      ru: ["Автоматический расчёт на 9 цветах", "4 фигуры и 10 методов", "30 мандал за 30 дней"],
      en: ["Automatic calculation on 9 colours", "4 figures and 10 methods", "30 mandalas per 30 days"],
    },
    {
      name: "follow the data: palettes in order, advanced shapes and methods, another period, carry-over",
      plan: {
        ...BASIC,
        palettes: [13, 9, 12],
        advancedShapesAndMethods: true,
        drawingsPerPeriod: 21,
        carryOver: true,
        periodDays: 7,
      },
      ru: [
        "Палитры на 9, 12 и 13 цветов",
        "8 фигур и 12 методов, включая продвинутые",
        "21 мандала за 7 дней, остаток переносится",
      ],
      en: [
        "9, 12 and 13-colour palettes",
        "8 figures and 12 methods, advanced ones included",
        "21 mandalas per 7 days, unused ones carry over",
      ],
    },
    {
      name: "give a one-time plan's drawings for its one period, never a month",
      plan: { ...BASIC, billingPeriod: "once" as const },
      ru: ["Автоматический расчёт на 9 цветах", "4 фигуры и 10 методов", "30 мандал на 30 дней"],
      en: ["Automatic calculation on 9 colours", "4 figures and 10 methods", "30 mandalas for 30 days"],
    },
  ])("$name", ({ plan, ru, en }) => {
    expect(rightsFeatures(plan, "ru")).toEqual(ru);
    expect(rightsFeatures(plan, "en")).toEqual(en);
  });
});

describe("a plan's payment as its receipt names it", () => {
  const advanced = { description: "Продвинутый", periodDays: 30 };

  it("calls a one-time plan a plan, never a subscription, in Russian only", () => {
    const once = planPaymentDescription({ ...advanced, billingPeriod: "once" }, { renewal: false });
    expect(once).toBe("Тариф «Продвинутый», разовый доступ на 30 дней");
    expect(once).not.toMatch(/подписк|[A-Za-z]/i);
  });

  it("says that a monthly plan renews, and names a renewal as one", () => {
    const monthly = { ...advanced, billingPeriod: "month" as const };
    expect(planPaymentDescription(monthly, { renewal: false })).toBe(
      "Тариф «Продвинутый», доступ на 30 дней с автопродлением",
    );
    expect(planPaymentDescription({ ...monthly, periodDays: 31 }, { renewal: true })).toBe(
      "Продление тарифа «Продвинутый» на 31 день",
    );
  });
});
