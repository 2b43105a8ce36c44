import type { CirclesItem, LabelsItem, PolygonsItem, Scene } from "@mandala/engine";
import { type Canvas, createCanvas, Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import { FONT_FAMILY, registerFonts } from "./fonts.ts";

/** Raster formats the renderer writes. */
export type RasterFormat = "jpeg" | "png";

/** JPEG quality, 0..100. */
export const JPEG_QUALITY = 90;

/** The polygons as one path. */
function polygonPath(polygons: PolygonsItem["polygons"]): Path2D {
  const path = new Path2D();
  for (const p of polygons) {
    path.moveTo(p[0] as number, p[1] as number);
    for (let i = 2; i < p.length; i += 2) path.lineTo(p[i] as number, p[i + 1] as number);
    path.closePath();
  }
  return path;
}

function polygons(ctx: SKRSContext2D, item: PolygonsItem): void {
  const path = polygonPath(item.polygons);
  if (item.fill) {
    ctx.fillStyle = item.fill;
    ctx.fill(path);
  }
  if (item.stroke && item.lineWidth > 0) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
    ctx.stroke(path);
  }
}

function circles(ctx: SKRSContext2D, item: CirclesItem): void {
  ctx.beginPath();
  const c = item.circles;
  for (let i = 0; i < c.length; i += 3) {
    const [x, y, r] = [c[i] as number, c[i + 1] as number, c[i + 2] as number];
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = item.fill;
  ctx.fill();
  if (item.stroke && item.lineWidth > 0) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
    ctx.stroke();
  }
}

/** Labels through the canvas's own text API (fillText/strokeText), centred on their anchor's middle. */
function labels(ctx: SKRSContext2D, item: LabelsItem): void {
  ctx.save();
  ctx.globalAlpha = item.opacity;
  ctx.fillStyle = item.fill;
  ctx.textAlign = item.anchor === "middle" ? "center" : item.anchor;
  ctx.textBaseline = "middle";
  if (item.stroke) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
  }
  const weight = item.bold ? "bold " : "";
  let size = -1;
  for (const l of item.labels) {
    if (l.fontSize !== size) {
      size = l.fontSize;
      ctx.font = `${weight}${size}px "${FONT_FAMILY}"`;
    }
    if (item.rotation) {
      ctx.save();
      ctx.translate(l.x, l.y);
      ctx.rotate((item.rotation * Math.PI) / 180);
      if (item.stroke) ctx.strokeText(l.text, 0, 0);
      ctx.fillText(l.text, 0, 0);
      ctx.restore();
    } else {
      if (item.stroke) ctx.strokeText(l.text, l.x, l.y);
      ctx.fillText(l.text, l.x, l.y);
    }
  }
  ctx.restore();
}

/**
 * Paints a scene onto a 2D context the caller owns, at the context's current transform (so a caller can
 * translate and scale to place several scenes on one canvas).
 */
export function drawScene(ctx: SKRSContext2D, scene: Scene): void {
  registerFonts();
  ctx.save();
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  ctx.lineJoin = "round";
  for (const item of scene.items) {
    if (item.kind === "polygons") polygons(ctx, item);
    else if (item.kind === "circles") circles(ctx, item);
    else labels(ctx, item);
  }
  ctx.restore();
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
