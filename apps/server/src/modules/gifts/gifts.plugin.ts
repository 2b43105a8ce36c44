/**
 * The gifts module: certificates for a plan or a learning set (docs/decisions/048-gifts.md). Billing
 * takes their money (`createMoney({ gifts: issuing.hooks })`); this plugin serves their pages and runs
 * the jobs that send the e-mails put off to a later day and a taken gift's settlement receipt.
 * Register it after billing.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { PurposeKey } from "../../keys.ts";
import type { GiftSales } from "../billing/index.ts";
import type { GiftIssuing } from "./gift-issuing.ts";
import { giftRoutes } from "./gifts.routes.ts";
import { createGiftsService } from "./gifts.service.ts";

/** The delivery job's kind: every 5 minutes, the e-mails due by then. */
export const GIFT_DELIVERY_JOB = "gifts.delivery";
/** The settlement receipt of a gift taken (54-ФЗ), queued with the taking. */
export const GIFT_SETTLEMENT_JOB = "gifts.settlement";

export interface GiftsOptions {
  db: Db;
  sales: GiftSales;
  issuing: GiftIssuing;
  codeKeys: PurposeKey;
  clock: () => Date;
  purchasesPerMinute?: number;
  redeemsPerMinute?: number;
  /** Given a handle on the delivery job (tests run it themselves). */
  onJob?: (job: { tick(): Promise<number> }) => void;
}

export async function giftsPlugin(app: FastifyInstance, options: GiftsOptions) {
  const { issuing } = options;
  const gifts = createGiftsService({
    ...options,
    queueSettlement: (tx, paymentId) =>
      app.jobs.enqueue(GIFT_SETTLEMENT_JOB, { paymentId }, { tx, singletonKey: paymentId }),
  });
  await app.register(giftRoutes, {
    gifts,
    purchasesPerMinute: options.purchasesPerMinute ?? 30,
    redeemsPerMinute: options.redeemsPerMinute ?? 10,
  });
  await app.jobs.handle(
    GIFT_DELIVERY_JOB,
    async () => {
      const sent = await issuing.deliverDue();
      if (sent > 0) app.log.info({ sent }, "gift e-mails sent");
      return { sent };
    },
    { retryLimit: 3, retryDelaySeconds: 30, oneAtATime: true },
  );
  // The provider's Idempotence-Key is the payment's: a retry after a lost answer sends no second receipt.
  await app.jobs.handle<{ paymentId: string }>(
    GIFT_SETTLEMENT_JOB,
    ({ paymentId }) => options.sales.settleGiftPrepayment(paymentId),
    { retryLimit: 5, retryDelaySeconds: 60 },
  );
  await app.jobs.schedule(GIFT_DELIVERY_JOB, "*/5 * * * *");
  options.onJob?.({ tick: () => issuing.deliverDue() });
}
