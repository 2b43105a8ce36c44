import { DAY_MS } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createPlan, createQuota, createSubscription, createUser } from "../../../test/factories.ts";
import { drawingQuotas, subscriptions } from "../../db/schema.ts";
import {
  drawingAllowance,
  expireSubscriptions,
  renews,
  rolloverQuotas,
  spendDrawing,
  subscriptionRenews,
} from "../plans/index.ts";
import { billingSteps } from "./billing-jobs.ts";
import { dueRenewals } from "./renewals.repository.ts";

describe("quota and tier rights", () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const rightsForUser = async (database: ReturnType<typeof db>, userId: number) =>
    (await drawingAllowance(database, userId))?.rights ?? null;

  async function subscribed(
    tier: "basic" | "advanced" | "premium" = "basic",
    quota = { allowed: 30, used: 0 },
  ) {
    const user = await createUser(db());
    const plan = await createPlan(db(), {
      tier,
      palettes: tier === "basic" ? [9] : [9, 12, 13],
      advancedShapesAndMethods: tier !== "basic",
    });
    await createSubscription(db(), { userId: user.id, planId: plan.id });
    await createQuota(db(), { userId: user.id, ...quota });
    return { user, plan };
  }

  it("200 concurrent spends with 10 remaining: exactly 10 succeed and the balance never goes below zero", async () => {
    const { user } = await subscribed("basic", { allowed: 30, used: 20 });
    const results = await Promise.all(Array.from({ length: 200 }, () => spendDrawing(db(), user.id)));
    const spent = results.filter((result) => result !== null);
    expect(spent).toHaveLength(10);
    expect(spent.map((result) => result?.remaining).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const [quota] = await db().select().from(drawingQuotas).where(eq(drawingQuotas.userId, user.id));
    expect(quota).toMatchObject({ allowed: 30, used: 30 });
    expect(await spendDrawing(db(), user.id)).toBeNull();
  });

  it("spends nothing without a live subscription, after it expired, or without a balance", async () => {
    const lonely = await createUser(db());
    await createQuota(db(), { userId: lonely.id });
    expect(await spendDrawing(db(), lonely.id)).toBeNull();

    const { user } = await subscribed();
    await db()
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    expect(await spendDrawing(db(), user.id)).toBeNull();

    const noBalance = await createUser(db());
    const plan = await createPlan(db());
    await createSubscription(db(), { userId: noBalance.id, planId: plan.id });
    expect(await spendDrawing(db(), noBalance.id)).toBeNull();
  });

  it("a new period resets the balance, or adds to what is left on a carry-over plan", async () => {
    const past = new Date(Date.now() - DAY_MS);
    const reset = await subscribed("basic", { allowed: 30, used: 25 });
    await db().update(drawingQuotas).set({ resetDate: past }).where(eq(drawingQuotas.userId, reset.user.id));
    const carry = await createUser(db());
    const premium = await createPlan(db(), { tier: "premium", drawingsPerPeriod: 300, carryOver: true });
    await createSubscription(db(), { userId: carry.id, planId: premium.id });
    await createQuota(db(), { userId: carry.id, allowed: 300, used: 200, resetDate: past });

    expect(await spendDrawing(db(), reset.user.id)).toEqual({ remaining: 29 });
    expect(await rolloverQuotas(db())).toBe(1);
    expect(await rolloverQuotas(db())).toBe(0);
    const [carried] = await db().select().from(drawingQuotas).where(eq(drawingQuotas.userId, carry.id));
    expect(carried).toMatchObject({ allowed: 400, used: 0 });
    expect(carried?.resetDate.getTime()).toBeGreaterThan(Date.now() + 25 * DAY_MS);
  });

  it("a one-time plan's balance never refills, even with a reset date inside its period", async () => {
    const user = await createUser(db());
    const once = await createPlan(db(), { billingPeriod: "once" });
    await createSubscription(db(), { userId: user.id, planId: once.id });
    const past = new Date(Date.now() - DAY_MS);
    await createQuota(db(), { userId: user.id, allowed: 30, used: 30, resetDate: past });
    expect(await rolloverQuotas(db(), user.id)).toBe(0);
    expect(await spendDrawing(db(), user.id)).toBeNull();
  });

  it("tier rights: Basic 9 colours and basic shapes, Advanced and Premium all, none without a live subscription", async () => {
    const basic = await subscribed("basic");
    const advanced = await subscribed("advanced");
    const premium = await subscribed("premium");
    expect(await rightsForUser(db(), basic.user.id)).toEqual({
      palettes: [9],
      advanced: false,
      denied: "billing.notInPlan",
    });
    expect(await rightsForUser(db(), advanced.user.id)).toMatchObject({
      palettes: [9, 12, 13],
      advanced: true,
    });
    expect(await rightsForUser(db(), premium.user.id)).toMatchObject({
      palettes: [9, 12, 13],
      advanced: true,
    });
    const nobody = await createUser(db());
    expect(await rightsForUser(db(), nobody.id)).toBeNull();
    // Renewal turned off (canceled): the plan's rights last until its period ends.
    await db()
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.userId, advanced.user.id));
    expect(await rightsForUser(db(), advanced.user.id)).toMatchObject({ advanced: true });
    await db()
      .update(subscriptions)
      .set({ status: "expired" })
      .where(eq(subscriptions.userId, advanced.user.id));
    expect(await rightsForUser(db(), advanced.user.id)).toBeNull();
  });

  it("the allowance reads the rights and the drawings left together (none left without a balance)", async () => {
    const { user } = await subscribed("advanced", { allowed: 30, used: 12 });
    expect(await drawingAllowance(db(), user.id)).toEqual({
      rights: { palettes: [9, 12, 13], advanced: true, denied: "billing.notInPlan" },
      remaining: 18,
    });
    await spendDrawing(db(), user.id);
    expect((await drawingAllowance(db(), user.id))?.remaining).toBe(17);
    await db().delete(drawingQuotas).where(eq(drawingQuotas.userId, user.id));
    expect((await drawingAllowance(db(), user.id))?.remaining).toBe(0);
  });

  it("the allowance is read at the moment it is asked for: none once the subscription's end has passed", async () => {
    const { user } = await subscribed("advanced");
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const end = subscription?.expiresAt ?? new Date();
    expect(await drawingAllowance(db(), user.id, new Date(end.getTime() - 1000))).not.toBeNull();
    expect(await drawingAllowance(db(), user.id, end)).toBeNull();
    expect(await drawingAllowance(db(), user.id, new Date(end.getTime() - 1000))).not.toBeNull();
  });

  it("the expiry job ends subscriptions whose time has passed", async () => {
    const { user } = await subscribed();
    await db()
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    const payments = { settleStalePayments: async () => 0 };
    const renewals = { run: async () => ({ reminded: 0, due: 0 }) };
    const refunds = { settlePendingRefunds: async () => 0 };
    const steps = billingSteps({ db: db(), payments, refunds, renewals, clock: () => new Date() });
    expect(await steps.find((step) => step.name === "billing.expiry")?.run()).toEqual({ expired: 1 });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.status).toBe("expired");
    expect(await expireSubscriptions(db())).toBe(0);
  });

  it("one rule says which subscription renews: the renewal job takes exactly those, the expiry job ends the rest", async () => {
    // The expiry job used to spare any active subscription with a saved method, the renewal job only a
    // monthly plan's: a one-time plan with a method stayed active past its end, renewed by no one.
    const cases = [
      {
        name: "monthly, active, saved method",
        period: "month",
        status: "active",
        method: "pm-1",
        renews: true,
      },
      {
        name: "one-time, active, saved method",
        period: "once",
        status: "active",
        method: "pm-2",
        renews: false,
      },
      { name: "monthly, renewal off", period: "month", status: "canceled", method: "pm-3", renews: false },
      { name: "monthly, no saved method", period: "month", status: "active", method: null, renews: false },
      { name: "monthly trial", period: "month", status: "trial", method: "pm-4", renews: false },
    ] as const;
    const ended = new Date(Date.now() - 1000);
    const rows = [];
    for (const one of cases) {
      const user = await createUser(db());
      const plan = await createPlan(db(), { billingPeriod: one.period });
      const subscription = await createSubscription(db(), {
        userId: user.id,
        planId: plan.id,
        status: one.status,
        paymentMethodId: one.method,
        expiresAt: ended,
      });
      expect(renews(subscription, plan), one.name).toBe(one.renews);
      rows.push({ ...one, id: subscription.id });
    }
    const renewing = rows.filter((row) => row.renews).map((row) => row.id);
    const bySql = await db().select({ id: subscriptions.id }).from(subscriptions).where(subscriptionRenews());
    expect(bySql.map((row) => row.id)).toEqual(renewing);
    expect((await dueRenewals(db(), new Date(), 100)).map((due) => due.subscription.id)).toEqual(renewing);

    expect(await expireSubscriptions(db())).toBe(rows.length - renewing.length);
    const after = await db().select().from(subscriptions);
    for (const row of rows) {
      const status = after.find((subscription) => subscription.id === row.id)?.status;
      expect(status, row.name).toBe(row.renews ? "active" : "expired");
    }
  });
});
