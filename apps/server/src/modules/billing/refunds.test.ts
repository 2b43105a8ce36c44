import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/auth.ts";
import { createLearningSet, createPlan } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import { isoDay } from "../../i18n/dates.ts";
import { orderNumber } from "../orders/index.ts";
import {
  localPath,
  providerPaymentIdOf,
  purchasePlan,
  useMailingApp,
  useYooKassaApp,
} from "./billing.test-support.ts";

const FREE = "/draw/api/v1/free";

describe("refunds and the admin's view of money (sandbox provider)", () => {
  const { ctx, fakes } = useMailingApp();
  const db = () => ctx.database.db;

  const admin = async () => (await signedInUser(ctx, { role: "admin" })).headers;

  /** Buys a set with `email` in the sandbox from a page in `lang`; answers the payment and its link. */
  async function buySet(email: string, lang: "ru" | "en" = "ru", headers: Record<string, string> = {}) {
    const set = await createLearningSet(db(), {
      name: "Любовь к себе",
      priceRub: 990,
      translations: {
        en: { name: "Love for yourself", descriptionShort: "", description: "", includedItems: [] },
      },
    });
    const response = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/purchase/${set.slug}/?lang=${lang}`,
      headers,
      payload: { email, personal_data_consent: true },
    });
    const { payment_id, payment_link } = response.json();
    await ctx.app.inject({ method: "POST", url: `${localPath(payment_link)}/pay` });
    const mail = await fakes.smtp.messageTo(email, "/files/sets/");
    const link = /http:\/\/mandala\.test(\/files\/sets\/[A-Za-z0-9_-]{43})/.exec(mailText(mail.data))?.[1];
    return { paymentId: payment_id as string, link: link ?? "", slug: set.slug };
  }

  async function subscribe() {
    const plan = await createPlan(db(), { name: "Advanced", description: "Продвинутый", priceRub: 990 });
    const { user, headers } = await signedInUser(ctx);
    const { paymentId, link } = await purchasePlan(ctx, headers, plan.id);
    await ctx.app.inject({ method: "POST", url: `${localPath(link)}/pay` });
    await fakes.smtp.messageTo(user.email, "Мы получили оплату");
    return { user, headers, paymentId };
  }

  const refund = (id: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/payments/${id}/refund`, headers });

  it("a refunded set's link stops working with a message, once, and the buyer is told in the payment's language", async () => {
    const headers = await admin();
    const { paymentId, link } = await buySet("reader@example.com", "en");
    // Bought from an English page: the purchase is confirmed in English.
    await fakes.smtp.messageTo("reader@example.com", "Thank you for buying the set “Love for yourself”.");
    expect((await ctx.app.inject({ method: "GET", url: link })).statusCode).toBe(200);

    const [first, second] = await Promise.all([refund(paymentId, headers), refund(paymentId, headers)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "succeeded", amount: 990 });
    expect(second.json().id).toBe(first.json().id);

    const stopped = await ctx.app.inject({ method: "GET", url: `${link}?lang=en` });
    expect(stopped.statusCode).toBe(410);
    expect(stopped.json()).toMatchObject({
      code: "catalogue.purchaseRefunded",
      error: "The payment for this set was refunded, so this link no longer works",
    });
    const refunded = "We have refunded your payment for the set “Love for yourself”: 990\u00a0₽";
    await fakes.smtp.messageTo("reader@example.com", refunded);
    // Asked again later, the refund answers as it is: nothing more happens.
    expect((await refund(paymentId, headers)).json().id).toBe(first.json().id);
    expect(fakes.smtp.messages.filter((mail) => mailText(mail.data).includes(refunded))).toHaveLength(1);
  }, 60_000);

  it("a refunded set leaves the signed-in buyer's profile and its download", async () => {
    const headers = await admin();
    const { user, headers: buyer } = await signedInUser(ctx);
    const { paymentId, slug } = await buySet(user.email, "ru", buyer);
    const profile = () => ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers: buyer });
    const download = () =>
      ctx.app.inject({ method: "GET", url: `${FREE}/learningsets/${slug}/download`, headers: buyer });
    expect((await profile()).json().purchased_learning_sets).toHaveLength(1);
    expect((await download()).statusCode).toBe(200);
    expect((await refund(paymentId, headers)).statusCode).toBe(200);
    expect((await profile()).json().purchased_learning_sets).toEqual([]);
    expect((await download()).statusCode).toBe(403);
  }, 60_000);

  it("a refunded subscription ends now and the customer gets a Russian e-mail", async () => {
    const headers = await admin();
    const { user, headers: customer, paymentId } = await subscribe();
    const before = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers: customer });
    expect(before.json().is_active).toBe(true);
    expect((await refund(paymentId, headers)).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: "GET", url: `${FREE}/subscription/`, headers: customer });
    expect(after.json()).toMatchObject({ is_active: false, status: "refunded" });
    const profile = await ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers: customer });
    expect(profile.json().subscription_details).toMatchObject({ status: "refunded" });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const mail = await fakes.smtp.messageTo(
      user.email,
      "Мы вернули оплату за тариф «Продвинутый»: 990\u00a0₽",
    );
    expect(mailText(mail.data)).toContain("Тариф завершён.");
    expect(mailText(mail.data)).not.toMatch(/подписк/i);
  });

  it("refuses what is not a succeeded payment, and anyone but the admin", async () => {
    const headers = await admin();
    const { headers: customer, paymentId } = await subscribe();
    expect((await refund(paymentId, customer)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: `/api/admin/payments/${paymentId}/refund` })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/admin/payments", headers: customer })).statusCode,
    ).toBe(403);
    await db().update(payments).set({ status: "canceled" }).where(eq(payments.id, paymentId));
    const refused = await refund(paymentId, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("billing.refundNotPaid");
    const unknown = await refund("00000000-0000-4000-8000-000000000000", headers);
    expect(unknown.statusCode).toBe(404);
    expect((await refund("not-a-uuid", headers)).statusCode).toBe(400);
  });

  it("lists payments filtered by status, e-mail and dates, paged; subscriptions and purchases", async () => {
    const headers = await admin();
    const a = await buySet("anna@example.com");
    await buySet("boris@example.com");
    await subscribe();
    await refund(a.paymentId, headers);
    const list = async (query: string) => {
      const response = await ctx.app.inject({ method: "GET", url: `/api/admin/payments?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await list("")).total).toBe(3);
    const refunded = await list("status=refunded");
    expect(refunded.items.map((p: { id: string }) => p.id)).toEqual([a.paymentId]);
    expect(refunded.items[0]).toMatchObject({
      status: "refunded",
      item: "Любовь к себе",
      refund: { status: "succeeded" },
    });
    expect((await list("status=succeeded")).total).toBe(2);
    expect((await list("email=BORIS")).items.map((p: { email: string }) => p.email)).toEqual([
      "boris@example.com",
    ]);
    const number = orderNumber(a.paymentId);
    expect(refunded.items[0].order_number).toBe(number);
    for (const quoted of [number, number.toLowerCase(), `№ ${number}`, number.slice(0, 5)]) {
      const found = await list(`order=${encodeURIComponent(quoted)}`);
      expect(
        found.items.map((p: { id: string }) => p.id),
        quoted,
      ).toEqual([a.paymentId]);
    }
    expect((await list("order=ZZZ")).total).toBe(0);
    expect((await list("order=%25")).total).toBe(0);
    const today = isoDay(new Date());
    expect((await list(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await list("to=2000-01-01")).total).toBe(0);
    // A day is a Moscow day: 21:30 UTC on 31 January is already 1 February in Moscow.
    await db()
      .update(payments)
      .set({ createdAt: new Date("2026-01-31T21:30:00Z") })
      .where(eq(payments.id, a.paymentId));
    expect((await list("from=2026-02-01&to=2026-02-01")).items.map((p: { id: string }) => p.id)).toEqual([
      a.paymentId,
    ]);
    expect((await list("from=2026-01-31&to=2026-01-31")).total).toBe(0);
    for (const day of ["2026-02-31", "2026-13-01"]) {
      const refused = await ctx.app.inject({
        method: "GET",
        url: `/api/admin/payments?from=${day}`,
        headers,
      });
      expect(refused.statusCode, day).toBe(400);
    }
    const page = await list("page=2&page_size=2");
    expect(page).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(page.items).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/admin/payments?status=lost", headers })).statusCode,
    ).toBe(400);

    const subs = await ctx.app.inject({ method: "GET", url: "/api/admin/subscriptions", headers });
    expect(subs.json()).toMatchObject({ total: 1, items: [{ plan_name: "Продвинутый", status: "active" }] });
    const bought = (await ctx.app.inject({ method: "GET", url: "/api/admin/purchases", headers })).json();
    expect(bought.total).toBe(2);
    const anna = bought.items.find((p: { email: string }) => p.email === "anna@example.com");
    expect(anna.refunded_at).not.toBeNull();
  }, 60_000);
});

describe("refunds through YooKassa (fake API v3 on loopback)", () => {
  const { ctx, fakes } = useYooKassaApp();

  it("POSTs /v3/refunds with the payment, the full amount, a receipt and one Idempotence-Key for a double click", async () => {
    const db = ctx.database.db;
    const plan = await createPlan(db, { name: "Advanced", description: "Продвинутый", priceRub: 990 });
    const { user, headers } = await signedInUser(ctx);
    const { paymentId } = await purchasePlan(ctx, headers, plan.id);
    const remoteId = await providerPaymentIdOf(db, paymentId);
    fakes.yookassa.settle(remoteId, "succeeded");
    await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers });

    const admin = (await signedInUser(ctx, { role: "admin" })).headers;
    const seen = fakes.yookassa.refundRequests.length;
    const replies = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({ method: "POST", url: `/api/admin/payments/${paymentId}/refund`, headers: admin }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const requests = fakes.yookassa.refundRequests.slice(seen);
    expect(new Set(requests.map((request) => request.idempotenceKey)).size).toBe(1);
    expect(requests[0]?.body).toMatchObject({
      payment_id: remoteId,
      amount: { value: "990.00", currency: "RUB" },
      receipt: {
        customer: { email: user.email },
        items: [{ amount: { value: "990.00", currency: "RUB" }, vat_code: 1, payment_mode: "full_payment" }],
      },
    });
    expect(
      [...fakes.yookassa.refunds.values()].filter((refund) => refund.payment_id === remoteId),
    ).toHaveLength(1);
  });
});
