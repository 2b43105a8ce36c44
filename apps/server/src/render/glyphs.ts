/**
 * Labels blitted into raw RGB pixels from a glyph atlas: each text at each size, weight and quarter-pixel
 * phase is painted once per thread by the canvas library (so its shapes and anti-aliasing are the
 * library's own) and kept as a coverage mask; a label then costs a few hundred byte operations instead of
 * a fillText call. Only plain labels qualify: centred, not rotated, opaque, without an outline.
 */
import type { LabelsItem } from "@mandala/engine";
import { createCanvas } from "@napi-rs/canvas";
import { FONT_FAMILY, registerFonts } from "./fonts.ts";

/**
 * The canvas library places text at quarter pixels across and at whole pixels down: each text has four
 * masks, one a quarter, and glyphOf finds where its rounding turns on either axis, so that each label is
 * blitted with the pixels the library would paint for it.
 */
const QUARTERS = 4;

/** A glyph's coverage (0..255) over a w × h box whose top left is (dx, dy) px from the label's anchor. */
interface Mask {
  w: number;
  h: number;
  dx: number;
  dy: number;
  alpha: Uint8Array;
}

/** A text in one font: where the library's rounding turns, and its mask in each quarter (made on use). */
interface Glyph {
  /** The first fraction of a pixel across, in (0, 1/4], at which the text is painted a quarter further. */
  across: number;
  /** The fraction of a pixel down from which the text is painted a row lower. */
  down: number;
  quarters: (Mask | undefined)[];
}

/** Font sizes kept per weight. */
const MAX_SIZES = 64;

/** Glyphs by font (bold or not, then size in px), then text: a label looks its glyph up in two maps. */
const fonts = [new Map<number, Map<string, Glyph>>(), new Map<number, Map<string, Glyph>>()];

/** True when the item's labels can be blitted from masks (as `fillText` would paint them). */
export function blittable(item: LabelsItem): boolean {
  return item.anchor === "middle" && item.rotation === 0 && item.opacity === 1 && !item.stroke;
}

/** The mask of `text` painted `x` px right of and `y` px below whole pixels. */
function paintMask(font: string, size: number, text: string, x: number, y: number): Mask {
  registerFonts();
  const pad = Math.ceil(size) + 2;
  const side = 2 * pad + Math.ceil(size * text.length);
  const canvas = createCanvas(side, 2 * pad);
  const ctx = canvas.getContext("2d");
  ctx.font = font;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#000000";
  const ax = side >> 1;
  ctx.fillText(text, ax + x, pad + y);
  const rgba = canvas.data();
  // Trimmed to the painted pixels.
  let [x0, y0, x1, y1] = [side, 2 * pad, -1, -1];
  for (let row = 0; row < 2 * pad; row++) {
    for (let x = 0; x < side; x++) {
      if (rgba[(row * side + x) * 4 + 3] === 0) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, row);
      y1 = Math.max(y1, row);
    }
  }
  const w = Math.max(0, x1 - x0 + 1);
  const h = Math.max(0, y1 - y0 + 1);
  const alpha = new Uint8Array(w * h);
  for (let row = 0; row < h; row++)
    for (let x = 0; x < w; x++) alpha[row * w + x] = rgba[((y0 + row) * side + x0 + x) * 4 + 3] as number;
  return { w, h, dx: x0 - ax, dy: y0 - pad, alpha };
}

const same = (a: Mask, b: Mask) =>
  a.dx === b.dx && a.dy === b.dy && a.w === b.w && a.alpha.every((v, i) => v === b.alpha[i]);

