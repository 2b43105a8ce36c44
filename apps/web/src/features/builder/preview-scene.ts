/**
 * A free preview drawn in the browser: the scene the server's preview render paints (same size, view,
 * numbered dots, legend and watermark) and the wish's code, with no request (docs/decisions/047).
 */
import {
  buildScene,
  computeMandala,
  MandalaInputError,
  parseFilter,
  parsePhrase,
  type Scene,
  validateParams,
  wishCode,
} from "@mandala/engine";
import type { DrawParams } from "./api/draw-mandala.ts";

/** The size of the server's drawings when none is asked for (the builder's pictures): 1000 px. */
export const PREVIEW_SIZE = 1000;

/** A preview: its scene, to paint on a canvas, and the wish's code. */
export interface LocalPreview {
  scene: Scene;
  pattern: number[];
}

/**
 * The preview of the drawing `request` asks the server for (in its view; in the dots view its dots,
 * numbered), watermarked with `watermark`. Throws the engine's MandalaInputError for inputs it refuses.
 */
export function localPreview(request: DrawParams, watermark: string): LocalPreview {
  const checked = validateParams({
    phrase: request.phrase,
    shape: request.shape,
    firstMethod: request.firstMethod,
    additionalMethod: request.additionalMethod,
    patternLength: request.patternLength,
    palette: request.palette,
    ...(request.sectorLength === null ? {} : { sectorLength: request.sectorLength }),
  });
  if (!checked.ok) throw new MandalaInputError(checked.issues);
  const params = checked.value;
  const dots = request.view === "dots";
  const filter = dots ? parseFilter(request.filter) : null;
  if (dots && filter === null) throw new MandalaInputError([{ field: "filter", code: "filter.invalid" }]);
  const scene = buildScene(computeMandala(params), {
    view: request.view,
    ...(dots && filter !== null ? { filter, numberedDots: true } : {}),
    watermark,
    size: PREVIEW_SIZE,
  });
  const pattern = wishCode(parsePhrase(params.phrase).values, params.patternLength, params.palette);
  return { scene, pattern };
}
