/** The learning sets' catalogue, their purchase with only an e-mail, and the free sets of the home page. */
import {
  canonicalEmail,
  ZErrorReply,
  ZFreeSetList,
  ZLearningSetDetail,
  ZLearningSetList,
  ZPaymentLinkReply,
  ZResendSetLinksReply,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError, DomainError } from "../../errors.ts";
import { FREE_PREFIX } from "../billing/index.ts";
import { FREE_SETS } from "./free-sets.ts";
import type { LearningSetsService } from "./learning-sets.service.ts";

const ZSlugParams = z.object({ slug: z.string().min(1).max(120) });

/** "Send my links again": per address an hour, and per client a minute. */
export const RESENDS_PER_ADDRESS_PER_HOUR = 3;
const RESENDS_PER_CLIENT_PER_MINUTE = 10;

export interface LearningSetRoutesOptions {
  learningSets: LearningSetsService;
  purchasesPerMinute: number;
}

export const learningSetRoutes: FastifyPluginAsyncZod<LearningSetRoutesOptions> = async (app, options) => {
  const { learningSets } = options;
  const tags = ["learning sets"];
  const errors = { 400: ZErrorReply, 404: ZErrorReply, 429: ZErrorReply, 502: ZErrorReply };
  const purchaseErrors = { ...errors, 409: ZErrorReply };

  app.get(
    `${FREE_PREFIX}/free-sets/`,
    { schema: { tags, summary: "The four free PDF sets of the home page", response: { 200: ZFreeSetList } } },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300").header("vary", "accept-language");
      return FREE_SETS.map((set) => ({
        slug: set.slug,
        title: request.locale === "en" ? set.titleEn : set.title,
        fileUrl: `/files/free-sets/${set.slug}.pdf`,
      }));
    },
  );

  app.get(
    `${FREE_PREFIX}/learningsets/`,
    {
      schema: {
        tags,
        summary: "Topics with their learning sets",
        response: { 200: ZLearningSetList, 500: ZErrorReply },
      },
    },
    async (request) => {
      try {
        return await learningSets.list(request.locale);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, "could not load the learning sets");
        throw new AppError(500, "catalogue.setsFailed");
      }
    },
  );

  for (const url of [`${FREE_PREFIX}/learningsets/:slug`, `${FREE_PREFIX}/learningsets/:slug/`]) {
    app.get(
      url,
      {
        onRequest: app.optionalUser,
        schema: {
          tags,
          summary: "A learning set; `purchased` for a signed-in owner",
          params: ZSlugParams,
          response: { 200: ZLearningSetDetail, ...errors },
        },
      },
      async (request) => learningSets.detail(request.params.slug, request.user?.id ?? null, request.locale),
    );
  }

  // One address gets its links at most this often, whoever asks (a mailbox is not flooded), be it
  // through the resend form or a repeated purchase.
  const perAddress = app.createRateLimit({
    max: RESENDS_PER_ADDRESS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => {
      const typed = String((request.body as { email?: unknown } | undefined)?.email ?? "");
      return `resend-links:${canonicalEmail(typed) ?? typed.trim().toLowerCase()}`;
    },
  });
  app.post(
    `${FREE_PREFIX}/learningsets/resend-links/`,
    {
      config: { rateLimit: { max: RESENDS_PER_CLIENT_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: async (request, reply) => {
        const state = await perAddress(request);
        if (!state.isAllowed && state.isExceeded) {
          reply.header("retry-after", state.ttlInSeconds);
          throw new DomainError("http.tooManyRequests");
        }
      },
      schema: {
        tags,
        summary:
          "Send the links of the sets bought with an e-mail again; the same answer whether or not it bought any",
        body: z.looseObject({ email: z.unknown().optional() }).optional(),
        response: { 202: ZResendSetLinksReply, 400: ZErrorReply, 429: ZErrorReply },
      },
    },
    async (request, reply) => {
      await learningSets.resendLinks(request.body);
      return reply.code(202).send({ status: "accepted" as const });
    },
  );

  for (const url of [
    `${FREE_PREFIX}/learningsets/purchase/:slug/`,
    `${FREE_PREFIX}/learningsets/purchase/:slug`,
  ]) {
    app.post(
      url,
      {
        onRequest: app.optionalUser,
        config: { rateLimit: { max: options.purchasesPerMinute, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            "Buy a learning set with an e-mail (no account needed) and the consent to the processing of personal data; 409 when the address already bought it, unless `buy_again`",
          params: ZSlugParams,
          body: z
            .looseObject({
              email: z.unknown().optional(),
              personal_data_consent: z.unknown().optional(),
              buy_again: z.unknown().optional(),
            })
            .optional(),
          response: { 200: ZPaymentLinkReply, ...purchaseErrors },
        },
      },
      async (request) =>
        learningSets.purchase(request.params.slug, request.body, request.user?.id ?? null, request.locale, {
          mayResendLinks: async () => {
            const state = await perAddress(request);
            return state.isAllowed || !state.isExceeded;
          },
        }),
    );
  }
};
