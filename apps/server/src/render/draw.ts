import { paintScene, type Scene } from "@mandala/engine";
import { type Canvas, createCanvas, Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import { FONT_FAMILY, registerFonts } from "./fonts.ts";

/** Raster formats the renderer writes. */
export type RasterFormat = "jpeg" | "png";

/** JPEG quality, 0..100. */
export const JPEG_QUALITY = 90;

/**
 * Paints a scene onto a 2D context the caller owns, at the context's current transform (so a caller can
 * translate and scale to place several scenes on one canvas), in the bundled DejaVu Sans. Polygons go to
 * the canvas as @napi-rs/canvas Path2D objects (one path from one text each, the grid's kept per thread).
 */
export function drawScene(ctx: SKRSContext2D, scene: Scene): void {
  registerFonts();
  paintScene(ctx, scene, `"${FONT_FAMILY}"`, Path2D);
}

/** A new canvas of the scene's size with the scene painted on it. */
export function sceneCanvas(scene: Scene): Canvas {
  const canvas = createCanvas(Math.round(scene.width), Math.round(scene.height));
  drawScene(canvas.getContext("2d"), scene);
  return canvas;
}

/**
 * A baseline 4:2:0 JPEG of the canvas's pixels, encoded by sharp (libvips). Scenes paint an opaque
 * background, so the (premultiplied) alpha channel is simply dropped. Standard Huffman tables: sharp's
 * default optimised ones cost a second pass for 5 % fewer bytes (docs/performance.md).
 */
export function canvasJpeg(canvas: Canvas): Promise<Buffer> {
  const raw = { width: canvas.width, height: canvas.height, channels: 4 } as const;
  return sharp(canvas.data(), { raw })
    .removeAlpha()
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: "4:2:0", optimiseCoding: false })
    .toBuffer();
}

/** Paints a scene (on the calling thread) and encodes it. */
export function encodeScene(scene: Scene, format: RasterFormat): Promise<Buffer> {
  const canvas = sceneCanvas(scene);
  return format === "png" ? canvas.encode("png") : canvasJpeg(canvas);
}
