import { DAY_MS } from "@mandala/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestContext, testConfig } from "../../../test/app.ts";
import { signedInUser } from "../../../test/auth.ts";
import { openTestDatabase, resetDatabase } from "../../../test/database.ts";
import { createPlan } from "../../../test/factories.ts";
import { fromQuotedPrintable, mailText } from "../../../test/fakes/smtp-server.ts";
import { type App, buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { drawingQuotas, payments, renewalAttempts, subscriptions, users } from "../../db/schema.ts";
import { formatDate } from "../../i18n/dates.ts";
import { MAIL_JOB } from "../../integrations/mail-outbox.ts";
import type { BillingJob } from "./billing.plugin.ts";
import { createAdvancedPlan, useBillingFakes } from "./billing.test-support.ts";

const FREE = "/draw/api/v1/free";
const NOTIFY = "/api/payments/yookassa/notifications";

/**
 * The renewal reminder's own words: the purchase confirmation also says what will be charged, and it
 * may reach the mailbox (through the outbox) after the reminder.
 */
const REMINDER = "продлится ещё на";

/** An app of its own (an "instance") on the shared database, with the test's clock and billing job. */
interface Instance {
  app: App;
  job: BillingJob;
}

describe("renewals of monthly plans (fake YooKassa, a clock the test moves)", () => {
  const fakes = useBillingFakes();
  let database: Database;
  let instances: Instance[] = [];
  let now = Date.now();
  const clock = () => new Date(now);
  const advanceDays = (days: number) => {
    now += days * DAY_MS;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    now = Date.now();
    fakes.yookassa.declineCharges(false);
    await resetDatabase(database);
  });
  afterEach(async () => {
    for (const { app } of instances) await app.close();
    instances = [];
  });

  async function startInstance(): Promise<Instance> {
    let job: BillingJob | undefined;
    const app = await buildApp({
      config: testConfig({
        SMTP_URL: fakes.smtp.url,
        PAYMENTS_PROVIDER: "yookassa",
        YOOKASSA_API_URL: fakes.yookassa.apiUrl,
        YOOKASSA_SHOP_ID: fakes.yookassa.shopId,
        YOOKASSA_SECRET_KEY: fakes.yookassa.secretKey,
      }),
      database,
      billing: { clock, onJob: (started) => (job = started) },
    });
    if (!job) throw new Error("the billing job did not start");
    const instance = { app, job };
    instances.push(instance);
    return instance;
  }

  const db = () => database.db;
  const context = (app: App) => ({ app, database }) as TestContext;

  /** A customer who bought the monthly plan (paid at YooKassa, method saved) on `app`. */
  async function subscribed(app: App, locale: "ru" | "en" = "ru") {
    const plan = await createAdvancedPlan(db());
    const { user, headers } = await signedInUser(context(app));
    const purchase = await app.inject({
      method: "POST",
      url: `${FREE}/subscription/purchase/`,
      headers: { ...headers, "accept-language": locale },
      payload: { plan_id: plan.id, personal_data_consent: true },
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.id, purchase.json().payment_id));
    const remoteId = payment?.providerPaymentId ?? "";
    fakes.yookassa.settle(remoteId, "succeeded");
    const notified = await app.inject({
      method: "POST",
      url: NOTIFY,
      payload: { type: "notification", event: "payment.succeeded", object: { id: remoteId } },
    });
    expect(notified.statusCode).toBe(200);
    const subscription = await subscriptionOf(user.id);
    return { plan, user, headers, remoteId, subscription };
  }

  async function subscriptionOf(userId: number) {
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (!row) throw new Error("no subscription");
    return row;
  }

  /**
   * A message's text, decoded: the whole of it unquoted (nodemailer's quoted-printable for mostly-ASCII
   * text, e.g. an English letter) and its encoded parts.
   */
  const textOf = (mail: { data: string }) => `${fromQuotedPrintable(mail.data)}\n${mailText(mail.data)}`;
  /** The texts of the messages sent to `email` so far, decoded. */
  const mailsTo = (email: string) =>
    fakes.smtp.messages.filter((mail) => mail.to.includes(email)).map(textOf);

  it("asks YooKassa to save the method on a monthly plan's first payment and keeps the saved method", async () => {
    const { app } = await startInstance();
    const { remoteId, subscription } = await subscribed(app);
    const creation = fakes.yookassa.createRequests.find(({ body }) =>
      JSON.stringify(body).includes("return_url"),
    );
    expect(fakes.yookassa.createRequests.at(-1)?.body).toMatchObject({ save_payment_method: true });
    expect(creation).toBeDefined();
    expect(subscription).toMatchObject({ status: "active", paymentMethodId: `pm-${remoteId}` });
  });

  it("does not save the method of a one-time plan, which never renews", async () => {
    const { app } = await startInstance();
    const once = await createPlan(db(), { billingPeriod: "once", priceRub: 490 });
    const { headers } = await signedInUser(context(app));
    const purchase = await app.inject({
      method: "POST",
      url: `${FREE}/subscription/purchase/`,
      headers,
      payload: { plan_id: once.id, personal_data_consent: true },
    });
    expect(purchase.statusCode).toBe(200);
    expect(fakes.yookassa.createRequests.at(-1)?.body).not.toHaveProperty("save_payment_method");
    const plans = await app.inject({ method: "GET", url: `${FREE}/plans/` });
    expect(plans.json()[0]).toMatchObject({ id: once.id, billing_period: "once" });
  });

  it("a month passes: the saved method is charged once, the period extended, the balance reset, the customer told", async () => {
    const { app, job } = await startInstance();
    const { user, headers, remoteId, subscription } = await subscribed(app);
    await db().update(drawingQuotas).set({ used: 40 }).where(eq(drawingQuotas.userId, user.id));
    const chargesBefore = fakes.yookassa.charges().length;

    advanceDays(27.5);
    await job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore);
    await fakes.smtp.messageTo(
      user.email,
      `${REMINDER} 30 дней: с сохранённой карты будет списано 990\u00a0₽`,
    );
    await job.tick();
    expect(mailsTo(user.email).filter((text) => text.includes(REMINDER))).toHaveLength(1);

    advanceDays(3);
    await job.tick();
    await job.tick();
    const charges = fakes.yookassa.charges();
    expect(charges).toHaveLength(chargesBefore + 1);
    const charge = charges.at(-1);
    expect(charge).toMatchObject({
      status: "succeeded",
      amount: { value: "990.00", currency: "RUB" },
      payment_method: { id: `pm-${remoteId}` },
    });
    const request = fakes.yookassa.createRequests.at(-1);
    expect(request?.idempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toMatchObject({
      payment_method_id: `pm-${remoteId}`,
      capture: true,
      receipt: { customer: { email: user.email } },
    });

    const renewed = await subscriptionOf(user.id);
    expect(renewed.status).toBe("active");
    expect(renewed.expiresAt.getTime()).toBe(subscription.expiresAt.getTime() + 30 * DAY_MS);
    const [quota] = await db().select().from(drawingQuotas).where(eq(drawingQuotas.userId, user.id));
    expect(quota).toMatchObject({ allowed: 100, used: 0 });
    await fakes.smtp.messageTo(user.email, "Мы получили оплату тарифа «Продвинутый»: 990\u00a0₽");

    const state = await app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(state.json()).toMatchObject({
      status: "active",
      is_active: true,
      renewal: { enabled: true, amount: 990, next_charge_date: renewed.expiresAt.toISOString() },
    });
  });

  it("an English customer's confirmations, the renewal charge's too, are English and state the renewal terms", async () => {
    const { app, job } = await startInstance();
    const { user } = await subscribed(app, "en");
    const first = mailText((await fakes.smtp.messageTo(user.email, "We have received your payment")).data);
    expect(first).toMatch(
      /On \d{1,2} \w+ \d{4} the plan renews by itself: 990\u00a0₽ will be charged to the saved card/,
    );
    expect(first).toContain("You can turn renewal off at any time in your profile");
    expect(first).toContain("YooKassa sends the fiscal receipt to this address in a separate e-mail.");
    advanceDays(30.5);
    await job.tick();
    await job.tick();
    // The renewal's confirmation leaves through the mail job, polled each second beside the app's other queues.
    await expect
      .poll(
        () => mailsTo(user.email).filter((text) => text.includes("We have received your payment")).length,
        {
          timeout: 5000,
        },
      )
      .toBe(2);
    const renewal = mailText((await fakes.smtp.messageTo(user.email, "We have received your payment")).data);
    expect(renewal).toContain("the plan renews by itself");
    for (const text of [first, renewal]) expect(text).not.toMatch(/[а-яё]/i);
  });

  it("a declined charge is tried again after 1 and 3 days while the plan stays on, then the plan expires", async () => {
    const { app, job } = await startInstance();
    const { user, headers, subscription } = await subscribed(app, "en");
    const periodEnd = subscription.expiresAt.getTime();
    fakes.yookassa.declineCharges(true);

    now = periodEnd + 60_000;
    await job.tick();
    let row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ status: "active" });
    expect(row.expiresAt.getTime()).toBe(periodEnd + DAY_MS);
    expect(row.unpaidSince?.getTime()).toBe(periodEnd);
    await fakes.smtp.messageTo(
      user.email,
      "We could not charge 990\u00a0₽ to renew your Advanced plan: the bank declined the payment.",
    );
    const live = await app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(live.json()).toMatchObject({ is_active: true });
    await job.tick();
    expect(fakes.yookassa.charges().filter((charge) => charge.status === "canceled")).toHaveLength(1);

    now = periodEnd + DAY_MS + 60_000;
    await job.tick();
    row = await subscriptionOf(user.id);
    expect(row.expiresAt.getTime()).toBe(periodEnd + 3 * DAY_MS);
    expect(fakes.yookassa.charges().filter((charge) => charge.status === "canceled")).toHaveLength(2);

    now = periodEnd + 3 * DAY_MS + 60_000;
    await job.tick();
    await job.tick();
    row = await subscriptionOf(user.id);
    expect(row.status).toBe("expired");
    expect(fakes.yookassa.charges().filter((charge) => charge.status === "canceled")).toHaveLength(3);
    await fakes.smtp.messageTo(user.email, "Your Advanced plan could not be renewed and has ended.");
    const attempts = await db().select().from(renewalAttempts);
    expect(attempts.map((attempt) => attempt.attempt)).toEqual([0, 1, 2]);
    const ended = await app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(ended.json()).toMatchObject({ status: "expired", is_active: false, renewal: null });
  });

  it("a retry that succeeds starts the next period where the paid one ended", async () => {
    const { app, job } = await startInstance();
    const { user, subscription } = await subscribed(app);
    const periodEnd = subscription.expiresAt.getTime();
    fakes.yookassa.declineCharges(true);
    now = periodEnd + 60_000;
    await job.tick();
    fakes.yookassa.declineCharges(false);
    now = periodEnd + DAY_MS + 60_000;
    await job.tick();
    const row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ status: "active", unpaidSince: null });
    expect(row.expiresAt.getTime()).toBe(periodEnd + 30 * DAY_MS);
  });

  it("renewal turned off: nothing is charged, the plan lasts to the period's end; turned on again, it renews", async () => {
    const { app, job } = await startInstance();
    const { user, headers, subscription } = await subscribed(app);
    const chargesBefore = fakes.yookassa.charges().length;
    const renewal = (enabled: boolean) =>
      app.inject({ method: "POST", url: `${FREE}/subscription/renewal/`, headers, payload: { enabled } });

    const end = subscription.expiresAt.toISOString();
    // Renewing, the balance refills at the period's end; renewal off, it does not (docs/decisions/029).
    const before = await app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(before.json().mandala_drawings.reset_date).toBe(end);
    const off = await renewal(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      status: "canceled",
      is_active: true,
      expiry_date: end,
      renewal: { enabled: false, next_charge_date: null, amount: 990 },
      mandala_drawings: { reset_date: null },
    });
    expect((await renewal(false)).statusCode).toBe(200);

    advanceDays(29);
    await job.tick();
    expect(mailsTo(user.email).some((text) => text.includes(REMINDER))).toBe(false);
    const on = await renewal(true);
    expect(on.json()).toMatchObject({ status: "active", renewal: { enabled: true } });
    expect((await renewal(false)).statusCode).toBe(200);

    now = subscription.expiresAt.getTime() + 60_000;
    await job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore);
    expect((await subscriptionOf(user.id)).status).toBe("expired");
    const late = await renewal(true);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/Автопродление/);
  });

  it("renewal turned off is confirmed by one e-mail in the account's language: until when, no charges, how to undo", async () => {
    const { app } = await startInstance();
    const { user, headers, subscription } = await subscribed(app);
    // Paid from a Russian page, but the account now speaks English: the confirmation follows the account.
    await db().update(users).set({ locale: "en" }).where(eq(users.id, user.id));
    const renewal = (enabled: boolean) =>
      app.inject({ method: "POST", url: `${FREE}/subscription/renewal/`, headers, payload: { enabled } });

    expect((await renewal(false)).statusCode).toBe(200);
    const offMails = () => mailsTo(user.email).filter((text) => text.includes("You turned renewal of your"));
    await expect.poll(() => offMails().length, { timeout: 20_000 }).toBe(1);
    const text = offMails()[0] ?? "";
    expect(text).toContain(`The plan stays until ${formatDate(subscription.expiresAt, "en")}`);
    expect(text).toContain("nothing more will be charged to your card");
    expect(text).toContain("turn renewal back on in your profile");
    expect(text).toContain("/profile");
    expect(text).not.toMatch(/[А-Яа-яЁё]/);

    // Asked again while already off: nothing changes, no second e-mail; turned on: no e-mail either.
    // A letter is queued in its request's transaction: the outbox, not a wait, says none was added.
    const queuedTo = async () =>
      (
        (await db().execute(
          sql`SELECT id FROM pgboss.job WHERE name = ${MAIL_JOB} AND data->>'to' = ${user.email}`,
        )) as { rows: unknown[] }
      ).rows.length;
    const queued = await queuedTo();
    expect((await renewal(false)).statusCode).toBe(200);
    expect((await renewal(true)).statusCode).toBe(200);
    expect(await queuedTo()).toBe(queued);
    expect(offMails()).toHaveLength(1);
  });

  it("shows the saved card, and removing it turns renewal off, tells the customer and charges nothing more", async () => {
    const { app, job } = await startInstance();
    const { user, headers, subscription } = await subscribed(app);
    const chargesBefore = fakes.yookassa.charges().length;
    const shown = await app.inject({ method: "GET", url: `${FREE}/subscription/`, headers });
    expect(shown.json().renewal).toMatchObject({ enabled: true, card: { last4: "4242", type: "Mir" } });
    const remove = (as = headers) =>
      app.inject({ method: "DELETE", url: `${FREE}/subscription/card/`, headers: as });

    const stranger = (await signedInUser(context(app))).headers;
    const none = await remove(stranger);
    expect(none.statusCode).toBe(409);
    expect((await subscriptionOf(user.id)).cardLast4).toBe("4242");

    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      status: "canceled",
      is_active: true,
      expiry_date: subscription.expiresAt.toISOString(),
      renewal: null,
    });
    expect(await subscriptionOf(user.id)).toMatchObject({
      status: "canceled",
      paymentMethodId: null,
      cardLast4: null,
      cardType: null,
    });
    const text = mailText((await fakes.smtp.messageTo(user.email, "Вы удалили сохранённую карту")).data);
    expect(text).toContain(`Тариф будет действовать до ${formatDate(subscription.expiresAt, "ru")}`);
    expect(text).toContain("списаний больше не будет");
    const again = await remove();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("Сохранённой карты нет: удалять нечего");
    const renewalOn = await app.inject({
      method: "POST",
      url: `${FREE}/subscription/renewal/`,
      headers,
      payload: { enabled: true },
    });
    expect(renewalOn.statusCode).toBe(409);

    now = subscription.expiresAt.getTime() + 60_000;
    await job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore);
    expect((await subscriptionOf(user.id)).status).toBe("expired");
  });

  it("refuses to turn renewal on for a one-time plan, with a message in the page's language", async () => {
    const { app } = await startInstance();
    const { headers } = await signedInUser(context(app));
    const response = await app.inject({
      method: "POST",
      url: `${FREE}/subscription/renewal/`,
      headers: { ...headers, "accept-language": "en" },
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/plan with automatic renewal/);
    const invalid = await app.inject({
      method: "POST",
      url: `${FREE}/subscription/renewal/`,
      headers,
      payload: { enabled: "yes" },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("two instances renewing at the same moment charge once", async () => {
    const first = await startInstance();
    const second = await startInstance();
    const { user, subscription } = await subscribed(first.app);
    const chargesBefore = fakes.yookassa.charges().length;
    now = subscription.expiresAt.getTime() + 60_000;
    await Promise.all([first.job.tick(), second.job.tick(), first.job.tick()]);
    await Promise.all([first.job.tick(), second.job.tick()]);
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore + 1);
    const renewals = await db().select().from(renewalAttempts);
    expect(renewals).toHaveLength(1);
    const row = await subscriptionOf(user.id);
    expect(row.expiresAt.getTime()).toBe(subscription.expiresAt.getTime() + 30 * DAY_MS);
  });

  it("a restart after the charge was sent but its reply lost re-sends it with the same key: one charge", async () => {
    const first = await startInstance();
    const { user, subscription } = await subscribed(first.app);
    const chargesBefore = fakes.yookassa.charges().length;
    const requestsBefore = fakes.yookassa.createRequests.length;
    now = subscription.expiresAt.getTime() + 60_000;
    fakes.yookassa.failNextCreations(3);
    await first.job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore + 1);
    const [pending] = await db().select().from(payments).where(eq(payments.providerPaymentId, ""));
    expect(pending).toBeUndefined();
    expect((await subscriptionOf(user.id)).expiresAt).toEqual(subscription.expiresAt);
    await first.app.close();
    instances = instances.filter((instance) => instance !== first);

    const restarted = await startInstance();
    await restarted.job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore + 1);
    const keys = fakes.yookassa.createRequests
      .slice(requestsBefore)
      .filter(({ body }) => JSON.stringify(body).includes("payment_method_id"))
      .map(({ idempotenceKey }) => idempotenceKey);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    const row = await subscriptionOf(user.id);
    expect(row.expiresAt.getTime()).toBe(subscription.expiresAt.getTime() + 30 * DAY_MS);
  });

  // Last: the fake keeps its canceled charge, which the tests above count.
  it("a charge canceled with permission_revoked never charges that card again: forgotten, no retry, the customer told", async () => {
    const { app, job } = await startInstance();
    const { user, remoteId, subscription } = await subscribed(app);
    fakes.yookassa.declineMethod(`pm-${remoteId}`, "permission_revoked");
    const chargesBefore = fakes.yookassa.charges().length;

    now = subscription.expiresAt.getTime() + 60_000;
    await job.tick();
    await job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore + 1);
    expect(fakes.yookassa.charges().at(-1)?.cancellation_details).toEqual({
      party: "payment_network",
      reason: "permission_revoked",
    });
    const [attempt] = await db()
      .select({ payment: payments })
      .from(renewalAttempts)
      .innerJoin(payments, eq(payments.id, renewalAttempts.paymentId));
    expect(attempt?.payment).toMatchObject({
      status: "canceled",
      cancellationParty: "payment_network",
      cancellationReason: "permission_revoked",
    });
    // No grace: the plan ran to the end of what was paid, and the expiry step ended it there.
    const row = await subscriptionOf(user.id);
    expect(row).toMatchObject({
      status: "expired",
      paymentMethodId: null,
      cardLast4: null,
      unpaidSince: null,
    });
    expect(row.expiresAt.getTime()).toBe(subscription.expiresAt.getTime());
    await fakes.smtp.messageTo(user.email, "Мы удалили эту карту и больше не будем пытаться её списать.");

    // Days later: no retry of the revoked card, and no "declined, we will try again" letter.
    now += 5 * DAY_MS;
    await job.tick();
    expect(fakes.yookassa.charges()).toHaveLength(chargesBefore + 1);
    expect(mailsTo(user.email).some((text) => text.includes("Мы попробуем снова"))).toBe(false);
  });
});
