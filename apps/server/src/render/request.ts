import {
  buildScene,
  computeMandala,
  DEFAULT_SCENE_SIZE,
  MandalaInputError,
  type MandalaParams,
  type SceneOptions,
  validateParams,
} from "@mandala/engine";
import { encodeScene, type RasterFormat } from "./draw.ts";

/** What to render: the mandala's params, how to draw it, and the raster format and size. */
export interface RenderRequest extends MandalaParams, SceneOptions {
  format: RasterFormat;
  /** Width and height in px, 16..4096 (default 1200). */
  size?: number;
}

/** Smallest and largest picture sizes the renderer accepts. */
export const SIZE_RANGE = { min: 16, max: 4096 } as const;

/**
 * Checks a request (throwing MandalaInputError for bad mandala params, RangeError for a bad format or
 * size) and returns it with defaults filled and unknown keys dropped, ready to key a cache.
 */
export function normalizeRequest(req: RenderRequest): RenderRequest {
  const checked = validateParams(req);
  if (!checked.ok) throw new MandalaInputError(checked.issues);
  if (req.format !== "jpeg" && req.format !== "png")
    throw new RangeError(`Unknown format ${String(req.format)}`);
  const size = req.size ?? DEFAULT_SCENE_SIZE;
  if (!Number.isInteger(size) || size < SIZE_RANGE.min || size > SIZE_RANGE.max) {
    throw new RangeError(`Size must be an integer in ${SIZE_RANGE.min}..${SIZE_RANGE.max}, got ${size}`);
  }
  const out: RenderRequest = {
    ...checked.value,
    format: req.format,
    size,
    view: req.view,
    legend: req.legend ?? true,
    watermark: req.watermark || null,
  };
  if (req.view === "dots") {
    out.filter = req.filter ?? undefined;
    out.numberedDots = req.numberedDots ?? false;
  }
  if (req.view === "digits" && req.colouring) out.colouring = req.colouring;
  if (req.title) out.title = req.title;
  return out;
}

/** A stable cache key of a normalised request (keys sorted). */
export function requestKey(req: RenderRequest): string {
  const entries = Object.entries(req).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** Renders a request on the calling thread: compute, build the scene, paint and encode. */
export function renderInThread(req: RenderRequest): Promise<Buffer> {
  return encodeScene(buildScene(computeMandala(req), req), req.format);
}
