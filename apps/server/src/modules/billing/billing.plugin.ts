/**
 * The billing module: plans, subscriptions, payments (YooKassa or the sandbox), refunds and the
 * admin's view of money, learning sets and the set PDFs. Register it after the auth module (it uses `app.authenticate`).
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { createSandboxProvider, type SandboxProvider } from "../../integrations/payments/sandbox.ts";
import { createYooKassaProvider } from "../../integrations/payments/yookassa.ts";
import { adminMoneyRoutes } from "./admin.routes.ts";
import { createAdminMoneyService } from "./admin.service.ts";
import { listTopicsWithSets } from "./billing.repository.ts";
import { billingRoutes } from "./billing.routes.ts";
import { billingSteps, runBillingSteps, scheduleBillingSteps } from "./billing-jobs.ts";
import { type Clock, systemClock } from "./clock.ts";
import { colourRightsRoutes } from "./colour-rights.routes.ts";
import { createColourRights } from "./colour-rights.ts";
import { fileRoutes } from "./files.routes.ts";
import { learningSetRoutes } from "./learning-sets.routes.ts";
import { createLearningSetsService } from "./learning-sets.service.ts";
import { paymentRoutes } from "./payments.routes.ts";
import { createPaymentsService } from "./payments.service.ts";
import { createRefundsService } from "./refunds.service.ts";
import { createRenewals } from "./renewals.service.ts";
import { createSetFiles } from "./set-files.ts";
import { setMandalaRoutes } from "./set-mandalas.routes.ts";
import { createSetMandalasService } from "./set-mandalas.service.ts";
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
    | "RECAPTCHA_SECRET"
    | "RECAPTCHA_SITE_KEY"
    | "operator"
    | "JWT_SECRET"
    | "dataDir"
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

export async function billingPlugin(app: FastifyInstance, options: BillingOptions) {
  const { db, config } = options;
  const purchasesPerMinute = options.purchasesPerMinute ?? 30;
  const { provider, sandbox } = providerFor(db, config);
  const { mailer, clock = systemClock } = options;
  const receipts = { vatCode: config.RECEIPT_VAT_CODE, taxSystemCode: config.RECEIPT_TAX_SYSTEM_CODE };
  const money = { db, provider, mailer, publicUrl: config.publicUrl, log: app.log, receipts, clock };
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET must be set before the billing module is registered");
  // The set links' tokens are derived from the server's secret (payments.service.ts, `setLinks`).
  const payments = createPaymentsService({ ...money, secret: config.JWT_SECRET });
  const renewals = createRenewals({ ...money, payments });
  const subscriptions = createSubscriptionService({ db, clock });
  const learningSets = createLearningSetsService({ db, payments });
  const files = createSetFiles({ dataDir: config.dataDir, log: app.log });

  await app.register(billingRoutes, {
    db,
    subscriptions,
    payments,
    messengerUrl: config.MESSENGER_URL,
    vkidAppId: config.VKID_APP_ID ?? null,
    // The widget shows only when the server checks its answers.
    recaptchaSiteKey: config.RECAPTCHA_SECRET ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    operator: config.operator,
    purchasesPerMinute,
  });
  await app.register(learningSetRoutes, { learningSets, purchasesPerMinute });
  await app.register(setMandalaRoutes, { setMandalas: createSetMandalasService({ db, learningSets }) });
  await app.register(colourRightsRoutes, { colourRights: createColourRights({ db, learningSets }) });
  await app.register(paymentRoutes, { payments, providerName: provider.name, sandbox });
  await app.register(fileRoutes, { learningSets, files });
  await app.register(adminMoneyRoutes, {
    money: createAdminMoneyService({ db }),
    refunds: createRefundsService({ db, provider, mailer, log: app.log, receipts }),
  });
  const allSets = async () => (await listTopicsWithSets(db)).flatMap(({ set }) => (set ? [set] : []));
  // Not awaited: the sets' PDFs are built in a worker while the server answers.
  if (config.NODE_ENV !== "test") app.addHook("onReady", async () => void files.warmUp(allSets));
  // Renewals, expiry, quota periods and payment re-reads: durable jobs on schedules (billing-jobs.ts).
  const steps = billingSteps({ db, payments, renewals, clock });
  await scheduleBillingSteps(app.jobs, steps, app.log);
  options.onJob?.({ tick: () => runBillingSteps(steps) });
}

/** A handle on billing's steps for tests: `tick` runs each once, here and now. */
export interface BillingJob {
  tick(): Promise<void>;
}
