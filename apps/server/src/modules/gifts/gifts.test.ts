import { randomUUID } from "node:crypto";
import { DAY_MS } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { signedInUser } from "../../../test/auth.ts";
import { createLearningSet, createPlan, createSubscription } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { gifts, payments, sandboxPayments, subscriptions } from "../../db/schema.ts";
import { localPath, receiptLine, useMailingApp, useYooKassaApp } from "../billing/billing.test-support.ts";
import { giftsAccountPart } from "./account-part.ts";
import { GIFT_DELIVERY_JOB } from "./gifts.plugin.ts";

const FREE = "/draw/api/v1/free";
const CODE = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

/** Each test its own client address: the redeem limit counts per client. */
let clients = 0;
const nextClient = () => `10.9.0.${++clients}`;

/** Buys a gift with `payload` (a plan or a set, and how it goes) and pays it in the sandbox. */
async function buyGift(ctx: TestContext, payload: Record<string, unknown>, lang: "ru" | "en" = "ru") {
  const response = await ctx.app.inject({
    method: "POST",
    url: `${FREE}/gifts/purchase/?lang=${lang}`,
    payload: { buyer_email: "buyer@example.com", personal_data_consent: true, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { payment_id, payment_link } = response.json();
  await ctx.app.inject({ method: "POST", url: `${localPath(payment_link)}/pay` });
  return payment_id as string;
}

/** The buyer's page of the gift paid by `paymentId`. */
async function order(ctx: TestContext, paymentId: string) {
  const response = await ctx.app.inject({ method: "GET", url: `${FREE}/gifts/order/${paymentId}/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const redeem = (
  ctx: TestContext,
  code: string,
  client: string,
  options: { headers?: Record<string, string>; payload?: object; lang?: "ru" | "en" } = {},
) =>
  ctx.app.inject({
    method: "POST",
    url: `${FREE}/gifts/${code}/redeem/?lang=${options.lang ?? "ru"}`,
    remoteAddress: client,
    headers: options.headers ?? {},
    payload: options.payload ?? {},
  });

describe("gifts (sandbox checkout, fake SMTP)", () => {
  const { ctx, fakes } = useMailingApp();

  it("a set given by e-mail: the recipient gets the code in their language and takes the set's links once", async () => {
    const set = await createLearningSet(ctx.database.db, {
      name: "Гармония",
      translations: { en: { name: "Harmony", descriptionShort: "", description: "", includedItems: [] } },
    });
    const paymentId = await buyGift(ctx, {
      set_slug: set.slug,
      recipient_email: "friend@example.com",
      recipient_locale: "en",
      message: "Happy New Year!",
    });
    const mail = await fakes.smtp.messageTo("friend@example.com", "You have been given the set “Harmony”");
    const text = mailText(mail.data);
    expect(text).toContain("Happy New Year!");
    const code = CODE.exec(text)?.[0] ?? "";
    expect(code).not.toBe("");
    expect(text).toContain(`/podarok/${code.replaceAll("-", "")}?lang=en`);
    // The buyer is told in the language of the page they paid on, with the gift's page.
    const confirmation = mailText((await fakes.smtp.messageTo("buyer@example.com", "Подарок оплачен")).data);
    expect(confirmation).toContain("Письмо с подарком отправлено на friend@example.com");
    expect(confirmation).toContain(`/podarok/zakaz/${paymentId}`);

    const client = nextClient();
    const view = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/gifts/${code.toLowerCase()}/?lang=en`,
      remoteAddress: client,
    });
    expect(view.json()).toMatchObject({
      state: "available",
      item: { kind: "set", name: "Harmony" },
      message: "Happy New Year!",
    });
    const taken = await redeem(ctx, code, client, { payload: { email: "friend@example.com" } });
    expect(taken.statusCode, taken.body).toBe(200);
    const links = taken.json().set_links;
    expect((await ctx.app.inject({ method: "GET", url: localPath(links.download) })).statusCode).toBe(200);
    // Taken once: again is a clear 409; the buyer's page says it was taken.
    const again = await redeem(ctx, code, client, { payload: { email: "other@example.com" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("Этот подарок уже получен");
    expect((await order(ctx, paymentId)).redeemed_at).not.toBeNull();
    // The service is handed over: the sandbox records the settlement receipt and mails its imitation.
    const settlement = mailText((await fakes.smtp.messageTo("buyer@example.com", "зачёт предоплаты")).data);
    expect(settlement).toContain(
      "Подарочный сертификат: набор «Гармония» — 990\u00a0₽ (1 шт., услуга, полный расчёт)",
    );
    expect(settlement).toContain("Зачтена предоплата: 990\u00a0₽");
    const [paid] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const [sandboxRow] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paid?.providerPaymentId ?? ""));
    expect(sandboxRow?.settlementReceipt).toMatchObject({ items: [{ payment_mode: "full_payment" }] });
    // The set is the recipient's: asked for again, its links go to them, not to the buyer who paid.
    await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/resend-links/`,
      remoteAddress: nextClient(),
      payload: { email: "friend@example.com" },
    });
    const resent = mailText((await fakes.smtp.messageTo("friend@example.com", "/files/sets/")).data);
    expect(resent).toContain(links.download);
  });

  it("two takings at the same moment: one wins, the other gets 409", async () => {
    const set = await createLearningSet(ctx.database.db);
    const paymentId = await buyGift(ctx, { set_slug: set.slug });
    const { code } = await order(ctx, paymentId);
    const client = nextClient();
    const answers = await Promise.all([
      redeem(ctx, code, client, { payload: { email: "a@example.com" } }),
      redeem(ctx, code, client, { payload: { email: "b@example.com" } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("a printed card: no e-mail to anyone but the buyer, whose page shows the code", async () => {
    const set = await createLearningSet(ctx.database.db);
    const paymentId = await buyGift(ctx, { set_slug: set.slug }, "en");
    const page = await order(ctx, paymentId);
    expect(page).toMatchObject({ payment_status: "succeeded", recipient_email: null, redeemed_at: null });
    expect(page.code).toMatch(CODE);
    const confirmation = mailText((await fakes.smtp.messageTo("buyer@example.com", "The gift is paid")).data);
    expect(confirmation).toContain(`Gift code: ${page.code}`);
    const card = await ctx.app.inject({ method: "GET", url: `${FREE}/gifts/order/${paymentId}/card.pdf` });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("application/pdf");
    const text = (await pdfText(card.rawPayload)).join("\n");
    expect(text).toContain(page.code);
    expect(text).toContain("Подарок для вас");
  });

  it("a plan is taken onto the signed-in account; over the same plan paid, its days follow the paid ones", async () => {
    const plan = await createPlan(ctx.database.db, { name: "Продвинутый", periodDays: 30 });
    const { user, headers } = await signedInUser(ctx);
    const paidUntil = new Date(Date.now() + 10 * DAY_MS);
    await createSubscription(ctx.database.db, { userId: user.id, planId: plan.id, expiresAt: paidUntil });
    const { code } = await order(ctx, await buyGift(ctx, { plan_id: plan.id }));
    const client = nextClient();

    // Not signed in: the plan needs an account.
    const anonymous = await redeem(ctx, code, client);
    expect(anonymous.statusCode).toBe(401);
    const view = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/gifts/${code}/`,
      headers,
      remoteAddress: client,
    });
    expect(view.json().plan_terms).toMatchObject({
      kind: "now",
      starts_at: paidUntil.toISOString(),
      expires_at: new Date(paidUntil.getTime() + 30 * DAY_MS).toISOString(),
      after: { until: paidUntil.toISOString(), trial: false },
    });
    const taken = await redeem(ctx, code, client, { headers });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().plan.starts_at).toBe(paidUntil.toISOString());
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.expiresAt.toISOString()).toBe(new Date(paidUntil.getTime() + 30 * DAY_MS).toISOString());
  });

  it("a plan over another plan still paid is not taken until that one ends, and the page says when", async () => {
    const gifted = await createPlan(ctx.database.db, { name: "Premium", description: "Премиум" });
    const paid = await createPlan(ctx.database.db, { name: "Basic", description: "Базовый" });
    const { user, headers } = await signedInUser(ctx);
    const paidUntil = new Date(Date.now() + 5 * DAY_MS);
    await createSubscription(ctx.database.db, { userId: user.id, planId: paid.id, expiresAt: paidUntil });
    const { code } = await order(ctx, await buyGift(ctx, { plan_id: gifted.id }));
    const client = nextClient();
    const view = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/gifts/${code}/`,
      headers,
      remoteAddress: client,
    });
    expect(view.json().plan_terms).toEqual({
      kind: "wait",
      wait_until: paidUntil.toISOString(),
      plan_name: "Базовый",
    });
    const refused = await redeem(ctx, code, client, { headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^У вас оплачен тариф «Базовый» до \d+ \S+ \d{4}\. Подарок можно будет получить/,
    );
  });

  it("a wrong code is 404 in the request's language, and trying codes is rate-limited", async () => {
    const client = nextClient();
    const wrong = await redeem(ctx, "2222-3333-4444-5555", client, { lang: "en" });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe("There is no such gift: please check the code");
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await redeem(ctx, `2222-3333-4444-${5000 + attempt}`, client)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back.
    expect((await redeem(ctx, "2222-3333-4444-5555", nextClient())).statusCode).toBe(404);
  });

  it("a refunded gift stops working: 410, and the buyer's page says so", async () => {
    const set = await createLearningSet(ctx.database.db);
    const paymentId = await buyGift(ctx, { set_slug: set.slug });
    const { code } = await order(ctx, paymentId);
    const { headers } = await signedInUser(ctx, { role: "admin" });
    const refund = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/payments/${paymentId}/refund`,
      headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refused = await redeem(ctx, code, nextClient(), { payload: { email: "late@example.com" } });
    expect(refused.statusCode).toBe(410);
    expect((await order(ctx, paymentId)).refunded).toBe(true);
    await fakes.smtp.messageTo("buyer@example.com", "Код подарка больше не действует");
    const list = await ctx.app.inject({ method: "GET", url: "/api/admin/gifts", headers });
    expect(list.json().gifts[0]).toMatchObject({ payment_id: paymentId });
    expect(list.json().gifts[0].refunded_at).not.toBeNull();
  });

  it("a plan gift refunded after it was taken: its days are taken back, and the refund's e-mail says so", async () => {
    const plan = await createPlan(ctx.database.db, { name: "Продвинутый", periodDays: 30 });
    const admin = await signedInUser(ctx, { role: "admin" });
    const refund = (paymentId: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/admin/payments/${paymentId}/refund`,
        headers: admin.headers,
      });
    const expiry = async (userId: number) => {
      const [row] = await ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(subscriptions.id);
      return row;
    };

    // Over the same plan paid: the paid days stay, the gift's 30 go.
    const paying = await signedInUser(ctx);
    const paidUntil = new Date(Date.now() + 10 * DAY_MS);
    await createSubscription(ctx.database.db, {
      userId: paying.user.id,
      planId: plan.id,
      expiresAt: paidUntil,
    });
    const first = await buyGift(ctx, { plan_id: plan.id });
    const { code } = await order(ctx, first);
    expect((await redeem(ctx, code, nextClient(), { headers: paying.headers })).statusCode).toBe(200);
    expect((await refund(first)).statusCode).toBe(200);
    const cut = await expiry(paying.user.id);
    expect(cut?.expiresAt.toISOString()).toBe(paidUntil.toISOString());
    expect(cut?.status).toBe("active");
    const mail = mailText((await fakes.smtp.messageTo("buyer@example.com", "дни тарифа")).data);
    expect(mail).toContain("Подарок уже был получен: дни тарифа, которые он дал получателю, отменены.");

    // Only the gift's days: the plan ends now, and the recipient no longer has it.
    const { user, headers } = await signedInUser(ctx);
    const second = await buyGift(ctx, { plan_id: plan.id }, "en");
    const again = await order(ctx, second);
    expect((await redeem(ctx, again.code, nextClient(), { headers })).statusCode).toBe(200);
    expect((await expiry(user.id))?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect((await refund(second)).statusCode).toBe(200);
    const ended = await expiry(user.id);
    expect(ended?.status).toBe("expired");
    expect(ended?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    await fakes.smtp.messageTo(
      "buyer@example.com",
      "The gift had already been taken: the plan it gave its recipient has ended.",
    );
    // Refunded again (a double click): nothing more is taken back.
    expect((await refund(first)).statusCode).toBe(200);
    expect((await expiry(paying.user.id))?.expiresAt.toISOString()).toBe(paidUntil.toISOString());
  });

  it("a gift for a later day: nothing is sent before it, the delivery job sends it on the day", async () => {
    const set = await createLearningSet(ctx.database.db, { name: "Новый год" });
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const paymentId = await buyGift(ctx, {
      set_slug: set.slug,
      recipient_email: "later@example.com",
      deliver_on: tomorrow,
    });
    const confirmation = mailText(
      (await fakes.smtp.messageTo("buyer@example.com", "придёт на later@example.com")).data,
    );
    expect(confirmation).toContain("Письмо с подарком придёт на later@example.com");
    expect(fakes.smtp.messages.some((mail) => mail.to.includes("later@example.com"))).toBe(false);
    // The day comes (the test moves the gift's day into the past), the job runs.
    await ctx.database.db
      .update(gifts)
      .set({ deliverAt: new Date(Date.now() - 1000) })
      .where(eq(gifts.paymentId, paymentId));
    await ctx.app.jobs.enqueue(GIFT_DELIVERY_JOB, {});
    await fakes.smtp.messageTo("later@example.com", "Вам дарят набор «Новый год»");
    expect((await order(ctx, paymentId)).delivered_at).not.toBeNull();
  });

  it("an account's gifts: exported, and taken off what is done when it is deleted; a pending one still goes", async () => {
    const set = await createLearningSet(ctx.database.db);
    const sent = await buyGift(ctx, {
      set_slug: set.slug,
      recipient_email: "friend@example.com",
      message: "Тебе",
    });
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    await buyGift(ctx, {
      set_slug: set.slug,
      recipient_email: "later@example.com",
      message: "Завтра",
      deliver_on: tomorrow,
    });
    const { user, headers } = await signedInUser(ctx);
    const { code } = await order(ctx, sent);
    expect(
      (await redeem(ctx, code, nextClient(), { headers, payload: { email: user.email } })).statusCode,
    ).toBe(200);

    const part = giftsAccountPart({ db: ctx.database.db });
    // The buyer paid without signing in: their account of the same verified address owns the gifts.
    const buyer = { id: -1, email: "BUYER@example.com", emailVerifiedAt: new Date(), locale: "ru" };
    const recipient = { id: user.id, email: user.email, emailVerifiedAt: new Date(), locale: "ru" };
    const images = { add: (name: string) => name };
    const bought = (await part.exportFor(buyer, images)).gifts_bought as { recipient_email: string }[];
    expect(bought.map((gift) => gift.recipient_email)).toEqual(["friend@example.com", "later@example.com"]);
    expect(await part.exportFor({ ...buyer, emailVerifiedAt: null }, images)).toMatchObject({
      gifts_bought: [],
    });
    expect(await part.exportFor(recipient, images)).toMatchObject({ gifts_taken: [{ message: "Тебе" }] });

    await ctx.database.db.transaction(async (tx) => {
      await part.deleteFor(recipient, tx, new Date());
      await part.deleteFor(buyer, tx, new Date());
    });
    const rows = await ctx.database.db.select().from(gifts).orderBy(gifts.id);
    expect(rows.map((row) => [row.recipientEmail, row.message, row.redeemedBy, row.redeemedEmail])).toEqual([
      [null, "", null, null],
      ["later@example.com", "Завтра", null, null],
    ]);
    expect(rows[0]?.redeemedAt).not.toBeNull();
  });

  it("refuses a purchase without consent, a bad address, or a date without an e-mail", async () => {
    const set = await createLearningSet(ctx.database.db);
    const post = (payload: object) =>
      ctx.app.inject({
        method: "POST",
        url: `${FREE}/gifts/purchase/`,
        payload: { set_slug: set.slug, ...payload },
      });
    expect((await post({ buyer_email: "a@example.com" })).statusCode).toBe(400);
    const bad = await post({ buyer_email: "nope", personal_data_consent: true });
    expect(bad.json()).toMatchObject({ code: "catalogue.emailInvalid" });
    const dated = await post({
      buyer_email: "a@example.com",
      personal_data_consent: true,
      deliver_on: "2099-12-31",
    });
    expect(dated.json()).toMatchObject({ code: "gifts.deliveryNeedsEmail" });
  });
});

describe("a gift's receipt at YooKassa (fake YooKassa)", () => {
  const { ctx, fakes } = useYooKassaApp();

  it("is a 100 % prepayment of the service it names", async () => {
    const plan = await createPlan(ctx.database.db, {
      name: "Advanced",
      description: "Продвинутый",
      priceRub: 990,
    });
    const response = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/gifts/purchase/`,
      payload: { plan_id: plan.id, buyer_email: "buyer@example.com", personal_data_consent: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = fakes.yookassa.createRequests.at(-1)?.body as { receipt: { items: object[] } };
    expect(body.receipt.items).toEqual([
      expect.objectContaining({
        description: "Подарочный сертификат: тариф «Продвинутый»",
        payment_mode: "full_prepayment",
        payment_subject: "service",
        amount: { value: "990.00", currency: "RUB" },
      }),
    ]);
  });

  /** Buys a gift of `set` at the fake YooKassa and pays it there; answers our payment and YooKassa's. */
  async function paidAtYooKassa(setSlug: string) {
    const response = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/gifts/purchase/`,
      payload: { set_slug: setSlug, buyer_email: "buyer@example.com", personal_data_consent: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const remoteId = [...fakes.yookassa.payments.keys()].at(-1) ?? "";
    await fakes.yookassa.settle(remoteId, "succeeded");
    const notified = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/yookassa/notifications",
      payload: { type: "notification", event: "payment.succeeded", object: { id: remoteId } },
    });
    expect(notified.statusCode).toBe(200);
    return { paymentId: response.json().payment_id as string, remoteId };
  }

  /** POSTs a second receipt to the fake YooKassa as `body`, with `key` (none: no Idempotence-Key). */
  const postReceipt = (body: object, key?: string) =>
    fetch(`${fakes.yookassa.apiUrl}/receipts`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${fakes.yookassa.shopId}:${fakes.yookassa.secretKey}`).toString("base64")}`,
        "content-type": "application/json",
        ...(key ? { "idempotence-key": key } : {}),
      },
      body: JSON.stringify(body),
    });

  it("sends the settlement receipt when the gift is taken, once, with the prepayment offset", async () => {
    const set = await createLearningSet(ctx.database.db, { name: "Гармония", priceRub: 990 });
    const { paymentId, remoteId } = await paidAtYooKassa(set.slug);
    const { code } = await order(ctx, paymentId);
    expect(fakes.yookassa.receiptRequests).toHaveLength(0);

    const taken = await redeem(ctx, code, nextClient(), { payload: { email: "friend@example.com" } });
    expect(taken.statusCode, taken.body).toBe(200);
    await vi.waitFor(() => expect(fakes.yookassa.receipts.size).toBe(1), { timeout: 20_000 });
    const [request] = fakes.yookassa.receiptRequests;
    expect(request?.idempotenceKey).toBe(`gift-settlement-${paymentId}`);
    expect(request?.body).toEqual({
      type: "payment",
      payment_id: remoteId,
      send: true,
      customer: { email: "buyer@example.com" },
      items: [receiptLine({ description: "Подарочный сертификат: набор «Гармония»" })],
      settlements: [{ type: "prepayment", amount: { value: "990.00", currency: "RUB" } }],
    });
    // The same request again (a retry after a lost answer) makes no second receipt.
    const again = await postReceipt(request?.body as object, request?.idempotenceKey);
    expect(again.status).toBe(200);
    expect(fakes.yookassa.receipts.size).toBe(1);
  });

  it("the fake refuses what YooKassa refuses of a second receipt", async () => {
    const set = await createLearningSet(ctx.database.db, { priceRub: 990 });
    const { remoteId } = await paidAtYooKassa(set.slug);
    // A gift's line in its settlement receipt: the certificate's service, now paid in full.
    const line = receiptLine({ description: "Подарочный сертификат" });
    const good = {
      type: "payment",
      payment_id: remoteId,
      send: true,
      customer: { email: "buyer@example.com" },
      items: [line],
      settlements: [{ type: "prepayment", amount: { value: "990.00", currency: "RUB" } }],
    };
    const refused = async (body: object, key: string | undefined = randomUUID()) => {
      const response = await postReceipt(body, key);
      expect(response.status).toBe(400);
      return (await response.json()) as { parameter?: string; description: string };
    };
    expect((await refused(good, "")).description).toBe("Idempotence-Key required");
    const { settlements: _, ...unsettled } = good;
    expect((await refused(unsettled)).parameter).toBe("settlements");
    expect(
      (await refused({ ...good, items: [{ ...line, payment_mode: "full_prepayment" }] })).parameter,
    ).toBe("items[0].payment_mode");
    const short = [{ type: "prepayment", amount: { value: "900.00", currency: "RUB" } }];
    expect((await refused({ ...good, settlements: short })).parameter).toBe("items");
    const over = [{ type: "prepayment", amount: { value: "1990.00", currency: "RUB" } }];
    expect((await refused({ ...good, settlements: over })).parameter).toBe("settlements");
    expect((await refused({ ...good, send: false })).parameter).toBe("send");
    expect((await refused({ ...good, payment_id: "2f000000-0000-5000-8000-000000000000" })).parameter).toBe(
      "payment_id",
    );
    expect((await postReceipt(good, randomUUID())).status).toBe(200);
  });
});
