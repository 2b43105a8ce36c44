/**
 * Payments as YooKassa documents them: receipts on ФФД 1.2 (the fake refuses what YooKassa refuses),
 * the checkout's language, and the reasons of a canceled payment, for the customer and the admin.
 */
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/auth.ts";
import { createPlan } from "../../../test/factories.ts";
import {
  createAdvancedPlan,
  providerPaymentIdOf,
  purchasePlan,
  receiptLine,
  useYooKassaApp,
} from "./billing.test-support.ts";

const NOTIFY = "/api/payments/yookassa/notifications";

/** A plan's receipt line as we send it. */
const line = (extra: Record<string, unknown> = {}) =>
  receiptLine({ description: "Тариф «Продвинутый», доступ на 30 дней", ...extra });

describe("receipts, checkout language and cancellation reasons (fake YooKassa)", () => {
  const { ctx, fakes } = useYooKassaApp({ RECEIPT_TAX_SYSTEM_CODE: "2" });
  const db = () => ctx.database.db;

  /** POSTs a payment with `receipt` straight to the fake YooKassa. */
  async function createAtFake(receipt: unknown) {
    const response = await fetch(`${fakes.yookassa.apiUrl}/payments`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${fakes.yookassa.shopId}:${fakes.yookassa.secretKey}`).toString("base64")}`,
        "content-type": "application/json",
        "idempotence-key": crypto.randomUUID(),
      },
      body: JSON.stringify({
        amount: { value: "990.00", currency: "RUB" },
        capture: true,
        confirmation: { type: "redirect", return_url: "https://mandala.test/payment/success" },
        receipt,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("the fake refuses a receipt as YooKassa does: no measure, a bad VAT code, a long description, a wrong sum", async () => {
    const customer = { email: "buyer@example.com" };
    const { measure: _measure, ...withoutMeasure } = line();
    const cases: [unknown, string][] = [
      [{ customer, items: [withoutMeasure] }, "receipt.items[0].measure"],
      [{ customer, items: [line({ measure: "pieces" })] }, "receipt.items[0].measure"],
      [{ customer, items: [line({ vat_code: 13 })] }, "receipt.items[0].vat_code"],
      [{ customer, items: [line({ description: "я".repeat(129) })] }, "receipt.items[0].description"],
      [{ customer, items: [line({ payment_subject: "subscription" })] }, "receipt.items[0].payment_subject"],
      [{ customer, items: [line({ amount: { value: "900.00", currency: "RUB" } })] }, "receipt.items"],
      [{ items: [line()] }, "receipt.customer"],
      [{ customer, items: [line()], tax_system_code: 7 }, "receipt.tax_system_code"],
    ];
    for (const [receipt, parameter] of cases) {
      const answer = await createAtFake(receipt);
      expect(answer.status, parameter).toBe(400);
      expect(answer.body).toMatchObject({ type: "error", code: "invalid_request", parameter });
      expect(answer.body.description).toEqual(expect.any(String));
    }
    expect((await createAtFake({ customer, items: [line()] })).status).toBe(200);
  });

  it("our payment's and our refund's receipts pass the fake, the refund repeating the payment's line", async () => {
    const plan = await createAdvancedPlan(db());
    const { user, headers } = await signedInUser(ctx);
    const { response, paymentId } = await purchasePlan(ctx, headers, plan.id);
    expect(response.statusCode, response.body).toBe(200);
    const sent = fakes.yookassa.createRequests.at(-1)?.body as { receipt: { items: unknown[] } };
    expect(sent.receipt).toEqual({
      customer: { email: user.email },
      items: [line({ description: "Тариф «Продвинутый», доступ на 30 дней с автопродлением" })],
      tax_system_code: 2,
    });

    const remoteId = await providerPaymentIdOf(db(), paymentId);
    fakes.yookassa.settle(remoteId, "succeeded");
    await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers });
    const admin = (await signedInUser(ctx, { role: "admin" })).headers;
    const refund = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/payments/${paymentId}/refund`,
      headers: admin,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = fakes.yookassa.refundRequests.at(-1)?.body as { receipt: unknown };
    expect(refunded.receipt).toEqual(sent.receipt);
    expect([...fakes.yookassa.refunds.values()].some((made) => made.payment_id === remoteId)).toBe(true);
  });

  it("the checkout speaks the buyer's language: ru_RU or en_US", async () => {
    const plan = await createPlan(db(), { priceRub: 490 });
    for (const [language, locale] of [
      ["ru", "ru_RU"],
      ["en", "en_US"],
    ] as const) {
      const { headers } = await signedInUser(ctx);
      const { response } = await purchasePlan(ctx, { ...headers, "accept-language": language }, plan.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(fakes.yookassa.createRequests.at(-1)?.body).toMatchObject({
        confirmation: { type: "redirect", locale },
      });
      // And comes back to the result page in that language.
      const body = fakes.yookassa.createRequests.at(-1)?.body as { confirmation: { return_url: string } };
      const back = new URL(body.confirmation.return_url);
      expect(back.searchParams.get("lang")).toBe(language === "en" ? "en" : null);
    }
  });

  it("keeps why a payment was canceled and shows it to the customer and to the admin", async () => {
    const plan = await createAdvancedPlan(db());
    const { user, headers } = await signedInUser(ctx);
    const { paymentId } = await purchasePlan(ctx, headers, plan.id);
    const remoteId = await providerPaymentIdOf(db(), paymentId);
    fakes.yookassa.settle(remoteId, "canceled", "insufficient_funds");
    const notified = await ctx.app.inject({
      method: "POST",
      url: NOTIFY,
      payload: { type: "notification", event: "payment.canceled", object: { id: remoteId } },
    });
    expect(notified.json()).toEqual({ status: "canceled" });

    const shown = await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers });
    expect(shown.json()).toMatchObject({
      status: "canceled",
      cancellation: { party: "payment_network", reason: "insufficient_funds" },
    });
    const admin = (await signedInUser(ctx, { role: "admin" })).headers;
    const listed = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/payments?email=${encodeURIComponent(user.email)}`,
      headers: admin,
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: paymentId,
        status: "canceled",
        cancellation: { party: "payment_network", reason: "insufficient_funds" },
      }),
    ]);
  });
});
