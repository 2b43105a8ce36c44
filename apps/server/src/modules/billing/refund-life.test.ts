import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestContext, testConfig } from "../../../test/app.ts";
import { signedInUser } from "../../../test/auth.ts";
import { openTestDatabase, resetDatabase } from "../../../test/database.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { type App, buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { payments, refunds } from "../../db/schema.ts";
import type { BillingJob } from "./billing.plugin.ts";
import { createAdvancedPlan, useBillingFakes } from "./billing.test-support.ts";

const FREE = "/draw/api/v1/free";
const HOUR_MS = 60 * 60 * 1000;
const METRICS_TOKEN = "metrics-token-for-refunds";
const REFUNDED = "Мы вернули оплату за тариф «Продвинутый»: 990\u00a0₽";

/**
 * A refund's life as YooKassa runs it: left pending, ended later (notified or not), canceled, made in
 * the cabinet, or pressed again after its Idempotence-Key's 24 hours. The app listens on loopback and
 * the fake YooKassa POSTs its notifications there; billing's clock and the fake's move together.
 */
describe("a refund's life at YooKassa (fake API v3 sending notifications)", () => {
  const fakes = useBillingFakes();
  let database: Database;
  let app: App;
  let job: BillingJob;
  let now = Date.now();
  const clock = () => new Date(now);
  const advanceHours = (hours: number) => {
    now += hours * HOUR_MS;
    fakes.yookassa.advanceClock(hours * HOUR_MS);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    now = Date.now();
    fakes.yookassa.holdRefunds(false);
    plan = undefined;
    await resetDatabase(database);
    let started: BillingJob | undefined;
    app = await buildApp({
      config: testConfig({
        SMTP_URL: fakes.smtp.url,
        RECEIPT_VAT_CODE: "1",
        PAYMENTS_PROVIDER: "yookassa",
        YOOKASSA_API_URL: fakes.yookassa.apiUrl,
        YOOKASSA_SHOP_ID: fakes.yookassa.shopId,
        YOOKASSA_SECRET_KEY: fakes.yookassa.secretKey,
        METRICS_TOKEN: METRICS_TOKEN,
      }),
      database,
      billing: { clock, onJob: (handle) => (started = handle) },
    });
    if (!started) throw new Error("the billing job did not start");
    job = started;
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    fakes.yookassa.notificationUrl = `http://127.0.0.1:${port}/api/payments/yookassa/notifications`;
  });
  afterEach(async () => {
    fakes.yookassa.notificationUrl = null;
    await app.close();
  });

  const db = () => database.db;
  const context = () => ({ app, database }) as TestContext;
  const admin = async () => (await signedInUser(context(), { role: "admin" })).headers;
  const press = (paymentId: string, headers: Record<string, string>) =>
    app.inject({ method: "POST", url: `/api/admin/payments/${paymentId}/refund`, headers });

  /** A customer who bought the monthly plan; YooKassa's payment.succeeded notification fulfilled it. */
  let plan: Awaited<ReturnType<typeof createAdvancedPlan>> | undefined;
  async function subscribed() {
    plan ??= await createAdvancedPlan(db());
    const { user, headers } = await signedInUser(context());
    const purchase = await app.inject({
      method: "POST",
      url: `${FREE}/subscription/purchase/`,
      headers,
      payload: { plan_id: plan.id, personal_data_consent: true },
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const paymentId: string = purchase.json().payment_id;
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    const remoteId = payment?.providerPaymentId ?? "";
    await fakes.yookassa.settle(remoteId, "succeeded");
    expect(fakes.yookassa.notifications.at(-1)).toEqual({
      event: "payment.succeeded",
      objectId: remoteId,
      status: 200,
    });
    await fakes.smtp.messageTo(user.email, "Мы получили оплату");
    return { user, headers, paymentId, remoteId };
  }

  const subscriptionStatus = async (headers: Record<string, string>) =>
    (await app.inject({ method: "GET", url: `${FREE}/subscription/`, headers })).json();
  const refundRow = async (paymentId: string) =>
    (await db().select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0];
  const refundMails = (email: string) =>
    fakes.smtp.messages.filter((mail) => mail.to.includes(email) && mailText(mail.data).includes(REFUNDED));
  const adminPayment = async (paymentId: string, headers: Record<string, string>) => {
    const list = await app.inject({ method: "GET", url: "/api/admin/payments", headers });
    return list.json().items.find((item: { id: string }) => item.id === paymentId);
  };

  it("a refund YooKassa leaves pending is re-read by the job until it succeeds, then applies once", async () => {
    const headers = await admin();
    const { user, headers: customer, paymentId } = await subscribed();
    fakes.yookassa.holdRefunds(true);
    const pressed = await press(paymentId, headers);
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json()).toMatchObject({ status: "pending", amount: 990 });
    expect((await subscriptionStatus(customer)).is_active).toBe(true);

    // Still pending at YooKassa: the job reads it and changes nothing.
    await job.tick();
    expect((await refundRow(paymentId))?.status).toBe("pending");

    // It succeeds without a notification (none subscribed): the job's next read applies it.
    const providerRefundId = (await refundRow(paymentId))?.providerRefundId ?? "";
    fakes.yookassa.notificationUrl = null;
    await fakes.yookassa.settleRefund(providerRefundId, "succeeded");
    await job.tick();
    expect(await subscriptionStatus(customer)).toMatchObject({ is_active: false, status: "refunded" });
    expect((await adminPayment(paymentId, headers)).status).toBe("refunded");
    await fakes.smtp.messageTo(user.email, REFUNDED);
    await job.tick();
    expect(refundMails(user.email)).toHaveLength(1);
  }, 60_000);

  it("refund.succeeded is read back before acting, and the job after it changes nothing: one e-mail", async () => {
    const headers = await admin();
    const { user, headers: customer, paymentId } = await subscribed();
    fakes.yookassa.holdRefunds(true);
    expect((await press(paymentId, headers)).json().status).toBe("pending");
    const providerRefundId = (await refundRow(paymentId))?.providerRefundId ?? "";

    // A forged notification of a refund YooKassa does not know is answered and ignored.
    const forged = await app.inject({
      method: "POST",
      url: "/api/payments/yookassa/notifications",
      payload: { type: "notification", event: "refund.succeeded", object: { id: "2e-no-such-refund" } },
    });
    expect(forged.json()).toEqual({ status: "unknown" });
    // A notification claiming success of the still pending refund: the read-back says pending.
    const early = await app.inject({
      method: "POST",
      url: "/api/payments/yookassa/notifications",
      payload: {
        type: "notification",
        event: "refund.succeeded",
        object: { id: providerRefundId, status: "succeeded" },
      },
    });
    expect(early.json()).toEqual({ status: "pending" });
    expect((await subscriptionStatus(customer)).is_active).toBe(true);

    await fakes.yookassa.settleRefund(providerRefundId, "succeeded");
    expect(fakes.yookassa.notifications.at(-1)).toEqual({
      event: "refund.succeeded",
      objectId: providerRefundId,
      status: 200,
    });
    expect(await subscriptionStatus(customer)).toMatchObject({ is_active: false, status: "refunded" });
    await job.tick();
    await fakes.smtp.messageTo(user.email, REFUNDED);
    expect(refundMails(user.email)).toHaveLength(1);
  }, 60_000);

  it("a refund YooKassa cancels shows with its reason and can be tried again with a new key", async () => {
    const headers = await admin();
    const { headers: customer, paymentId } = await subscribed();
    fakes.yookassa.holdRefunds(true);
    await press(paymentId, headers);
    const first = await refundRow(paymentId);
    await fakes.yookassa.settleRefund(first?.providerRefundId ?? "", "canceled", "insufficient_funds");
    await job.tick();
    expect((await adminPayment(paymentId, headers)).refund).toMatchObject({
      status: "canceled",
      cancellation_reason: "insufficient_funds",
      made_at_provider: false,
      partial: false,
    });
    expect((await subscriptionStatus(customer)).is_active).toBe(true);

    fakes.yookassa.holdRefunds(false);
    const again = await press(paymentId, headers);
    expect(again.json()).toMatchObject({ status: "succeeded", cancellation_reason: null });
    const second = await refundRow(paymentId);
    expect(second?.idempotenceKey).not.toBe(first?.idempotenceKey);
    expect(second?.providerRefundId).not.toBe(first?.providerRefundId);
    expect((await subscriptionStatus(customer)).status).toBe("refunded");
  }, 60_000);

  it("a full refund made in YooKassa's cabinet is recorded and has our refund's effects", async () => {
    const headers = await admin();
    const { user, headers: customer, paymentId, remoteId } = await subscribed();
    const made = await fakes.yookassa.refundInCabinet(remoteId, "990.00");
    expect(fakes.yookassa.notifications.at(-1)).toEqual({
      event: "refund.succeeded",
      objectId: made.id,
      status: 200,
    });
    expect(fakes.yookassa.payments.get(remoteId)?.refunded_amount).toEqual({
      value: "990.00",
      currency: "RUB",
    });
    expect(await subscriptionStatus(customer)).toMatchObject({ is_active: false, status: "refunded" });
    const seen = await adminPayment(paymentId, headers);
    expect(seen).toMatchObject({
      status: "refunded",
      refund: { status: "succeeded", amount: 990, made_at_provider: true, partial: false },
    });
    await fakes.smtp.messageTo(user.email, REFUNDED);
    // Pressing «Вернуть деньги» now answers the refund as it is: nothing is sent to YooKassa.
    const requests = fakes.yookassa.refundRequests.length;
    expect((await press(paymentId, headers)).json()).toMatchObject({ status: "succeeded" });
    expect(fakes.yookassa.refundRequests).toHaveLength(requests);
  }, 60_000);

  it("a partial cabinet refund is recorded without revoking; the rest refunded there ends the plan", async () => {
    const headers = await admin();
    const { headers: customer, paymentId, remoteId } = await subscribed();
    await fakes.yookassa.refundInCabinet(remoteId, "300.00");
    expect((await subscriptionStatus(customer)).is_active).toBe(true);
    expect(await adminPayment(paymentId, headers)).toMatchObject({
      status: "succeeded",
      refund: { status: "succeeded", amount: 300, made_at_provider: true, partial: true },
    });
    const refused = await press(paymentId, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("billing.refundPartial");

    await fakes.yookassa.refundInCabinet(remoteId, "690.00");
    expect(await subscriptionStatus(customer)).toMatchObject({ is_active: false, status: "refunded" });
    expect(await adminPayment(paymentId, headers)).toMatchObject({
      status: "refunded",
      refund: { amount: 990, partial: false },
    });
  }, 60_000);

  it("pressed again after 24 hours, a refund whose reply was lost is adopted, not made twice", async () => {
    const headers = await admin();
    const { headers: customer, paymentId, remoteId } = await subscribed();
    // YooKassa makes the refund, but every reply (the adapter's three attempts) is lost.
    fakes.yookassa.notificationUrl = null;
    fakes.yookassa.failNextRefunds(3);
    const before = fakes.yookassa.refundRequests.length;
    expect((await press(paymentId, headers)).statusCode).toBe(502);
    expect((await refundRow(paymentId))?.providerRefundId).toBeNull();
    const sent = fakes.yookassa.refundRequests.slice(before);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.idempotenceKey)).size).toBe(1);

    advanceHours(25);
    const requests = fakes.yookassa.refundRequests.length;
    const again = await press(paymentId, headers);
    expect(again.json()).toMatchObject({ status: "succeeded", amount: 990 });
    // Adopted from GET /v3/refunds?payment_id=: no new POST, the old key never re-sent.
    expect(fakes.yookassa.refundRequests).toHaveLength(requests);
    expect(
      [...fakes.yookassa.refunds.values()].filter((refund) => refund.payment_id === remoteId),
    ).toHaveLength(1);
    expect((await subscriptionStatus(customer)).status).toBe("refunded");
  }, 60_000);

  it("counts a refunded payment as refunded, not succeeded, in payments{status,kind}", async () => {
    const headers = await admin();
    const { paymentId } = await subscribed();
    await subscribed();
    expect((await press(paymentId, headers)).json().status).toBe("succeeded");
    const text = (
      await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
    expect(text).toMatch(/payments\{status="refunded",kind="subscription"\} 1\n/);
    expect(text).toMatch(/payments\{status="succeeded",kind="subscription"\} 1\n/);
  }, 60_000);
});
