import type { CirclesItem, LabelsItem, PolygonsItem, Scene } from "@mandala/engine";
import { type Canvas, createCanvas, Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { FONT_FAMILY, registerFonts } from "./fonts.ts";

/** Raster formats the renderer writes. */
export type RasterFormat = "jpeg" | "png";

/** JPEG quality, 0..100. */
export const JPEG_QUALITY = 90;

/** The polygons as SVG path data. */
function polygonPathData(polygons: PolygonsItem["polygons"]): string {
  let d = "";
  for (const p of polygons) {
    d += `M${(p[0] as number).toFixed(2)} ${(p[1] as number).toFixed(2)}`;
    for (let i = 2; i < p.length; i += 2)
      d += `L${(p[i] as number).toFixed(2)} ${(p[i + 1] as number).toFixed(2)}`;
    d += "Z";
  }
  return d;
}

/** The polygons as one path, built from SVG path data (one native call instead of one per vertex). */
function polygonPath(polygons: PolygonsItem["polygons"]): Path2D {
  return new Path2D(polygonPathData(polygons));
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
    const x = c[i] as number;
    const r = c[i + 2] as number;
    ctx.moveTo(x + r, c[i + 1] as number);
    ctx.arc(x, c[i + 1] as number, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = item.fill;
  ctx.fill();
  if (item.stroke && item.lineWidth > 0) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
    ctx.stroke();
  }
}

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
  ctx.save();
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  ctx.restore();
  drawItems(ctx, scene.items);
}

/** Paints scene items, in order, at the context's current transform. */
function drawItems(ctx: SKRSContext2D, items: Scene["items"]): void {
  registerFonts();
  ctx.save();
  ctx.lineJoin = "round";
  for (const item of items) {
    if (item.kind === "polygons") polygons(ctx, item);
    else if (item.kind === "circles") circles(ctx, item);
    else labels(ctx, item);
  }
  ctx.restore();
}

/** Bytes of a canvas's pixels. */
const pixelBytes = (canvas: Canvas) => canvas.width * canvas.height * 4;

/**
 * Canvases kept for reuse, by size: a fresh 1200 px surface costs more than painting a whole mandala
 * (memory is allocated and touched again). Each thread has its own; drawScene paints the background first.
 */
const surfaces = new LRUCache<string, Canvas>({ max: 4 });

function surface(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = surfaces.get(key);
  if (!canvas) {
    canvas = createCanvas(width, height);
    surfaces.set(key, canvas);
  }
  return canvas;
}

/**
 * Outline grids kept per thread: the digits and dots views start with the cells' outlines, the same for
 * every phrase of a shape, sector length and size. The background and the grid are painted once and
 * copied after (at 1200 px a copy costs ~1 ms of CPU, painting them ~5 ms); the pixels are the same.
 */
const grids = new LRUCache<string, Canvas>({
  max: 8,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: pixelBytes,
});

/** The background with the scene's first item painted, when that item is an outline grid; else null. */
function gridLayer(scene: Scene, width: number, height: number): Canvas | null {
  const first = scene.items[0];
  if (first?.kind !== "polygons" || first.fill || !first.stroke || !(first.lineWidth > 0)) return null;
  const key = `${width}x${height} ${scene.background} ${first.stroke} ${first.lineWidth} ${polygonPathData(first.polygons)}`;
  let layer = grids.get(key);
  if (!layer) {
    layer = createCanvas(width, height);
    drawScene(layer.getContext("2d"), { ...scene, items: [first] });
    grids.set(key, layer);
  }
  return layer;
}

/** A canvas of the scene's size with the scene painted on it (reused: encode it before the next call). */
export function sceneCanvas(scene: Scene): Canvas {
  const width = Math.round(scene.width);
  const height = Math.round(scene.height);
  const canvas = surface(width, height);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const grid = gridLayer(scene, width, height);
  if (grid) {
    ctx.drawImage(grid, 0, 0);
    drawItems(ctx, scene.items.slice(1));
  } else drawScene(ctx, scene);
  return canvas;
}

// Each render worker encodes one picture at a time: libvips needs no threads of its own per picture.
sharp.concurrency(1);

/**
 * A JPEG of the canvas's pixels, encoded by libjpeg-turbo (sharp) with 4:2:0 chroma and standard
 * Huffman tables: about 3x faster than the canvas library's own JPEG encoder for the same picture.
 * Scenes paint an opaque background, so the (premultiplied) alpha channel is simply dropped.
 */
export function canvasJpeg(canvas: Canvas): Promise<Buffer> {
  return sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: "4:2:0", optimiseCoding: false })
    .toBuffer();
}

/** Paints a scene (on the calling thread) and encodes it. */
export async function encodeScene(scene: Scene, format: RasterFormat): Promise<Buffer> {
  const canvas = sceneCanvas(scene);
  return format === "png" ? canvas.encodeSync("png") : canvasJpeg(canvas);
}