/** The least fraction in (0, span] at which `moved(fraction)` holds (it holds at span), by bisection. */
function turn(span: number, moved: (fraction: number) => boolean): number {
  let [lo, hi] = [0, span];
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (moved(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

function glyphOf(bold: boolean, size: number, text: string): Glyph {
  const byFont = fonts[bold ? 1 : 0] as Map<number, Map<string, Glyph>>;
  let byText = byFont.get(size);
  if (!byText) {
    // Sizes follow the picture's: a thread drawing many sizes starts afresh now and then.
    if (byFont.size >= MAX_SIZES) byFont.clear();
    byText = new Map();
    byFont.set(size, byText);
  }
  let glyph = byText.get(text);
  if (!glyph) {
    const font = fontOf(bold, size);
    const still = paintMask(font, size, text, 0, 0);
    glyph = {
      across: turn(1 / QUARTERS, (x) => !same(paintMask(font, size, text, x, 0), still)),
      down: turn(1, (y) => paintMask(font, size, text, 0, y).dy !== still.dy),
      quarters: [],
    };
    byText.set(text, glyph);
  }
  return glyph;
}

const fontOf = (bold: boolean, size: number) => `${bold ? "bold " : ""}${size}px "${FONT_FAMILY}"`;

/** A box [x0, y0, x1, y1] in px. */
export type Box = [number, number, number, number];

/** The labels' masks and the pixels their top left corners land on, as the library would paint them. */
export interface PlacedLabels {
  masks: Mask[];
  /** Left and top pixel of each mask, in turn. */
  at: Int32Array;
  /** The box of every pixel they paint, one pixel wider each side. */
  box: Box;
}

/** Places the item's labels (see PlacedLabels); the caller checks `blittable(item)` first. */
export function placeLabels(item: LabelsItem): PlacedLabels {
  const masks: Mask[] = [];
  const at = new Int32Array(item.labels.length * 2);
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  item.labels.forEach((label, i) => {
    const glyph = glyphOf(item.bold, label.fontSize, label.text);
    // Quarters counted from the first turn: the label is its quarter's mask, moved by whole pixels.
    const quarters = Math.floor((label.x - glyph.across) * QUARTERS) + 1;
    const q = ((quarters % QUARTERS) + QUARTERS) % QUARTERS;
    let m = glyph.quarters[q];
    if (!m) {
      const x = glyph.across + (q - 0.5) / QUARTERS;
      m = paintMask(fontOf(item.bold, label.fontSize), label.fontSize, label.text, x, 0);
      glyph.quarters[q] = m;
    }
    const ay = Math.floor(label.y);
    const left = (quarters - q) / QUARTERS + m.dx;
    const top = ay + (label.y - ay >= glyph.down ? 1 : 0) + m.dy;
    masks.push(m);
    at[2 * i] = left;
    at[2 * i + 1] = top;
    box[0] = Math.min(box[0], left - 1);
    box[1] = Math.min(box[1], top - 1);
    box[2] = Math.max(box[2], left + m.w + 1);
    box[3] = Math.max(box[3], top + m.h + 1);
  });
  return { masks, at, box };
}

/** The item's fill as [r, g, b] (scene colours are #rrggbb). */
function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Paints placed labels over the rows `[rowsStart, rowsEnd)` of `rgb` (`width` px wide, 3 bytes a pixel)
 * by source-over blending `fill` through each mask.
 */
export function blitLabels(
  rgb: Uint8Array,
  width: number,
  [rowsStart, rowsEnd]: readonly [number, number],
  labels: PlacedLabels,
  fill: string,
): void {
  const [r, g, b] = rgbOf(fill);
  const { masks, at } = labels;
  for (let i = 0; i < masks.length; i++) {
    const m = masks[i] as Mask;
    const left = at[2 * i] as number;
    const top = at[2 * i + 1] as number;
    const x0 = Math.max(0, -left);
    const x1 = Math.min(m.w, width - left);
    for (let y = Math.max(0, rowsStart - top); y < m.h && top + y < rowsEnd; y++) {
      let p = ((top + y) * width + left + x0) * 3;
      for (let q = y * m.w + x0, end = y * m.w + x1; q < end; q++, p += 3) {
        const a = m.alpha[q] as number;
        if (a === 0) continue;
        const rest = 255 - a;
        rgb[p] = (r * a + (rgb[p] as number) * rest + 127) / 255;
        rgb[p + 1] = (g * a + (rgb[p + 1] as number) * rest + 127) / 255;
        rgb[p + 2] = (b * a + (rgb[p + 2] as number) * rest + 127) / 255;
      }
    }
  }
}
