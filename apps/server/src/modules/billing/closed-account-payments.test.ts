/**
 * Deleting an account with payments in flight: nothing left payable or deliverable; what the buyer
 * pays all the same after the deletion is refunded in full, with its receipt.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { signedInUser } from "../../../test/auth.ts";
import { payments, purchases, refunds, subscriptions } from "../../db/schema.ts";
import {
  createAdvancedPlan,
  localPath,
  providerPaymentIdOf,
  purchasePlan,
  useMailingApp,
  useYooKassaApp,
} from "./billing.test-support.ts";

const NOTIFY = "/api/payments/yookassa/notifications";

/** A customer with `count` payments of the Advanced plan started and not paid. */
async function customerWithPendingPayments(ctx: TestContext, count: number) {
  const plan = await createAdvancedPlan(ctx.database.db);
  const { user, headers } = await signedInUser(ctx);
  const started = [];
  for (let n = 0; n < count; n++) {
    const { response, paymentId, link } = await purchasePlan(ctx, headers, plan.id);
    expect(response.statusCode, response.body).toBe(200);
    started.push({ paymentId, link, remoteId: await providerPaymentIdOf(ctx.database.db, paymentId) });
  }
  return { user, headers, started };
}

async function deleteAccount(ctx: TestContext, headers: Record<string, string>, password: string) {
  const deleted = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/account/deletion/",
    headers,
    payload: { password },
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
}

/** The `receipt` of a request's body, if any. */
const receiptIn = (body: unknown) => (body as { receipt?: unknown } | undefined)?.receipt;

const paymentRows = (ctx: TestContext, ids: string[]) =>
  ctx.database.db.select().from(payments).where(inArray(payments.id, ids));

describe("an account deleted with payments in flight (fake YooKassa)", () => {
  const { ctx, fakes } = useYooKassaApp();

  it("payments paid after the deletion are refunded in full with their receipts, and nothing is delivered", async () => {
    const { user, headers, started } = await customerWithPendingPayments(ctx, 2);
    const ids = started.map(({ paymentId }) => paymentId);
    await deleteAccount(ctx, headers, user.password);

    // Still pending at YooKassa (only the buyer can finish or leave it) but no longer ours to complete.
    for (const row of await paymentRows(ctx, ids)) {
      expect(row).toMatchObject({ status: "pending", userId: null, confirmationUrl: null });
      expect(row.accountClosedAt).toBeInstanceOf(Date);
    }
    for (const id of ids) {
      const page = await ctx.app.inject({ method: "GET", url: `/api/payments/${id}` });
      expect(page.statusCode).toBe(404);
    }

    // The buyer pays both at YooKassa's checkout all the same: 1,980 ₽.
    for (const { remoteId } of started) {
      fakes.yookassa.settle(remoteId, "succeeded");
      const notified = await ctx.app.inject({
        method: "POST",
        url: NOTIFY,
        payload: { type: "notification", event: "payment.succeeded", object: { id: remoteId } },
      });
      expect(notified.json()).toEqual({ status: "refunded" });
    }
    for (const { remoteId } of started) {
      const made = [...fakes.yookassa.refunds.values()].filter((refund) => refund.payment_id === remoteId);
      expect(made).toEqual([
        expect.objectContaining({ status: "succeeded", amount: { value: "990.00", currency: "RUB" } }),
      ]);
      const paid = fakes.yookassa.createRequests.find(
        ({ body }) =>
          (body as { metadata?: { payment_id?: string } }).metadata?.payment_id ===
          started.find((one) => one.remoteId === remoteId)?.paymentId,
      );
      const refunded = fakes.yookassa.refundRequests.find(
        ({ body }) => (body as { payment_id?: string }).payment_id === remoteId,
      );
      expect(receiptIn(refunded?.body)).toEqual(receiptIn(paid?.body));
      expect(receiptIn(paid?.body)).toBeDefined();
    }

    // Nothing granted; the payments are kept (the law), refunded, and forget the buyer's address.
    const db = ctx.database.db;
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
    expect(await db.select().from(purchases).where(inArray(purchases.paymentId, ids))).toEqual([]);
    for (const row of await paymentRows(ctx, ids)) {
      expect(row).toMatchObject({ status: "succeeded", fulfilledAt: null, email: null });
    }
    const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, ids));
    expect(rows.map((row) => [row.status, row.amountRub, row.adminId, row.appliedAt !== null])).toEqual([
      ["succeeded", 990, null, true],
      ["succeeded", 990, null, true],
    ]);

    // A repeated notification refunds nothing more.
    const again = await ctx.app.inject({
      method: "POST",
      url: NOTIFY,
      payload: { type: "notification", event: "payment.succeeded", object: { id: started[0]?.remoteId } },
    });
    expect(again.json()).toEqual({ status: "already" });
    expect(fakes.yookassa.refunds.size).toBe(2);
  });

  it("a payment waiting for capture is canceled at YooKassa at the deletion", async () => {
    const { user, headers, started } = await customerWithPendingPayments(ctx, 1);
    const [{ paymentId, remoteId }] = started as [(typeof started)[number]];
    fakes.yookassa.settle(remoteId, "waiting_for_capture");
    await deleteAccount(ctx, headers, user.password);
    expect(fakes.yookassa.cancelRequests).toContain(remoteId);
    expect(fakes.yookassa.payments.get(remoteId)?.status).toBe("canceled");
    const [row] = await paymentRows(ctx, [paymentId]);
    expect(row).toMatchObject({
      status: "canceled",
      cancellationParty: "merchant",
      cancellationReason: "canceled_by_merchant",
      email: null,
    });
  });
});

describe("an account deleted with payments in flight (sandbox)", () => {
  const { ctx } = useMailingApp();

  it("the sandbox's checkout is closed at the deletion: paying there grants and charges nothing", async () => {
    const { user, headers, started } = await customerWithPendingPayments(ctx, 1);
    const [{ paymentId, remoteId, link }] = started as [(typeof started)[number]];
    await deleteAccount(ctx, headers, user.password);

    const checkout = await ctx.app.inject({ method: "GET", url: localPath(link) });
    expect(checkout.body).toContain("Этот платёж отменён.");
    const paid = await ctx.app.inject({ method: "POST", url: `/payments/sandbox/${remoteId}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain("/payment/fail");
    const [row] = await paymentRows(ctx, [paymentId]);
    expect(row).toMatchObject({
      status: "canceled",
      cancellationReason: "canceled_by_merchant",
      email: null,
    });
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toEqual([]);
  });
});
