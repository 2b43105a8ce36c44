/**
 * The gifts module: certificates for a plan or a learning set (docs/decisions/048-gifts.md). Billing
 * takes their money (`createMoney({ gifts: issuing.hooks })`); this plugin serves their pages and runs
 * the job that sends the e-mails put off to a later day. Register it after billing.
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
  const gifts = createGiftsService(options);
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
  await app.jobs.schedule(GIFT_DELIVERY_JOB, "*/5 * * * *");
  options.onJob?.({ tick: () => issuing.deliverDue() });
}
