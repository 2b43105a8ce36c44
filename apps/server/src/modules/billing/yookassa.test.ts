import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/auth.ts";
import { createPlan } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { MAIL_JOB } from "../../integrations/mail-outbox.ts";
import { createYooKassaProvider } from "../../integrations/payments/yookassa.ts";
import {
  createAdvancedPlan,
  providerPaymentIdOf,
  purchasePlan,
  receiptLine,
  useYooKassaApp,
} from "./billing.test-support.ts";
import { createPaymentsService, RECHECK_AFTER_MS } from "./payments.service.ts";

const NOTIFY = "/api/payments/yookassa/notifications";

describe("payments through YooKassa (fake API v3 on loopback)", () => {
  const { ctx, fakes } = useYooKassaApp({ RECEIPT_TAX_SYSTEM_CODE: "2" });
  const db = () => ctx.database.db;

  async function purchase() {
    const plan = await createAdvancedPlan(db());
    const { user, headers } = await signedInUser(ctx);
    const { response, paymentId, link } = await purchasePlan(ctx, headers, plan.id);
    expect(response.statusCode, response.body).toBe(200);
    return { user, headers, plan, paymentId, link, remoteId: await providerPaymentIdOf(db(), paymentId) };
  }

  const notify = (id: string, event = "payment.succeeded") =>
    ctx.app.inject({
      method: "POST",
      url: NOTIFY,
      payload: { type: "notification", event, object: { id, status: event.split(".")[1], paid: true } },
    });

  /** A payments service of the test's own on the fake YooKassa, with the given mailer. */
  const paymentsWith = (mailer: Mailer) =>
    createPaymentsService({
      db: db(),
      provider: createYooKassaProvider({
        apiUrl: fakes.yookassa.apiUrl,
        shopId: fakes.yookassa.shopId,
        secretKey: fakes.yookassa.secretKey,
      }),
      mailer,
      publicUrl: "http://mandala.test",
      log: ctx.app.log,
      receipts: { vatCode: 1 },
      secret: "a test secret of the set links, 32+ characters",
    });

  const subscriptionsOf = (userId: number) =>
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it("creates the payment with Basic auth, an Idempotence-Key, the amount in roubles and a redirect", async () => {
    const { paymentId, link, remoteId } = await purchase();
    const request = fakes.yookassa.createRequests.at(-1);
    expect(request?.idempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toMatchObject({
      amount: { value: "990.00", currency: "RUB" },
      capture: true,
      confirmation: {
        type: "redirect",
        return_url: `http://mandala.test/payment/success?payment_id=${paymentId}`,
      },
      metadata: { payment_id: paymentId },
    });
    expect(link).toBe(fakes.yookassa.payments.get(remoteId)?.confirmation?.confirmation_url);
  });

  it("sends a fiscal receipt (54-ФЗ) with every payment: the buyer's e-mail and one paid-in-full service", async () => {
    const { user, remoteId } = await purchase();
    expect(fakes.yookassa.createRequests.at(-1)?.body).toMatchObject({
      receipt: {
        customer: { email: user.email },
        items: [receiptLine({ description: expect.stringContaining("Продвинутый") })],
        tax_system_code: 2,
      },
    });
    expect(fakes.yookassa.payments.get(remoteId)?.receipt_registration).toBe("pending");
  });

  it("e-mails the buyer the confirmation of a paid subscription, once", async () => {
    const { user, remoteId } = await purchase();
    fakes.yookassa.settle(remoteId, "succeeded");
    await Promise.all([notify(remoteId), notify(remoteId)]);
    const paid = "Мы получили оплату тарифа «Продвинутый»: 990\u00a0₽";
    const mail = await fakes.smtp.messageTo(user.email, paid);
    expect(mailText(mail.data)).toMatch(/Тариф действует до \d{1,2} [а-я]+ \d{4} года\./);
    expect(fakes.smtp.messages.filter((message) => mailText(message.data).includes(paid))).toHaveLength(1);
  });

  it("a one-time plan's confirmation, in the page's language, is a plan bought once: no subscription, no renewal", async () => {
    const plan = await createPlan(db(), {
      name: "Basic",
      description: "Базовый",
      priceRub: 490,
      billingPeriod: "once",
    });
    for (const lang of ["ru", "en"] as const) {
      const { user, headers } = await signedInUser(ctx);
      const { paymentId } = await purchasePlan(ctx, { ...headers, "accept-language": lang }, plan.id);
      const remoteId = await providerPaymentIdOf(db(), paymentId);
      fakes.yookassa.settle(remoteId, "succeeded");
      await notify(remoteId);
      const mail = await fakes.smtp.messageTo(
        user.email,
        lang === "ru"
          ? "Мы получили оплату тарифа «Базовый»: 490\u00a0₽"
          : "payment for the Basic plan: 490\u00a0₽",
      );
      const text = mailText(mail.data);
      if (lang === "ru") expect(text).not.toMatch(/подписк|продл|месяц|Basic/i);
      else expect(text).not.toMatch(/subscri|renew|month|Базов/i);
    }
  });

  it("queues the confirmation in the fulfilment's transaction: a failed one leaves neither plan nor mail", async () => {
    const { user, paymentId, remoteId } = await purchase();
    fakes.yookassa.settle(remoteId, "succeeded");
    const mailJobsTo = async (email: string) =>
      (
        (await db().execute(
          sql`SELECT id FROM pgboss.job WHERE name = ${MAIL_JOB} AND data->>'to' = ${email}`,
        )) as { rows: unknown[] }
      ).rows.length;
    // The mail is queued, then the transaction fails (as when the database connection breaks).
    const failing = paymentsWith({
      async send(message, options) {
        await ctx.app.jobs.enqueue(MAIL_JOB, message, options);
        throw new Error("the connection broke before the commit");
      },
    });
    await expect(failing.processProviderPayment(remoteId)).rejects.toThrow("before the commit");
    const [pending] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(pending?.status).toBe("pending");
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await mailJobsTo(user.email)).toBe(0);

    // YooKassa's notification then fulfils it for good, with one confirmation.
    expect((await notify(remoteId)).statusCode).toBe(200);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    const paid = "Мы получили оплату тарифа «Продвинутый»: 990\u00a0₽";
    await fakes.smtp.messageTo(user.email, paid);
    expect(await mailJobsTo(user.email)).toBe(1);
    expect(fakes.smtp.messages.filter((message) => message.to.includes(user.email))).toHaveLength(1);
  });

  it("retries a lost reply with the same Idempotence-Key and gets the same single payment", async () => {
    fakes.yookassa.failNextCreations(2);
    const before = fakes.yookassa.payments.size;
    const { remoteId } = await purchase();
    const attempts = fakes.yookassa.createRequests.slice(-3);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.idempotenceKey)).size).toBe(1);
    expect(fakes.yookassa.payments.size).toBe(before + 1);
    expect(fakes.yookassa.payments.has(remoteId)).toBe(true);
  });

  it("answers 502 with billing.purchaseFailed when YooKassa keeps failing, and keeps nothing pending", async () => {
    fakes.yookassa.failNextCreations(3);
    const plan = await createPlan(db());
    const { headers } = await signedInUser(ctx);
    const { response } = await purchasePlan(ctx, { ...headers, "accept-language": "en" }, plan.id);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not start the plan's payment");
    const rows = await db().select().from(payments);
    expect(rows.map((row) => row.status)).toEqual(["canceled"]);
  });

  it("a forged notification (YooKassa says still pending) gives nothing", async () => {
    const { user, paymentId, remoteId } = await purchase();
    const response = await notify(remoteId);
    expect(response.json()).toEqual({ status: "pending" });
    expect(await subscriptionsOf(user.id)).toEqual([]);
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: "pending", fulfilledAt: null });
  });

  it("a notification for an unknown payment is ignored without asking YooKassa", async () => {
    const fetches = fakes.yookassa.fetches;
    const response = await notify("2f000000-000f-5000-8000-000000000000");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "unknown" });
    expect(fakes.yookassa.fetches).toBe(fetches);
    const malformed = await ctx.app.inject({
      method: "POST",
      url: NOTIFY,
      payload: { event: "payment.succeeded" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("a paid payment whose amount differs from ours is not fulfilled", async () => {
    const { user, remoteId } = await purchase();
    fakes.yookassa.settle(remoteId, "succeeded");
    const remote = fakes.yookassa.payments.get(remoteId);
    if (remote) remote.amount.value = "1.00";
    expect((await notify(remoteId)).json()).toEqual({ status: "mismatch" });
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it("repeated and concurrent notifications of a paid payment are processed exactly once", async () => {
    const { user, headers, paymentId, remoteId } = await purchase();
    fakes.yookassa.settle(remoteId, "succeeded");
    const replies = await Promise.all(Array.from({ length: 8 }, () => notify(remoteId)));
    const outcomes = replies.map((reply) => reply.json().status).sort();
    expect(outcomes.filter((outcome) => outcome === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "already")).toHaveLength(7);
    expect((await notify(remoteId)).json()).toEqual({ status: "already" });
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    const status = await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers });
    expect(status.json()).toMatchObject({ status: "succeeded", amount: 990, plan_name: "Продвинутый" });
    // A late "canceled" notification cannot undo it either.
    fakes.yookassa.settle(remoteId, "canceled");
    expect((await notify(remoteId, "payment.canceled")).json()).toEqual({ status: "already" });
  });

  it("a cancellation confirmed by YooKassa marks the payment canceled", async () => {
    const { user, headers, paymentId, remoteId } = await purchase();
    // The notification says succeeded, but YooKassa says canceled: YooKassa wins.
    fakes.yookassa.settle(remoteId, "canceled");
    expect((await notify(remoteId)).json()).toEqual({ status: "canceled" });
    expect(await subscriptionsOf(user.id)).toEqual([]);
    const status = await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers });
    expect(status.json().status).toBe("canceled");
  });

  it("the result page's status check reconciles a paid payment whose notification never came", async () => {
    const { user, headers, paymentId, remoteId } = await purchase();
    fakes.yookassa.settle(remoteId, "succeeded");
    const status = await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers });
    expect(status.json().status).toBe("succeeded");
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it("the sandbox checkout does not exist with YooKassa configured", async () => {
    const { paymentId } = await purchase();
    const response = await ctx.app.inject({ method: "POST", url: `/payments/sandbox/${paymentId}/pay` });
    expect(response.statusCode).toBe(404);
  });

  it("re-reads payments whose notification never came and settles them", async () => {
    const { user, paymentId, remoteId } = await purchase();
    const abandoned = await purchase();
    fakes.yookassa.settle(remoteId, "succeeded");
    fakes.yookassa.settle(abandoned.remoteId, "canceled");
    const service = paymentsWith({ send: async () => {} });
    // Too fresh to re-read: the buyer may still be paying.
    expect(await service.settleStalePayments()).toBe(0);
    const later = new Date(Date.now() + RECHECK_AFTER_MS + 1000);
    expect(await service.settleStalePayments(later)).toBe(2);
    const rows = await db().select().from(payments);
    expect(rows.find((row) => row.id === paymentId)?.status).toBe("succeeded");
    expect(rows.find((row) => row.id === abandoned.paymentId)?.status).toBe("canceled");
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    expect(await service.settleStalePayments(later)).toBe(0);
  });
});
