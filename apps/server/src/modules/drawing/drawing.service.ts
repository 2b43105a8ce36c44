/** Draws mandalas: checks tiers, renders in the worker pool, and answers pictures with their code. */
import {
  buildScene,
  computeMandala,
  DEMO_DEFAULTS,
  type MandalaParams,
  methodById,
  parsePhrase,
  sceneToSvg,
  shapeById,
  type Tier,
  wishCode,
} from "@mandala/engine";
import { LRUCache } from "lru-cache";
import { type DomainCode, DomainError } from "../../errors.ts";
import { etagOf } from "../../etag.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import { pictureAlt } from "../../render/alt.ts";
import type { Renderer } from "../../render/renderer.ts";
import { normalizeRequest, type RenderRequest, requestKey } from "../../render/request.ts";
import { type DrawInput, sceneOptionsOf } from "./draw-query.ts";

/** The watermark of previews and of every demo drawing, in the reader's language. */
export function previewWatermark(locale: Locale): string {
  return translate("picture.watermark", locale);
}

/** What a tier may use: palettes, and whether advanced shapes and methods are open. */
export interface TierRights {
  palettes: readonly number[];
  advanced: boolean;
  /** The message when a request asks for more than these rights. */
  denied: DomainCode;
}

/** The demo: the basic shapes and methods in the palettes the demo shows (9, 12 and 13). */
export const DEMO_RIGHTS: TierRights = { palettes: [9, 12, 13], advanced: false, denied: "draw.notInDemo" };

/**
 * True for the demo calculator's own mandala, the only one a visitor may draw or colour: its fixed
 * phrase, shape and methods, no sector length, a palette it offers (any pattern length the phrase
 * allows; the view and the dots pattern are free).
 */
export function isDemoMandala(params: MandalaParams): boolean {
  return (
    params.phrase === DEMO_DEFAULTS.phrase &&
    params.shape === DEMO_DEFAULTS.shape &&
    params.firstMethod === DEMO_DEFAULTS.firstMethod &&
    params.additionalMethod === DEMO_DEFAULTS.additionalMethod &&
    params.sectorLength === undefined &&
    DEMO_RIGHTS.palettes.includes(params.palette)
  );
}

const allowed = (tier: Tier, rights: TierRights) => tier === "basic" || rights.advanced;

/** True when `rights` cover the shape, both methods and the palette of `params`. */
export function isAllowed(params: MandalaParams, rights: TierRights): boolean {
  const shape = shapeById(params.shape);
  const method = methodById(params.firstMethod);
  return (
    !!shape &&
    !!method &&
    allowed(shape.tier, rights) &&
    allowed(method.tier, rights) &&
    rights.palettes.includes(params.palette)
  );
}

/** The wish's code for the request's pattern length. */
export function patternOf(params: MandalaParams): number[] {
  return wishCode(parsePhrase(params.phrase).values, params.patternLength, params.palette);
}

/**
 * Bytes of the picture encoded to base64 at a time: a multiple of 3 (no padding between pieces) whose
 * text (64 KiB) stays below V8's large-object size, so that it dies young. The picture's text in one
 * string (about 430 KB for the 1200 px star) went to the old generation and made the main thread's
 * heap be marked in full about every 60 drawings (docs/decisions/019).
 */
const BASE64_PIECE = 3 * 16 * 1024;

/**
 * JSON bytes of `{"pic": <the image in base64>, ...fields}`, written into one buffer: no JSON string of
 * the picture is built, escaped or converted to UTF-8 again when it is sent.
 */
export function picJson(image: Buffer, fields: Record<string, unknown>): Buffer {
  const rest = JSON.stringify(fields).slice(1);
  const head = '{"pic":"';
  const tail = rest === "}" ? '"}' : `",${rest}`;
  const size = Math.ceil(image.length / 3) * 4;
  const json = Buffer.allocUnsafe(head.length + size + Buffer.byteLength(tail));
  let at = json.write(head, 0, "latin1");
  for (let start = 0; start < image.length; start += BASE64_PIECE) {
    at += json.write(image.toString("base64", start, start + BASE64_PIECE), at, "latin1");
  }
  json.write(tail, at);
  return json;
}

/** Serialized replies kept for identical drawings: a repeated drawing costs one string lookup. */
const REPLY_CACHE = { entries: 200, bytes: 96 * 1024 * 1024 } as const;

/** A drawing's reply, serialized, with its strong ETag (drawings are deterministic). */
export interface SerializedDrawing {
  json: Buffer;
  etag: string;
}

export function createDrawingService({ renderer }: { renderer: Renderer }) {
  const replies = new LRUCache<string, SerializedDrawing>({
    max: REPLY_CACHE.entries,
    maxSize: REPLY_CACHE.bytes,
    sizeCalculation: (reply) => reply.json.length,
  });

  const jpegRequest = (input: DrawInput, watermark: string | null): RenderRequest => ({
    ...input.params,
    ...sceneOptionsOf(input, watermark),
    format: "jpeg",
  });

  function renderRequest(input: DrawInput, options: DrawOptions): RenderRequest {
    if (!isAllowed(input.params, options.rights)) throw new DomainError(options.rights.denied);
    return normalizeRequest(jpegRequest(input, options.watermark));
  }

  /** The drawing as a JPEG (the renderer's cache serves repeats). */
  const drawJpegImage = (input: DrawInput, options: DrawOptions): Promise<Buffer> =>
    renderer.render(renderRequest(input, options));

  return {
    /**
     * The drawing's reply as JSON bytes, `{"pic": <base64 JPEG>, "pattern": [...]}`, and their ETag,
     * served from the cache for identical requests (ready to write: no serialization or encoding per
     * request). Refuses what `rights` do not cover; `beforeNewDrawing` runs (and may refuse) only when
     * the drawing is not in the cache.
     */
    async drawJpegJson(
      input: DrawInput,
      options: DrawOptions,
      beforeNewDrawing?: () => Promise<void>,
    ): Promise<SerializedDrawing> {
      const request = renderRequest(input, options);
      const key = requestKey(request);
      const cached = replies.get(key);
      if (cached) return cached;
      await beforeNewDrawing?.();
      const json = picJson(await renderer.render(request), { pattern: patternOf(input.params) });
      const reply = { json, etag: etagOf(json) };
      replies.set(key, reply);
      return reply;
    },

    /**
     * A preview as a JPEG, drawn before the user's rights are known: the caller starts it, reads the
     * rights meanwhile and answers with it only once `isAllowed` holds (the read then overlaps the render).
     * The renderer is called at once (an async function runs up to its first await) and checks the request.
     */
    async drawPreviewBeforeRights(input: DrawInput, watermark: string): Promise<Buffer> {
      return renderer.render(jpegRequest(input, watermark));
    },

    /** The drawing as a base64 JPEG and its code. */
    async drawJpeg(input: DrawInput, options: DrawOptions): Promise<{ pic: string; pattern: number[] }> {
      const image = await drawJpegImage(input, options);
      return { pic: image.toString("base64"), pattern: patternOf(input.params) };
    },

    /** The same drawing as an SVG document, titled in `locale`. */
    drawSvg(input: DrawInput, options: DrawOptions, locale: Locale): string {
      renderRequest(input, options);
      const alt = pictureAlt(input.params.shape, input.view, locale);
      return sceneToSvg(
        buildScene(computeMandala(input.params), { ...sceneOptionsOf(input, options.watermark), alt }),
      );
    },
  };
}

export interface DrawOptions {
  rights: TierRights;
  /** The preview watermark, or null for a real drawing. */
  watermark: string | null;
}

export type DrawingService = ReturnType<typeof createDrawingService>;
