/** The learning sets' catalogue and their purchase with only an e-mail. */
import { ZErrorReply, ZLearningSetDetail, ZLearningSetList, ZPaymentLinkReply } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError } from "../../errors.ts";
import { FREE_PREFIX } from "./billing.routes.ts";
import type { LearningSetsService } from "./learning-sets.service.ts";

const ZSlugParams = z.object({ slug: z.string().min(1).max(120) });

export interface LearningSetRoutesOptions {
  learningSets: LearningSetsService;
  purchasesPerMinute: number;
}

export const learningSetRoutes: FastifyPluginAsyncZod<LearningSetRoutesOptions> = async (app, options) => {
  const { learningSets } = options;
  const tags = ["learning sets"];
  const errors = { 400: ZErrorReply, 404: ZErrorReply, 429: ZErrorReply, 502: ZErrorReply };

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
        throw new AppError(500, "billing.setsFailed");
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
          summary: "Buy a learning set with an e-mail (no account needed)",
          params: ZSlugParams,
          body: z.looseObject({ email: z.unknown().optional() }).optional(),
          response: { 200: ZPaymentLinkReply, ...errors },
        },
      },
      async (request) =>
        learningSets.purchase(request.params.slug, request.body, request.user?.id ?? null, request.locale),
    );
  }
};
