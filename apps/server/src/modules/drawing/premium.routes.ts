/**
 * The subscriber's drawing calls: the catalogue of the user's tier, a shape's data, and drawings.
 * A preview (watermarked=true) is free; a real drawing spends one from the quota and is saved
 * (real-drawing.service.ts).
 */
import {
  ZCommonDataReply,
  ZDuplicateDrawingReply,
  ZErrorReply,
  ZPremiumDrawQuery,
  ZPremiumDrawReply,
  ZSavedNotRenderedReply,
  ZShapesDataQuery,
  ZShapesDataReply,
} from "@mandala/contract";
import { shapeById } from "@mandala/engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { requestBudget } from "../../work-limits.ts";
import { requireUser } from "../identity/index.ts";
import { commonData, shapesData } from "./catalogue.ts";
import { checkPhrase, type DrawInput, parseDrawQuery } from "./draw-query.ts";
import { type DrawingService, previewWatermark } from "./drawing.service.ts";
import { sendDrawing } from "./drawing-json.ts";
import type { Entitlements } from "./entitlements.ts";
import { createRealDrawingService } from "./real-drawing.service.ts";
import { requireAllowed, requireOpen } from "./rights.ts";

const PREFIX = "/draw/api/v1/premium";
const errors = { 400: ZErrorReply, 401: ZErrorReply, 402: ZErrorReply, 403: ZErrorReply };

export interface PremiumDrawingOptions {
  db: Db;
  drawing: DrawingService;
  entitlements: Entitlements;
  /** Free previews per account per minute (PREVIEWS_PER_MINUTE). */
  previewsPerMinute: number;
}

export const premiumDrawingRoutes: FastifyPluginAsyncZod<PremiumDrawingOptions> = async (app, options) => {
  const { db, drawing, entitlements } = options;
  const realDrawing = createRealDrawingService({ db, drawing, entitlements });
  // A new preview costs no quota but a render: each account has a budget of them, so that one account
  // drawing without pause leaves the workers to everyone else.
  const previewBudget = requestBudget(
    app,
    { max: options.previewsPerMinute, timeWindowMs: 60_000 },
    "previews",
    (request) => requireUser(request).id,
  );
  const security = [{ bearer: [] }];

  /**
   * The signed-in user, the rights of their active subscription (403 without one) and the drawings left,
   * in one read.
   */
  async function subscriber(request: Parameters<typeof requireUser>[0]) {
    const user = requireUser(request);
    const allowance = await entitlements.allowanceForUser(db, user.id);
    if (!allowance) throw new DomainError("draw.subscriptionRequired");
    return { user, ...allowance };
  }

  app.get(
    `${PREFIX}/commondata/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["drawing"],
        summary: "Shapes, methods and palettes of the user's tier",
        security,
        response: { 200: ZCommonDataReply.extend({ remaining_drawings: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { rights, remaining } = await subscriber(request);
      return { ...commonData(request.locale, rights), remaining_drawings: remaining };
    },
  );

  app.get(
    `${PREFIX}/shapesdata/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["drawing"],
        summary: "A shape's matrices, patterns and default methods (the user's tier only)",
        security,
        querystring: ZShapesDataQuery,
        response: { 200: ZShapesDataReply, ...errors },
      },
    },
    async (request) => {
      const { rights } = await subscriber(request);
      const shape = shapeById(request.query.shape);
      if (!shape) throw new DomainError("shape.unknown", { shape: request.query.shape });
      requireOpen(rights, shape.tier);
      checkPhrase(request.query.q, request.locale);
      return shapesData(shape, request.query.q, rights);
    },
  );

  app.get(
    `${PREFIX}/shape/:shape`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["drawing"],
        summary: "A drawing: a free watermarked preview, or a real one that spends from the quota",
        security,
        params: z.object({ shape: z.string().max(40) }),
        querystring: ZPremiumDrawQuery,
        response: {
          200: ZPremiumDrawReply,
          409: ZDuplicateDrawingReply,
          503: ZSavedNotRenderedReply,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      let input: DrawInput;
      try {
        input = parseDrawQuery(request.query, request.locale, request.params.shape);
      } catch (error) {
        await subscriber(request); // a refused subscriber hears that first
        throw error;
      }
      const preview = request.query.watermarked !== false;
      const { user, rights, remaining } = await subscriber(request);
      // Rights before work: a request they do not cover is refused before anything is drawn or spent.
      requireAllowed(input.params, rights);
      if (preview) {
        // A preview already drawn (in the reply cache) costs nothing; a new one counts in the budget.
        const drawn = await drawing.draw(input, { rights, watermark: previewWatermark(request.locale) }, () =>
          previewBudget(request, reply),
        );
        return sendDrawing(reply, drawn.reply, { remaining_drawings: remaining, mandala_id: null });
      }
      const { picture, ...spent } = await realDrawing.draw(
        { userId: user.id, rights, input, again: request.query.again === true },
        request.log,
      );
      return sendDrawing(reply, picture, spent);
    },
  );
};
