/** The free drawing calls: catalogue, matrices and the watermarked demo drawing. */
import {
  ZCommonDataReply,
  ZDemoCalcQuery,
  ZDemoCalcReply,
  ZDrawQuery,
  ZDrawReply,
  ZErrorReply,
  ZShapesDataQuery,
  ZShapesDataReply,
} from "@mandala/contract";
import { shapeById } from "@mandala/engine";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DomainError } from "../../errors.ts";
import { noneMatchHits } from "../../etag.ts";
import { commonData, demoCalc, shapesData } from "./catalogue.ts";
import { checkPhrase, parseDrawQuery } from "./draw-query.ts";
import { type DrawingService, previewWatermark } from "./drawing.service.ts";
import { sendDrawing } from "./drawing-json.ts";
import { DEMO_RIGHTS, isDemoMandala } from "./rights.ts";

const PREFIX = "/draw/api/v1/free";
const errors = { 400: ZErrorReply, 403: ZErrorReply, 429: ZErrorReply };
/** A demo drawing is deterministic: kept for a day, checked again with If-None-Match after that. */
const DRAWING_CACHE_CONTROL = "public, max-age=86400";

export interface FreeDrawingOptions {
  drawing: DrawingService;
  drawsPerMinute: number;
}

export const freeDrawingRoutes: FastifyPluginAsyncZod<FreeDrawingOptions> = async (app, options) => {
  app.get(
    `${PREFIX}/commondata/`,
    {
      schema: {
        tags: ["drawing"],
        summary: "Shapes, methods, palettes and defaults",
        response: { 200: ZCommonDataReply },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return commonData(request.locale);
    },
  );

  app.get(
    `${PREFIX}/shapesdata/`,
    {
      schema: {
        tags: ["drawing"],
        summary: "A shape's matrices and patterns for a phrase",
        querystring: ZShapesDataQuery,
        response: { 200: ZShapesDataReply, ...errors },
      },
    },
    async (request) => {
      const shape = shapeById(request.query.shape);
      if (!shape) throw new DomainError("shape.unknown", { shape: request.query.shape });
      checkPhrase(request.query.q, request.locale);
      return shapesData(shape, request.query.q);
    },
  );

  app.get(
    `${PREFIX}/democalc/`,
    {
      schema: {
        tags: ["drawing"],
        summary: "The simple calculator: the phrase's matrix per palette",
        querystring: ZDemoCalcQuery,
        response: { 200: ZDemoCalcReply, ...errors },
      },
    },
    async (request) => {
      checkPhrase(request.query.q, request.locale, { allowEmpty: true });
      return demoCalc(request.query.q);
    },
  );

  /**
   * A client's new drawings per minute (FREE_DRAWS_PER_MINUTE). A drawing already made (in the reply
   * cache, or the client's own copy asked again with its ETag) costs nothing and is never refused, so
   * a visitor trying the demo's choices back and forth is not stopped; past the limit the reply says
   * when to try again (Retry-After and the message).
   */
  const newDrawings = app.createRateLimit({
    max: options.drawsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `free-draw:${request.ip}`,
  });
  async function countNewDrawing(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const state = await newDrawings(request);
    if (state.isAllowed || !state.isExceeded) return;
    const seconds = Math.max(1, state.ttlInSeconds);
    reply.header("retry-after", seconds);
    throw new DomainError("draw.tooManyNew", { seconds }, { retry_after_seconds: seconds });
  }

  app.get(
    `${PREFIX}/:shape`,
    {
      schema: {
        tags: ["drawing"],
        summary: "The demo's own mandala (always watermarked); append .svg for the vector picture",
        params: z.object({ shape: z.string().max(44) }),
        querystring: ZDrawQuery,
        response: {
          200: ZDrawReply.or(
            z.string().describe("The SVG document (image/svg+xml), for a shape ending in .svg"),
          ),
          304: z.undefined().describe("Not modified: no body"),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const wantsSvg = request.params.shape.endsWith(".svg");
      const shape = wantsSvg ? request.params.shape.slice(0, -4) : request.params.shape;
      const input = parseDrawQuery(request.query, request.locale, shape);
      // The demo draws its own mandala only: any other phrase, shape or method is what the plans sell.
      if (!isDemoMandala(input.params)) throw new DomainError("draw.notInDemo");
      const drawOptions = { rights: DEMO_RIGHTS, watermark: previewWatermark(request.locale) };
      if (wantsSvg) {
        await countNewDrawing(request, reply);
        return reply
          .type("image/svg+xml; charset=utf-8")
          .send(options.drawing.drawSvg(input, drawOptions, request.locale));
      }
      // Cached replies are answered without a render; a new drawing counts against the client's limit.
      const drawn = await options.drawing.draw(input, drawOptions, () => countNewDrawing(request, reply));
      // The same query draws the same picture: browsers and proxies keep it and ask again with its ETag.
      reply
        .header("etag", drawn.etag)
        .header("cache-control", DRAWING_CACHE_CONTROL)
        .header("vary", "accept-language");
      if (noneMatchHits(request.headers["if-none-match"], drawn.etag)) return reply.code(304).send(undefined);
      // Written once per cached drawing (drawing-json.ts), as the subscriber's are.
      return sendDrawing(reply, drawn.reply);
    },
  );
};
