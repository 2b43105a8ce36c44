import turbo from "@julusian/jpeg-turbo";
import type { CirclesItem, LabelsItem, PolygonsItem, Scene, SceneItem } from "@mandala/engine";
import { type Canvas, createCanvas, Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import { LRUCache } from "lru-cache";
import { FONT_FAMILY, registerFonts } from "./fonts.ts";
import { blitLabels } from "./glyphs.ts";
import { stripRows } from "./jpeg-strips.ts";
import { itemsKey, type LayeredScene, layered, layerPixels } from "./layers.ts";

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
  const key = itemsKey(scene, [first]);
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

/** One of `count` horizontal strips of a picture, encoded apart and joined after (jpeg-strips.ts). */
export interface Strip {
  index: number;
  count: number;
}

/** A range of a picture's rows, `[start, end)`. */
type Rows = readonly [start: number, end: number];

/** The encoder's output room, kept by the thread (its worst case is several times a JPEG's size). */
let encoded = Buffer.alloc(0);

/**
 * A JPEG of the rows `[start, end)` of raw pixels (`channels` bytes a pixel, opaque; a fourth byte is
 * ignored) encoded by libjpeg-turbo's own API on the calling thread: baseline, 4:2:0 chroma, standard
 * Huffman tables. Through sharp (libvips) the same encode cost ~0.8 ms more per picture and 25–30 % more
 * at 1200 px (docs/decisions/024); the canvas library's own encoder was about 3x slower.
 */
export function pixelsJpeg(pixels: Uint8Array, width: number, channels: 3 | 4, [start, end]: Rows): Buffer {
  const size = (end - start) * width * channels;
  const rows = Buffer.from(pixels.buffer, pixels.byteOffset + start * width * channels, size);
  const options = { width, height: end - start, subsampling: turbo.SAMP_420 };
  const room = turbo.bufferSize(options);
  if (encoded.length < room) encoded = Buffer.allocUnsafe(room);
  const format = channels === 4 ? turbo.FORMAT_RGBX : turbo.FORMAT_RGB;
  // A copy of its own: `encoded` is written again by the next encode.
  return Buffer.from(turbo.compressSync(rows, encoded, { ...options, format, quality: JPEG_QUALITY }));
}

/**
 * A JPEG of the canvas's pixels, or of some of its rows (see pixelsJpeg). Scenes paint an opaque
 * background, so the (premultiplied) alpha channel is simply dropped.
 */
export function canvasJpeg(canvas: Canvas, rows: Rows = [0, canvas.height]): Buffer {
  return pixelsJpeg(canvas.data(), canvas.width, 4, rows);
}

/** Small canvases the items after a picture's labels are painted on, by size. */
const patches = new LRUCache<string, Canvas>({ max: 4 });

/** A box of whole pixels: left, top, width and height. */
type PixelBox = readonly [x0: number, y0: number, w: number, h: number];

/** The whole pixels of a box, within a width × height picture. */
function pixelBox(box: readonly number[], width: number, height: number): PixelBox {
  const x0 = Math.max(0, Math.floor(box[0] as number));
  const y0 = Math.max(0, Math.floor(box[1] as number));
  return [
    x0,
    y0,
    Math.min(width, Math.ceil(box[2] as number)) - x0,
    Math.min(height, Math.ceil(box[3] as number)) - y0,
  ];
}

/**
 * Paints `items` over `rgb` (width × height, 3 bytes a pixel) within the pixel box `[x0, y0, w, h]`: on a
 * transparent canvas of the box's size, composited source-over (its pixels are premultiplied) as painting
 * them in place would.
 */
function paintOver(rgb: Buffer, width: number, items: SceneItem[], [x0, y0, w, h]: PixelBox): void {
  const key = `${w}x${h}`;
  let canvas = patches.get(key);
  if (!canvas) {
    canvas = createCanvas(w, h);
    patches.set(key, canvas);
  }
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  ctx.translate(-x0, -y0);
  drawItems(ctx, items);
  const src = canvas.data();
  for (let y = 0; y < h; y++) {
    let p = ((y0 + y) * width + x0) * 3;
    for (let q = y * w * 4, end = q + w * 4; q < end; q += 4, p += 3) {
      const a = src[q + 3] as number;
      if (a === 0) continue;
      const rest = 255 - a;
      rgb[p] = (src[q] as number) + ((rgb[p] as number) * rest + 127) / 255;
      rgb[p + 1] = (src[q + 1] as number) + ((rgb[p + 1] as number) * rest + 127) / 255;
      rgb[p + 2] = (src[q + 2] as number) + ((rgb[p + 2] as number) * rest + 127) / 255;
    }
  }
}

/**
 * The rows of the items after a picture's labels composited over its layer, by layer and items: a digits
 * legend changes with the palette's key only, so a thread paints each of a template's few legends once.
 */
const overlays = new LRUCache<string, Buffer>({
  max: 32,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (rows) => rows.length,
});

/**
 * Copies a pixel box `[x0, y0, w, h]` of an RGB picture `width` px wide to `rows` (w × h, 3 bytes a
 * pixel), or back from them when `back`.
 */
function copyBox(picture: Buffer, width: number, [x0, y0, w, h]: PixelBox, rows: Buffer, back: boolean) {
  const line = w * 3;
  for (let y = 0; y < h; y++) {
    const p = ((y0 + y) * width + x0) * 3;
    if (back) rows.copy(picture, p, y * line, (y + 1) * line);
    else picture.copy(rows, y * line, p, p + line);
  }
}

/** Paints the split's items after its labels over `rgb` (which holds its layer there), from a kept overlay. */
function overlay(rgb: Buffer, scene: Scene, split: LayeredScene): void {
  const width = Math.round(scene.width);
  const box = pixelBox(split.afterBox, width, rgb.length / 3 / width);
  if (box[2] <= 0 || box[3] <= 0) return;
  const key = `${split.key}/${itemsKey(scene, split.after)}`;
  const kept = overlays.get(key);
  if (kept) {
    copyBox(rgb, width, box, kept, true);
    return;
  }
  paintOver(rgb, width, split.after, box);
  const rows = Buffer.allocUnsafe(box[2] * box[3] * 3);
  copyBox(rgb, width, box, rows, false);
  overlays.set(key, rows);
}

/** Work buffers for RGB pictures, reused once their JPEG is written. */
export const spare: Buffer[] = [];

/**
 * The scene's RGB pixels from its kept layer, its labels blitted on and the items after them painted
 * over, in a work buffer (give it back to `spare` when done); null when the scene has no layer (yet).
 * Only the rows `[start, end)` are painted (all by default): the others hold what the buffer held.
 */
export function layeredRgb(scene: Scene, rows?: Rows): Buffer | null {
  const split = layered(scene);
  const layer = split && layerPixels(split, (s) => sceneCanvas(s).data());
  if (!split || !layer) return null;
  const width = Math.round(scene.width);
  const [start, end] = rows ?? [0, Math.round(scene.height)];
  const found = spare.findIndex((b) => b.length === layer.length);
  const rgb = found >= 0 ? (spare.splice(found, 1)[0] as Buffer) : Buffer.allocUnsafe(layer.length);
  layer.copy(rgb, start * width * 3, start * width * 3, end * width * 3);
  blitLabels(rgb, width, [start, end], split.placed, split.labels.fill);
  if (split.after.length > 0) overlay(rgb, scene, split);
  return rgb;
}

/** A JPEG of the scene's rows from its kept layer (see layeredRgb), or null when it has no layer yet. */
function layeredJpeg(scene: Scene, rows: Rows): Buffer | null {
  const rgb = layeredRgb(scene, rows);
  if (!rgb) return null;
  const jpeg = pixelsJpeg(rgb, Math.round(scene.width), 3, rows);
  if (spare.length < 4) spare.push(rgb);
  return jpeg;
}

/**
 * Paints a scene (on the calling thread) and encodes it; with `strip`, only that strip of its JPEG (an
 * empty buffer when the picture has fewer strips), for jpeg-strips.ts to join. The picture is in memory
 * of its own (the canvas library's PNG is copied out of the library's), so a worker can transfer it.
 */
export function encodeScene(scene: Scene, format: RasterFormat, strip?: Strip): Promise<Buffer> {
  if (format === "png") return Promise.resolve(Buffer.from(sceneCanvas(scene).encodeSync("png")));
  const width = Math.round(scene.width);
  const height = Math.round(scene.height);
  const rows: Rows | undefined = strip ? stripRows(width, height, strip.count)[strip.index] : [0, height];
  if (!rows) return Promise.resolve(Buffer.alloc(0));
  return Promise.resolve(layeredJpeg(scene, rows) ?? canvasJpeg(sceneCanvas(scene), rows));
}
