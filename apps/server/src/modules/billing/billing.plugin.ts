/**
 * The billing module: plans, subscriptions, payments (YooKassa or the sandbox), refunds, renewals and
 * the admin's view of money. The learning sets themselves are the catalogue module's; billing sells
 * them (`createMoney(...).payments`, shared with the catalogue). Register it after the identity module
 * (it uses `app.authenticate`).
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type CaptchaConfig, chosenCaptcha } from "../../integrations/captcha.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { createSandboxProvider, type SandboxProvider } from "../../integrations/payments/sandbox.ts";
import { createYooKassaProvider } from "../../integrations/payments/yookassa.ts";
import type { PurposeKey } from "../../keys.ts";
import type { Downloads } from "../../work-limits.ts";
import { type Clock, systemClock } from "../plans/index.ts";
import { adminMoneyRoutes } from "./admin.routes.ts";
import { createAdminMoneyService } from "./admin.service.ts";
import { billingRoutes } from "./billing.routes.ts";
import { billingSteps, runBillingSteps, scheduleBillingSteps } from "./billing-jobs.ts";
import type { GiftHooks } from "./gift-hooks.ts";
import { paymentRoutes } from "./payments.routes.ts";
import { createPaymentsService, type PaymentsLog } from "./payments.service.ts";
import { createRefundsService } from "./refunds.service.ts";
import { createRenewals } from "./renewals.service.ts";
import { createSubscriptionService } from "./subscription.service.ts";

export interface BillingOptions {
  db: Db;
  config: Pick<
    Config,
    | "NODE_ENV"
    | "PAYMENTS_PROVIDER"
    | "YOOKASSA_API_URL"
    | "YOOKASSA_SHOP_ID"
    | "YOOKASSA_SECRET_KEY"
    | "RECEIPT_VAT_CODE"
    | "RECEIPT_TAX_SYSTEM_CODE"
    | "MESSENGER_URL"
    | "VKID_APP_ID"
    | keyof CaptchaConfig
    | "operator"
    | "publicUrl"
  >;
  /** Overrides the e-mail transport (tests). */
  mailer: Mailer;
  /** Purchases one address may start per minute (default 30). */
  purchasesPerMinute?: number;
  /** Billing's time (tests move it); default real time. */
  clock?: Clock;
  /** Given a handle on billing's periodic steps (tests move the clock and run them themselves). */
  onJob?: (job: BillingJob) => void;
  /** The payments service and its provider (`createMoney`), shared with the catalogue. */
  money: Money;
  /** The budget and line a payment's confirmation (a PDF made on request) passes (work-limits.ts). */
  downloads: Downloads;
}

/** The configured payment provider (and the sandbox's handle when it is the sandbox). */
export function providerFor(
  db: Db,
  config: Pick<
    Config,
    "PAYMENTS_PROVIDER" | "YOOKASSA_API_URL" | "YOOKASSA_SHOP_ID" | "YOOKASSA_SECRET_KEY" | "publicUrl"
  >,
): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (config.PAYMENTS_PROVIDER === "yookassa") {
    return {
      provider: createYooKassaProvider({
        apiUrl: config.YOOKASSA_API_URL,
        shopId: config.YOOKASSA_SHOP_ID ?? "",
        secretKey: config.YOOKASSA_SECRET_KEY ?? "",
      }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxProvider({ db, publicUrl: config.publicUrl });
  return { provider: sandbox, sandbox };
}

/**
 * The configured provider and the one payments service over it: made once by the composition root,
 * for billing's routes and jobs and for the catalogue's set purchases.
 */
export function createMoney(
  {
    db,
    config,
    mailer,
    clock = systemClock,
    setLinkKey,
    gifts,
  }: Pick<BillingOptions, "db" | "config" | "mailer" | "clock"> & {
    setLinkKey: PurposeKey;
    /** The gifts module's issuing and stopping of gifts (payments of kind "gift"). */
    gifts?: GiftHooks;
  },
  log: PaymentsLog,
) {
  const { provider, sandbox } = providerFor(db, config);
  const receipts = { vatCode: config.RECEIPT_VAT_CODE, taxSystemCode: config.RECEIPT_TAX_SYSTEM_CODE };
  const context = { db, provider, mailer, publicUrl: config.publicUrl, log, receipts, clock, gifts };
  // The set links' tokens are derived from their own key (payments.service.ts, `setLinks`).
  const payments = createPaymentsService({ ...context, secret: setLinkKey.sign });
  return { provider, sandbox, receipts, context, payments };
}

type Money = ReturnType<typeof createMoney>;

export async function billingPlugin(app: FastifyInstance, options: BillingOptions) {
  const { db, config, mailer, clock = systemClock } = options;
  const purchasesPerMinute = options.purchasesPerMinute ?? 30;
  const { provider, sandbox, receipts, context, payments } = options.money;
  const renewals = createRenewals({ ...context, payments });
  const subscriptions = createSubscriptionService({
    db,
    mailer,
    provider,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  });

  await app.register(billingRoutes, {
    db,
    subscriptions,
    payments,
    messengerUrl: config.MESSENGER_URL,
    vkidAppId: config.VKID_APP_ID ?? null,
    captcha: chosenCaptcha(config),
    operator: config.operator,
    purchasesPerMinute,
  });
  const refunds = createRefundsService({
    db,
    provider,
    mailer,
    log: app.log,
    receipts,
    clock,
    gifts: context.gifts,
  });
  await app.register(paymentRoutes, {
    payments,
    refunds,
    providerName: provider.name,
    sandbox,
    seller: config.operator.seller,
    downloads: options.downloads,
  });
  await app.register(adminMoneyRoutes, {
    money: createAdminMoneyService({ db }),
    refunds,
  });
  // Renewals, expiry, quota periods, payment and refund re-reads: durable jobs on schedules (billing-jobs.ts).
  const steps = billingSteps({ db, payments, refunds, renewals, clock });
  await scheduleBillingSteps(app.jobs, steps, app.log);
  options.onJob?.({ tick: () => runBillingSteps(steps) });
}

/** A handle on billing's steps for tests: `tick` runs each once, here and now. */
export interface BillingJob {
  tick(): Promise<void>;
}
