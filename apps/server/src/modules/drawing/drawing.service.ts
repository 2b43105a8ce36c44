/**
 * Draws mandalas: checks the rights first, renders in the worker pool, and builds the drawing reply
 * (the one place it is built; Fastify serialises it through each route's declared response schema).
 */
import type { TDrawReply } from "@mandala/contract";
import {
  buildScene,
  computeMandala,
  type MandalaParams,
  parsePhrase,
  sceneToSvg,
  wishCode,
} from "@mandala/engine";
import { LRUCache } from "lru-cache";
import { etagOf } from "../../etag.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import { pictureAlt } from "../../render/alt.ts";
import type { Renderer } from "../../render/renderer.ts";
import { normalizeRequest, type RenderRequest, requestKey } from "../../render/request.ts";
import { type DrawInput, sceneOptionsOf } from "./draw-query.ts";
import { requireAllowed, type TierRights } from "./rights.ts";

/** The watermark of previews and of every demo drawing, in the reader's language. */
export function previewWatermark(locale: Locale): string {
  return translate("picture.watermark", locale);
}

/** The wish's code for the request's pattern length. */
function patternOf(params: MandalaParams): number[] {
  return wishCode(parsePhrase(params.phrase).values, params.patternLength, params.palette);
}

/** The drawing reply: the picture as a base64 JPEG and the wish's code. */
function drawingReply(image: Buffer, params: MandalaParams): TDrawReply {
  return { pic: image.toString("base64"), pattern: patternOf(params) };
}

/** Replies kept for identical drawings: a repeated drawing is answered without a render or an encoding. */
const REPLY_CACHE = { entries: 200, bytes: 96 * 1024 * 1024 } as const;

/** A drawing's reply with its strong ETag (drawings are deterministic). */
interface Drawn {
  reply: TDrawReply;
  etag: string;
}

interface DrawOptions {
  rights: TierRights;
  /** The preview watermark, or null for a real drawing. */
  watermark: string | null;
}

export function createDrawingService({ renderer }: { renderer: Renderer }) {
  const replies = new LRUCache<string, Drawn>({
    max: REPLY_CACHE.entries,
    maxSize: REPLY_CACHE.bytes,
    // The picture's base64 text, and the reply's JSON written from it once.
    sizeCalculation: (drawn) => 2 * drawn.reply.pic.length,
  });

  /** The render request of a drawing that `options.rights` cover; refused before anything is drawn. */
  function renderRequest(input: DrawInput, options: DrawOptions): RenderRequest {
    requireAllowed(input.params, options.rights);
    return normalizeRequest({ ...input.params, ...sceneOptionsOf(input, options.watermark), format: "jpeg" });
  }

  /**
   * The drawing's reply and its ETag, served from the cache for identical requests. Refuses what
   * `options.rights` do not cover before any render; `beforeNewDrawing` runs (and may refuse) only when
   * the drawing is not in the cache.
   */
  async function draw(
    input: DrawInput,
    options: DrawOptions,
    beforeNewDrawing?: () => Promise<void>,
  ): Promise<Drawn> {
    const request = renderRequest(input, options);
    const key = requestKey(request);
    const cached = replies.get(key);
    if (cached) return cached;
    await beforeNewDrawing?.();
    const image = await renderer.render(request);
    // Frozen: the same object answers every identical request (and its JSON is written once, drawing-json.ts).
    const reply = Object.freeze(drawingReply(image, input.params));
    // The ETag covers both parts of the reply: the picture's bytes and the code.
    const drawn = { reply, etag: etagOf(`${etagOf(image)}${reply.pattern.join(",")}`) };
    replies.set(key, drawn);
    return drawn;
  }

  return {
    draw,

    /** The drawing's reply alone (see `draw`). */
    async drawJpeg(input: DrawInput, options: DrawOptions): Promise<TDrawReply> {
      return (await draw(input, options)).reply;
    },

    /** The same drawing as an SVG document, titled in `locale` (refused as `draw` refuses). */
    drawSvg(input: DrawInput, options: DrawOptions, locale: Locale): string {
      requireAllowed(input.params, options.rights);
      const alt = pictureAlt(input.params.shape, input.view, locale);
      return sceneToSvg(
        buildScene(computeMandala(input.params), { ...sceneOptionsOf(input, options.watermark), alt }),
      );
    },
  };
}

export type DrawingService = ReturnType<typeof createDrawingService>;
