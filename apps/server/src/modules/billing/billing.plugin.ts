/**
 * The billing module: plans, subscriptions, payments (YooKassa or the sandbox), refunds and the
 * admin's view of money, learning sets and the set PDFs. Register it after the auth module (it uses `app.authenticate`).
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
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
import { type Clock, systemClock } from "./clock.ts";
import { fileRoutes } from "./files.routes.ts";
import { learningSetRoutes } from "./learning-sets.routes.ts";
import { createLearningSetsService } from "./learning-sets.service.ts";
import { paymentRoutes } from "./payments.routes.ts";
import { createPaymentsService, type PaymentsService } from "./payments.service.ts";
import { expireSubscriptions, rolloverQuotas } from "./quota.ts";
import { createRefundsService } from "./refunds.service.ts";
import { createRenewals, type Renewals } from "./renewals.service.ts";
import { createSetFiles } from "./set-files.ts";
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
    | "dataDir"
    | "publicUrl"
  >;
  /** Overrides the e-mail transport (tests). */
  mailer: Mailer;
  /** Purchases one address may start per minute (default 30). */
  purchasesPerMinute?: number;
  /** Billing's time (tests move it); default real time. */
  clock?: Clock;
  /** Given the billing job once it is started (tests run its ticks themselves). */
  onJob?: (job: BillingJob) => void;
}

function providerFor(
  db: Db,
  config: BillingOptions["config"],
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
  const payments = createPaymentsService(money);
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
    purchasesPerMinute,
  });
  await app.register(learningSetRoutes, { learningSets, purchasesPerMinute });
  await app.register(paymentRoutes, { payments, providerName: provider.name, sandbox });
  await app.register(fileRoutes, { learningSets, files });
  await app.register(adminMoneyRoutes, {
    money: createAdminMoneyService({ db }),
    refunds: createRefundsService({ db, provider, mailer, log: app.log, receipts }),
  });
  const allSets = async () => (await listTopicsWithSets(db)).flatMap(({ set }) => (set ? [set] : []));
  // Not awaited: the sets' PDFs are built in a worker while the server answers.
  if (config.NODE_ENV !== "test") app.addHook("onReady", async () => void files.warmUp(allSets));
  const job = startBillingJob({ db, payments, renewals, log: app.log, clock });
  options.onJob?.(job);
  app.addHook("onClose", async () => job.stop());
}

/** How often the billing job expires subscriptions and starts new quota periods. */
export const BILLING_JOB_INTERVAL_MS = 60_000;
/** Every how many runs of the job pending payments are re-read from the provider (every 10 minutes). */
const RECHECK_EVERY_RUNS = 10;

export type BillingJob = ReturnType<typeof startBillingJob>;

/**
 * Starts the periodic billing job (an unref'd interval, so it never keeps the process alive): sends
 * renewal reminders and renews monthly plans, ends subscriptions whose time has passed, starts the new
 * period of due balances, and now and then re-reads payments whose notification never came.
 */
export function startBillingJob({
  db,
  payments,
  renewals,
  log,
  clock = systemClock,
  intervalMs = BILLING_JOB_INTERVAL_MS,
}: {
  db: Db;
  payments: Pick<PaymentsService, "settleStalePayments">;
  renewals: Pick<Renewals, "run">;
  log: FastifyBaseLogger;
  clock?: Clock;
  intervalMs?: number;
}) {
  let running = false;
  let runs = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { reminded, due } = await renewals.run();
      const expired = await expireSubscriptions(db, undefined, clock());
      const rolled = await rolloverQuotas(db, undefined, clock());
      const settled = runs++ % RECHECK_EVERY_RUNS === 0 ? await payments.settleStalePayments() : 0;
      if (reminded + due + expired + rolled + settled > 0) {
        log.info({ reminded, due, expired, rolled, settled }, "billing job");
      }
    } catch (error) {
      log.warn({ err: error }, "billing job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
