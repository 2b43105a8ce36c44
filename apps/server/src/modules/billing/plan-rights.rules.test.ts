import { type MandalaParams, METHODS, PALETTE_SIZES, SHAPES } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../db/seed-data.ts";
import { requireAllowed } from "../drawing/index.ts";
import { isAllowed } from "../drawing/rights.ts";
import { planPaymentDescription, planRights, rightsFeatures } from "../plans/index.ts";

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

describe("what each shipped plan opens in the builder", () => {
  /** The seed's plan of `tier`, with the database's default for what it leaves out. */
  const rightsOf = (tier: string) => {
    const plan = PLANS.find((candidate) => candidate.tier === tier);
    if (!plan) throw new Error(`no ${tier} plan`);
    return planRights({
      palettes: plan.palettes,
      advancedShapesAndMethods: plan.advancedShapesAndMethods ?? false,
    });
  };
  const drawing = (overrides: Partial<MandalaParams>): MandalaParams => ({
    phrase: "любовь",
    shape: "demoshape",
    firstMethod: "1",
    additionalMethod: "1",
    patternLength: 3,
    palette: 9,
    ...overrides,
  });
  /** The shapes, methods and palettes `rights` open, each tried on its own. */
  const opened = (rights: ReturnType<typeof rightsOf>) => ({
    shapes: SHAPES.filter((shape) => isAllowed(drawing({ shape: shape.id }), rights)).map(
      (shape) => shape.tier,
    ),
    methods: METHODS.filter((method) => isAllowed(drawing({ firstMethod: method.id }), rights)).map(
      (method) => method.tier,
    ),
    palettes: PALETTE_SIZES.filter((palette) => isAllowed(drawing({ palette }), rights)),
  });

  it("Basic: the basic shapes and methods on 9 colours only", () => {
    const basic = opened(rightsOf("basic"));
    expect(new Set([...basic.shapes, ...basic.methods])).toEqual(new Set(["basic"]));
    expect(basic.shapes).toHaveLength(SHAPES.filter((shape) => shape.tier === "basic").length);
    expect(basic.methods).toHaveLength(METHODS.filter((method) => method.tier === "basic").length);
    expect(basic.palettes).toEqual([9]);
  });

  it.each(["advanced", "premium"])("%s: every shape and method, on 9, 12 and 13 colours", (tier) => {
    const all = opened(rightsOf(tier));
    expect(all.shapes).toHaveLength(SHAPES.length);
    expect(all.methods).toHaveLength(METHODS.length);
    expect(all.palettes).toEqual([9, 12, 13]);
  });

  it("refuses what a plan does not open as not in the plan", () => {
    const advancedShape = SHAPES.find((shape) => shape.tier === "advanced")?.id;
    expect(() => requireAllowed(drawing({ shape: advancedShape }), rightsOf("basic"))).toThrow(
      expect.objectContaining({ code: "billing.notInPlan" }),
    );
    expect(() => requireAllowed(drawing({ palette: 12 }), rightsOf("basic"))).toThrow(
      expect.objectContaining({ code: "billing.notInPlan" }),
    );
    expect(() =>
      requireAllowed(drawing({ shape: advancedShape, palette: 13 }), rightsOf("premium")),
    ).not.toThrow();
  });
});
