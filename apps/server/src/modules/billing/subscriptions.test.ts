import { DAY_MS, type TSubscriptionReply } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createPlan, createQuota, createSubscription } from "../../../test/factories.ts";
import { drawingQuotas, subscriptions } from "../../db/schema.ts";
import { PLANS } from "../../db/seed-data.ts";
import { localPath, purchasePlan } from "./billing.test-support.ts";

const FREE = "/draw/api/v1/free";
/** The Advanced plan as the seed writes it. */
const SEEDED_ADVANCED = PLANS.find((plan) => plan.slug === "advanced");

describe("plans and subscriptions (sandbox provider)", () => {
  const ctx = useAuthApp();
  const db = () => ctx.database.db;

  async function seedPlans() {
    const basic = await createPlan(db(), {
      slug: "basic",
      name: "Basic",
      tier: "basic",
      priceRub: 490,
      sortOrder: 1,
    });
    const advanced = await createPlan(db(), SEEDED_ADVANCED);
    return { basic, advanced };
  }

  /** Buys `planId` in the sandbox and pays (or cancels) on its checkout page. */
  /** What the subscription reply says paying for `planId` would do now. */
  async function offerFor(headers: Record<string, string>, planId: number) {
    const reply = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    return (reply.json() as TSubscriptionReply).offers.find((offer) => offer.plan_id === planId);
  }

  async function buy(headers: Record<string, string>, planId: number, outcome: "pay" | "cancel" = "pay") {
    const { response, paymentId: payment_id, link } = await purchasePlan(ctx, headers, planId);
    expect(response.statusCode, response.body).toBe(200);
    const page = await ctx.app.inject({ method: "GET", url: localPath(link) });
    expect(page.statusCode).toBe(200);
    const settle = await ctx.app.inject({ method: "POST", url: `${localPath(link)}/${outcome}` });
    expect(settle.statusCode).toBe(303);
    return { payment_id, page, settle, link: localPath(link) };
  }

  it("lists the plans in order with prices, tiers, features and the popular flag, in both URLs", async () => {
    const { advanced } = await seedPlans();
    for (const url of [`${FREE}/plans/`, `${FREE}/plans/details`]) {
      const response = await ctx.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
      expect(response.statusCode).toBe(200);
      const plans = response.json();
      expect(plans.map((plan: { name: string }) => plan.name)).toEqual(["Basic", "Advanced"]);
      expect(plans[1]).toMatchObject({
        id: advanced.id,
        price: 990,
        price_rub: 990,
        tier: "advanced",
        palettes: [9, 12, 13],
        is_popular: true,
        advanced_shapes_and_methods: true,
        // The rights, written from the plan's data, then the rest of its features.
        features: [
          "9, 12 and 13-colour palettes",
          "8 figures and 12 methods, advanced ones included",
          "100 mandalas per 30 days",
          "Everything in Basic",
        ],
        learning_sets: [],
      });
    }
  });

  it("subscribing in the sandbox: checkout page, pay, then an active plan with its drawing balance", async () => {
    const { advanced } = await seedPlans();
    const { headers } = await signedInUser(ctx);
    const { payment_id, page, settle, link } = await buy(headers, advanced.id);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("990");
    expect(page.body).toContain("Оплатить");
    expect(page.body).toContain("Отменить");
    expect(settle.headers.location).toBe(`http://mandala.test/payment/success?payment_id=${payment_id}`);

    const status = await ctx.app.inject({ method: "GET", url: `/api/payments/${payment_id}`, headers });
    expect(status.json()).toMatchObject({
      status: "succeeded",
      kind: "subscription",
      amount: 990,
      plan_id: advanced.id,
      plan_name: "Продвинутый",
    });
    const current = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(current.json()).toMatchObject({
      status: "active",
      is_active: true,
      plan_name: "Продвинутый",
      tier: "advanced",
      mandala_drawings: { allowed: 100, used: 0, remaining: 100 },
    });
    const english = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/subscription/`,
      headers: { ...headers, "accept-language": "en" },
    });
    expect(english.json().plan_name).toBe("Advanced");
    const profile = await ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers });
    expect(profile.json()).toMatchObject({
      subscription_status: { is_active: true },
      mandala_drawings: { allowed: 100, remaining: 100 },
    });
    // Paying again on the same page does nothing more.
    const sandboxPayments = await db().select().from(subscriptions);
    const again = await ctx.app.inject({ method: "POST", url: `${link}/pay` });
    expect(again.statusCode).toBe(303);
    expect(await db().select().from(subscriptions)).toHaveLength(sandboxPayments.length);
  });

  it("the sandbox checkout page speaks the payment's language and states a renewing plan's charges", async () => {
    const { advanced } = await seedPlans();
    const { headers } = await signedInUser(ctx);
    const russian = await buy(headers, advanced.id, "cancel");
    expect(russian.page.body).toContain('<html lang="ru">');
    expect(russian.page.body).toContain("Тариф «Продвинутый»");
    expect(russian.page.body).toContain(
      "990\u00a0₽ сейчас, затем 990\u00a0₽ каждые 30 дней, пока вы не отключите автопродление в личном кабинете.",
    );
    expect(russian.page.body).not.toMatch(/Advanced|подписк|месяц/);

    const english = await buy({ ...headers, "accept-language": "en" }, advanced.id, "cancel");
    const page = english.page.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("The Advanced plan");
    expect(page).toContain(
      "990\u00a0₽ now, then 990\u00a0₽ every 30 days until you turn renewal off in your profile.",
    );
    expect(page).toContain(">Pay</button>");
    // No Russian word on the English page (the receipt's Russian description included).
    expect(page.replace(/<style>[\s\S]*<\/style>/, "")).not.toMatch(/[а-яё]/i);
  });

  it("the sandbox checkout page of a one-time plan promises no further charge", async () => {
    const once = await createPlan(db(), {
      ...SEEDED_ADVANCED,
      slug: "once",
      priceRub: 490,
      billingPeriod: "once",
    });
    const { headers } = await signedInUser(ctx);
    const { page } = await buy(headers, once.id, "cancel");
    expect(page.body).toContain("Одна оплата, без автопродления.");
    expect(page.body).not.toMatch(/подписк|затем|каждые/);
  });

  it("cancelling in the sandbox gives nothing and lands on the fail page", async () => {
    const { basic } = await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    const { payment_id, settle } = await buy(headers, basic.id, "cancel");
    expect(settle.headers.location).toBe(`http://mandala.test/payment/fail?payment_id=${payment_id}`);
    const status = await ctx.app.inject({ method: "GET", url: `/api/payments/${payment_id}`, headers });
    expect(status.json().status).toBe("canceled");
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
  });

  it("a sandbox payment is settled once: pay after cancel, or twice, changes nothing", async () => {
    const { basic } = await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    const purchase = await purchasePlan(ctx, headers, basic.id);
    const link = localPath(purchase.link);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.app.inject({ method: "POST", url: `${link}/${i % 2 ? "pay" : "cancel"}` }),
      ),
    );
    expect(results.every((result) => result.statusCode === 303)).toBe(true);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const status = (
      await ctx.app.inject({ method: "GET", url: `/api/payments/${purchase.paymentId}`, headers })
    ).json().status;
    expect(rows).toHaveLength(status === "succeeded" ? 1 : 0);
    const page = await ctx.app.inject({ method: "GET", url: link });
    expect(page.body).not.toContain("<button");
  });

  it("a subscription payment is shown to its owner only", async () => {
    const { basic } = await seedPlans();
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const { payment_id } = await buy(owner.headers, basic.id);
    for (const headers of [other.headers, {}]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/payments/${payment_id}`, headers });
      expect(response.statusCode).toBe(404);
    }
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/payments/not-a-uuid" });
    expect(unknown.statusCode).toBe(404);
  });

  it("purchase needs a sign-in and a real plan", async () => {
    const { headers } = await signedInUser(ctx);
    expect((await purchasePlan(ctx, {}, 1)).response.statusCode).toBe(401);
    expect((await purchasePlan(ctx, headers, 999)).response.statusCode).toBe(404);
  });

  it("the free trial: 3 days of the popular plan, once per user; repeated or concurrent requests answer the same trial", async () => {
    const { advanced } = await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    const before = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(before.json()).toMatchObject({ status: "none", is_active: false, trial_available: true });

    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: "POST", url: `${FREE}/subscription/trial/`, headers, payload: {} }),
      ),
    );
    expect(attempts.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ok = attempts.map((response) => response.json());
    expect(new Set(ok.map((reply) => reply.expiry_date)).size).toBe(1);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
    expect(ok[0]).toMatchObject({
      status: "trial",
      is_trial: true,
      plan_id: advanced.id,
      days_remaining: 3,
      trial_available: false,
      mandala_drawings: { allowed: 100, remaining: 100 },
    });
  });

  it("the trial is refused after it was used, even once it has expired", async () => {
    await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    const first = await ctx.app.inject({ method: "POST", url: `${FREE}/subscription/trial/`, headers });
    expect(first.statusCode, first.body).toBe(200);
    await db()
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    const expired = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(expired.json()).toMatchObject({ status: "expired", is_active: false, trial_available: false });
    const second = await ctx.app.inject({ method: "POST", url: `${FREE}/subscription/trial/`, headers });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("billing.trialUsed");
  });

  const rowsOf = (userId: number) =>
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const quotaOf = async (userId: number) =>
    (await db().select().from(drawingQuotas).where(eq(drawingQuotas.userId, userId)))[0];

  it("paying during the trial starts the plan now and counts its period from the trial's end", async () => {
    const { basic } = await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    expect((await offerFor(headers, basic.id))?.kind).toBe("start");
    await ctx.app.inject({ method: "POST", url: `${FREE}/subscription/trial/`, headers });
    const [trial] = await rowsOf(user.id);
    const offer = await offerFor(headers, basic.id);
    await buy(headers, basic.id);
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => row.status).sort()).toEqual(["active", "canceled"]);
    const active = rows.find((row) => row.status === "active");
    // The unused trial days are kept: 3 days of trial + 30 paid days from the trial's start.
    expect(active?.expiresAt.getTime()).toBe((trial?.expiresAt.getTime() ?? 0) + 30 * DAY_MS);
    // What the card said before paying is what paying gave.
    expect(offer).toEqual({
      plan_id: basic.id,
      kind: "after_trial",
      paid_until: active?.expiresAt.toISOString(),
    });
    expect(rows.find((row) => row.isTrial)?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await quotaOf(user.id)).toMatchObject({ allowed: 30, used: 0, resetDate: active?.expiresAt });
  });

  it("paying again for the same monthly plan extends it by a period; its balance keeps its period", async () => {
    const { advanced } = await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    await buy(headers, advanced.id);
    const [first] = await rowsOf(user.id);
    await db().update(drawingQuotas).set({ used: 5 }).where(eq(drawingQuotas.userId, user.id));
    const offer = await offerFor(headers, advanced.id);

    await buy(headers, advanced.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBe((first?.expiresAt.getTime() ?? 0) + 30 * DAY_MS);
    expect(offer).toMatchObject({ kind: "extend", paid_until: rows[0]?.expiresAt.toISOString() });
    expect(await quotaOf(user.id)).toMatchObject({ allowed: 100, used: 5, resetDate: first?.expiresAt });
  });

  it("buying a one-time plan again adds its drawings now and extends it from the current end", async () => {
    const once = await createPlan(db(), {
      slug: "once",
      name: "Once",
      tier: "basic",
      priceRub: 490,
      drawingsPerPeriod: 30,
      billingPeriod: "once",
    });
    const { user, headers } = await signedInUser(ctx);
    await buy(headers, once.id);
    const [first] = await rowsOf(user.id);
    await db().update(drawingQuotas).set({ used: 25 }).where(eq(drawingQuotas.userId, user.id));
    const offer = await offerFor(headers, once.id);

    await buy(headers, once.id);
    const rows = await rowsOf(user.id);
    const end = new Date((first?.expiresAt.getTime() ?? 0) + 30 * DAY_MS);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt).toEqual(end);
    expect(offer).toMatchObject({ kind: "rebuy", paid_until: end.toISOString() });
    // 5 left + 30 bought, spendable until the new end: a one-time plan never refills.
    expect(await quotaOf(user.id)).toMatchObject({ allowed: 35, used: 0, resetDate: end });
    const reply = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(reply.json()).toMatchObject({
      renewal: null,
      expiry_date: end.toISOString(),
      // A one-time plan never refills: no refill date to promise.
      mandala_drawings: { allowed: 35, remaining: 35, reset_date: null },
    });
  });

  it("an expired subscription reads as expired with nothing to spend", async () => {
    const { basic } = await seedPlans();
    const { user, headers } = await signedInUser(ctx);
    await createSubscription(db(), {
      userId: user.id,
      planId: basic.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await createQuota(db(), { userId: user.id, allowed: 30, used: 3 });
    const response = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(response.json()).toMatchObject({
      status: "expired",
      is_active: false,
      mandala_drawings: { allowed: 0, remaining: 0 },
    });
  });

  it("site settings and the free sets list", async () => {
    const site = await ctx.app.inject({ method: "GET", url: `${FREE}/site/` });
    expect(site.json()).toEqual({
      messenger_url: "https://t.me/mandala_wishes",
      vkid_app_id: null,
      captcha_provider: "recaptcha",
      recaptcha_site_key: null,
      // A local test site without a seller: the demo seller (null) stands in.
      seller: null,
      support_email: null,
      support_phone: null,
      // Unconfigured: the default hours, in each language.
      support_hours: {
        ru: "Отвечаем в течение рабочего дня, пн–пт 10:00–19:00 (МСК)",
        en: "We answer within a working day, Mon–Fri 10:00–19:00 (Moscow time)",
      },
      social_links: { vk: null, telegram: null, youtube: null },
      lesson_video_id: null,
    });
    const sets = await ctx.app.inject({ method: "GET", url: `${FREE}/free-sets/` });
    expect(sets.json()).toHaveLength(4);
    expect(sets.json()[0]).toEqual({
      slug: "lyubov",
      title: "Любовь и близость",
      fileUrl: "/files/free-sets/lyubov.pdf",
    });
  });
});
