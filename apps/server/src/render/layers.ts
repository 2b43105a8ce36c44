/**
 * The unchanging part of a picture, kept per thread as raw RGB pixels. A digits template of a shape,
 * sector length, palette and size looks the same for every phrase except for its numbers: the outline
 * grid, the watermark and the legend are painted once, and each drawing starts from a copy of them with
 * its numbers blitted on top (glyphs.ts).
 */
import type { LabelsItem, Scene, SceneItem } from "@mandala/engine";
import { LRUCache } from "lru-cache";
import { blittable, type PlacedLabels, placeLabels } from "./glyphs.ts";

/**
 * A scene split into a kept layer (the items before its labels), the labels blitted over it, and the
 * items after them (a legend, a title: they differ from phrase to phrase), painted within `afterBox`.
 */
export interface LayeredScene {
  key: string;
  layer: Scene;
  labels: LabelsItem;
  placed: PlacedLabels;
  after: SceneItem[];
  afterBox: Box;
}

/** Labels below this count are cheaper to paint than to split off. */
const MIN_LABELS = 64;

import type { Box } from "./glyphs.ts";

const grow = (box: Box, x0: number, y0: number, x1: number, y1: number): void => {
  box[0] = Math.min(box[0], x0);
  box[1] = Math.min(box[1], y0);
  box[2] = Math.max(box[2], x1);
  box[3] = Math.max(box[3], y1);
};

/** A box around every pixel the item can touch (generous: anti-aliasing and glyph overhangs included). */
function extent(item: SceneItem): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  if (item.kind === "labels") {
    for (const l of item.labels) {
      // At most an em a character wide (to either side, whatever the anchor) and an em high.
      const [w, h] = [l.fontSize * l.text.length + item.lineWidth + 2, l.fontSize + item.lineWidth + 2];
      grow(box, l.x - w, l.y - h, l.x + w, l.y + h);
    }
    return box;
  }
  const pad = item.lineWidth + 1;
  if (item.kind === "circles") {
    const c = item.circles;
    for (let i = 0; i < c.length; i += 3) {
      const [x, y, r] = [c[i] as number, c[i + 1] as number, (c[i + 2] as number) + pad];
      grow(box, x - r, y - r, x + r, y + r);
    }
    return box;
  }
  for (const p of item.polygons)
    for (let i = 0; i < p.length; i += 2) {
      const [x, y] = [p[i] as number, p[i + 1] as number];
      grow(box, x - pad, y - pad, x + pad, y + pad);
    }
  return box;
}

const apart = (a: Box, b: Box) => a[2] < b[0] || b[2] < a[0] || a[3] < b[1] || b[3] < a[1];

/**
 * A key of the scene's size and background with `items` painted on it: a 64-bit hash (two 32-bit lanes)
 * of every number (to 1/256 px) and string, without building a string of all the coordinates.
 */
export function itemsKey(scene: Scene, items: readonly SceneItem[]): string {
  const h = new Hash();
  h.num(scene.width);
  h.num(scene.height);
  h.str(scene.background);
  for (const item of items) {
    h.str(item.kind);
    h.str(item.fill);
    h.str(item.stroke);
    h.num(item.lineWidth);
    if (item.kind === "labels") {
      h.str(`${item.bold} ${item.anchor} ${item.rotation} ${item.opacity}`);
      for (const l of item.labels) {
        h.num(l.x);
        h.num(l.y);
        h.num(l.fontSize);
        h.str(l.text);
      }
    } else if (item.kind === "circles") h.nums(item.circles);
    else {
      h.num(item.polygons.length);
      for (const p of item.polygons) h.nums(p);
    }
  }
  return `${scene.width}x${scene.height}:${items.length}:${h.hex()}`;
}

/** Two 32-bit multiplicative hash lanes over numbers (to 1/256 px) and strings. */
class Hash {
  #a = 0x811c9dc5;
  #b = 0x9747b28c;

  num(v: number): void {
    const n = Math.round(v * 256) | 0;
    this.#a = Math.imul(this.#a ^ n, 0x01000193);
    this.#b = Math.imul(this.#b ^ n, 0x5bd1e995) ^ (this.#b >>> 15);
  }

  nums(values: readonly number[]): void {
    this.num(values.length);
    let [a, b] = [this.#a, this.#b];
    for (let i = 0; i < values.length; i++) {
      const n = Math.round((values[i] as number) * 256) | 0;
      a = Math.imul(a ^ n, 0x01000193);
      b = Math.imul(b ^ n, 0x5bd1e995) ^ (b >>> 15);
    }
    [this.#a, this.#b] = [a, b];
  }

  str(s: string | null): void {
    if (s === null) {
      this.num(-1);
      return;
    }
    this.num(s.length);
    for (let i = 0; i < s.length; i++) this.num(s.charCodeAt(i));
  }

  hex(): string {
    const hex = (v: number) => (v >>> 0).toString(16).padStart(8, "0");
    return hex(this.#a) + hex(this.#b);
  }
}

/**
 * Splits a scene into a layer, the labels to blit over it and what follows, when that draws the same
 * picture: the largest labels item is plain (see blittable), has at least MIN_LABELS labels, no filled
 * cell is painted before it (a coloured digits view differs from phrase to phrase), and nothing painted
 * after it can touch its labels (so the items after them can be painted apart). Null otherwise.
 */
export function layered(scene: Scene): LayeredScene | null {
  let at = -1;
  scene.items.forEach((item, i) => {
    if (item.kind !== "labels") return;
    const best = scene.items[at] as LabelsItem | undefined;
    if (!best || item.labels.length > best.labels.length) at = i;
  });
  const labels = scene.items[at] as LabelsItem | undefined;
  if (!labels || labels.labels.length < MIN_LABELS || !blittable(labels)) return null;
  const before = scene.items.slice(0, at);
  if (before.some((item) => item.kind !== "labels" && item.fill !== null)) return null;
  const after = scene.items.slice(at + 1);
  const afterBox: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const item of after) grow(afterBox, ...extent(item));
  const placed = placeLabels(labels);
  if (after.length > 0 && !apart(placed.box, afterBox)) return null;
  return {
    key: itemsKey(scene, before),
    layer: { ...scene, items: before },
    labels,
    placed,
    after,
    afterBox,
  };
}

/** RGB pixels of a painted layer (the canvas's premultiplied alpha is opaque: it is dropped). */
function rgbOf(rgba: Uint8Array): Buffer {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i] as number;
    rgb[j + 1] = rgba[i + 1] as number;
    rgb[j + 2] = rgba[i + 2] as number;
  }
  return rgb;
}

const layers = new LRUCache<string, Buffer>({
  max: 16,
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (rgb) => rgb.length,
});

/** Layer keys seen once: a layer is kept from its second use on, so one-off pictures keep none. */
const seen = new LRUCache<string, true>({ max: 256 });

/**
 * The kept RGB pixels of the layer (painted by `paint` on the first reuse), or null on its first
 * sighting: the caller then paints the whole scene as usual.
 */
export function layerPixels(split: LayeredScene, paint: (scene: Scene) => Uint8Array): Buffer | null {
  const kept = layers.get(split.key);
  if (kept) return kept;
  if (!seen.get(split.key)) {
    seen.set(split.key, true);
    return null;
  }
  const rgb = rgbOf(paint(split.layer));
  layers.set(split.key, rgb);
  return rgb;
}
