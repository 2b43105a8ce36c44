/**
 * Gifts over HTTP: buying one with only an e-mail, the buyer's page of it, the recipient's view and
 * taking it (rate-limited per client: codes are not to be guessed by trying), and the admin's list.
 */
import {
  ZAdminGiftList,
  ZErrorReply,
  ZGiftOrder,
  ZGiftRedeemReply,
  ZGiftView,
  ZPaymentLinkReply,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FREE_PREFIX } from "../billing/index.ts";
import { requireAdmin } from "../identity/index.ts";
import type { GiftsService } from "./gifts.service.ts";

export interface GiftRoutesOptions {
  gifts: GiftsService;
  /** Gift purchases one client may start per minute. */
  purchasesPerMinute: number;
  /** Looks at or takings of a gift one client may make per minute. */
  redeemsPerMinute: number;
}

const ZCodeParams = z.object({ code: z.string().min(1).max(40) });

export const giftRoutes: FastifyPluginAsyncZod<GiftRoutesOptions> = async (app, options) => {
  const { gifts } = options;
  const tags = ["gifts"];
  const errors = { 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply, 429: ZErrorReply };
  const redeemLimit = { rateLimit: { max: options.redeemsPerMinute, timeWindow: 60_000 } };

  app.post(
    `${FREE_PREFIX}/gifts/purchase/`,
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: options.purchasesPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Buy a gift certificate for a plan or a set with the buyer's e-mail and the consent to the processing of personal data",
        body: z.looseObject({}).optional(),
        response: { 200: ZPaymentLinkReply, 502: ZErrorReply, ...errors },
      },
    },
    async (request) => gifts.purchase(request.body, request.user?.id ?? null, request.locale),
  );

  app.get(
    `${FREE_PREFIX}/gifts/order/:payment_id/`,
    {
      schema: {
        tags,
        summary: "The buyer's page of a gift, by its payment's id: paid or not, its code, sent, taken",
        params: z.object({ payment_id: z.string().max(64) }),
        response: { 200: ZGiftOrder, ...errors },
      },
    },
    async (request) => gifts.order(request.params.payment_id, request.locale),
  );

  app.get(
    `${FREE_PREFIX}/gifts/order/:payment_id/card.pdf`,
    {
      schema: {
        tags,
        summary: "The printable card of a paid gift (PDF with its code and a QR code of its page)",
        params: z.object({ payment_id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await gifts.card(request.params.payment_id);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.get(
    `${FREE_PREFIX}/gifts/:code/`,
    {
      onRequest: app.optionalUser,
      config: redeemLimit,
      schema: {
        tags,
        summary: "A gift as its recipient sees it; for a plan and a signed-in visitor, what taking it gives",
        params: ZCodeParams,
        response: { 200: ZGiftView, ...errors },
      },
    },
    async (request) => gifts.view(request.params.code, request.user?.id ?? null, request.locale),
  );

  app.post(
    `${FREE_PREFIX}/gifts/:code/redeem/`,
    {
      onRequest: app.optionalUser,
      config: redeemLimit,
      schema: {
        tags,
        summary:
          "Take a gift once: a plan onto the signed-in account, a set's links; 409 when taken already, 410 when refunded",
        params: ZCodeParams,
        body: z.looseObject({ email: z.unknown().optional() }).optional(),
        response: { 200: ZGiftRedeemReply, 409: ZErrorReply, 410: ZErrorReply, ...errors },
      },
    },
    async (request) =>
      gifts.redeem(request.params.code, request.body, request.user?.id ?? null, request.locale),
  );

  app.get(
    "/api/admin/gifts",
    {
      onRequest: [app.authenticate, async (request) => void requireAdmin(request)],
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "The latest gifts, newest first, beside the orders",
        response: { 200: ZAdminGiftList, 403: ZErrorReply, ...errors },
      },
    },
    async (request) => gifts.adminList(request.locale),
  );
};
