/** Helpers shared by the billing module's tests (not loaded by the app). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { useAuthApp } from "../../../test/auth.ts";
import { createPlan } from "../../../test/factories.ts";
import { type FakeSmtpServer, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { type FakeYooKassaServer, startFakeYooKassa } from "../../../test/fakes/yookassa-server.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { FREE_PREFIX } from "./billing.routes.ts";

/** Starts buying plan `planId` as `headers` (none: anonymously): the reply, its payment and its link. */
export async function purchasePlan(ctx: TestContext, headers: Record<string, string>, planId: number) {
  const response = await ctx.app.inject({
    method: "POST",
    url: `${FREE_PREFIX}/subscription/purchase/`,
    headers,
    payload: { plan_id: planId, personal_data_consent: true },
  });
  const { payment_id, payment_link } = response.json();
  return { response, paymentId: payment_id as string, link: payment_link as string };
}

/** The provider's id of payment `paymentId`, set once the provider has created it. */
export async function providerPaymentIdOf(db: Db, paymentId: string): Promise<string> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row?.providerPaymentId) throw new Error("no provider payment id");
  return row.providerPaymentId;
}

/** The path and query of an absolute URL (to inject it into the app). */
export const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The test file's app on the sandbox provider, with mail on the fake SMTP server (started for the file). */
export function useMailingApp() {
  const fakes = {} as { smtp: FakeSmtpServer };
  beforeAll(async () => {
    fakes.smtp = await startFakeSmtp();
  });
  afterAll(() => fakes.smtp.close());
  const ctx = useAuthApp(() => ({ SMTP_URL: fakes.smtp.url, RENDER_THREADS: "2" }));
  return { ctx, fakes };
}

/** A fake YooKassa and a fake SMTP server for the test file: started before its tests, closed after. */
export function useBillingFakes() {
  const fakes = {} as { yookassa: FakeYooKassaServer; smtp: FakeSmtpServer };
  beforeAll(async () => {
    fakes.yookassa = await startFakeYooKassa();
    fakes.smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await fakes.yookassa.close();
    await fakes.smtp.close();
  });
  return fakes;
}

/**
 * The test file's app with PAYMENTS_PROVIDER=yookassa on the fake YooKassa, and mail on the fake SMTP
 * server (both started for the file); `env` adds to or overrides the settings.
 */
export function useYooKassaApp(env: Record<string, string> = {}) {
  const fakes = useBillingFakes();
  const ctx = useAuthApp(() => ({
    SMTP_URL: fakes.smtp.url,
    RECEIPT_VAT_CODE: "1",
    PAYMENTS_PROVIDER: "yookassa",
    YOOKASSA_API_URL: fakes.yookassa.apiUrl,
    YOOKASSA_SHOP_ID: fakes.yookassa.shopId,
    YOOKASSA_SECRET_KEY: fakes.yookassa.secretKey,
    ...env,
  }));
  return { ctx, fakes };
}

/** The monthly Advanced plan as seeded: 990 ₽, 100 drawings a period. */
export const createAdvancedPlan = (db: Db) =>
  createPlan(db, {
    name: "Advanced",
    description: "Продвинутый",
    tier: "advanced",
    priceRub: 990,
    drawingsPerPeriod: 100,
  });

/**
 * A receipt line as we send it to YooKassa: one piece of a service, 990 ₽ paid in full, VAT code 1;
 * `extra` changes or adds fields (a description, a settlement's mode).
 */
export const receiptLine = (extra: Record<string, unknown> = {}) => ({
  quantity: 1,
  measure: "piece",
  amount: { value: "990.00", currency: "RUB" },
  vat_code: 1,
  payment_subject: "service",
  payment_mode: "full_payment",
  ...extra,
});
