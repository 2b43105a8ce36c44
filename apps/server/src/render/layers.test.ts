import {
  buildScene,
  computeMandala,
  DEMO_DEFAULTS,
  encodeFills,
  type MandalaParams,
  type Scene,
} from "@mandala/engine";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { drawScene, layeredRgb, spare } from "./draw.ts";
import { layered } from "./layers.ts";

/** An eight-pointed star: a number in each of its cells. */
const STAR: MandalaParams = { ...DEMO_DEFAULTS, shape: "eight_diamond", sectorLength: 16 };
const WATERMARK = "Мандала желаний · превью";

const digits = (phrase: string, size: number, watermark: string | null = WATERMARK) =>
  buildScene(computeMandala({ ...STAR, phrase }), { view: "digits", size, watermark });

/** PSNR (dB) and the largest channel difference of `rgb` against the scene painted item by item. */
function against(scene: Scene, rgb: Uint8Array): { psnr: number; max: number } {
  const canvas = createCanvas(scene.width, scene.height);
  drawScene(canvas.getContext("2d"), scene);
  const rgba = canvas.data();
  let [squares, max] = [0, 0];
  for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) {
    for (let c = 0; c < 3; c++) {
      const d = (rgba[p + c] as number) - (rgb[q + c] as number);
      squares += d * d;
      max = Math.max(max, Math.abs(d));
    }
  }
  return { psnr: 10 * Math.log10((255 * 255) / (squares / (rgb.length || 1))), max };
}

describe("layeredRgb", () => {
  it("keeps no layer for a picture seen once", () => {
    expect(layeredRgb(digits("Я люблю утро и кофе", 240))).toBeNull();
  });

  for (const size of [600, 1200]) {
    it(`paints a digits template as painting every item does (${size} px, watermark, legend)`, () => {
      // The first two phrases paint and keep the layer; the next one is drawn from it.
      layeredRgb(digits("Я счастлива", size));
      layeredRgb(digits("Я счастлива и любима", size));
      const scene = digits("Я люблю утро", size);
      const rgb = layeredRgb(scene);
      expect(rgb).not.toBeNull();
      const { psnr, max } = against(scene, rgb as Buffer);
      spare.push(rgb as Buffer);
      // The same glyphs at the same pixels: only rounding of the blend differs.
      expect(psnr).toBeGreaterThan(42);
      expect(max).toBeLessThanOrEqual(24);
    });
  }

  it("draws the same pixels from a kept legend as when it paints it", () => {
    layeredRgb(digits("Я счастлива", 600));
    layeredRgb(digits("Я счастлива и любима", 600));
    const scene = digits("Я люблю утро и кофе", 600);
    const painted = Buffer.from(layeredRgb(scene) as Buffer);
    const kept = layeredRgb(scene) as Buffer;
    expect(kept.equals(painted)).toBe(true);
    spare.push(kept);
  });

  it("draws numbers differently for different phrases (they are not part of the layer)", () => {
    layeredRgb(digits("Я счастлива", 300, null));
    const a = layeredRgb(digits("Я счастлива и любима", 300, null));
    const b = Buffer.from(layeredRgb(digits("Я люблю утро", 300, null)) as Buffer);
    expect(a?.equals(b)).toBe(false);
  });
});

describe("layered", () => {
  it("splits the digits view: the grid and watermark are kept, the numbers and the legend are not", () => {
    const split = layered(digits("Я счастлива", 1200));
    expect(split?.layer.items.map((item) => item.kind)).toEqual(["polygons", "labels"]);
    const cells = computeMandala({ ...STAR, phrase: "Я счастлива" }).cells.length;
    expect(split?.labels.labels.length).toBe(cells);
    expect(split?.after.length).toBeGreaterThan(0);
    expect(layered(digits("Я люблю утро", 1200))?.key).toBe(split?.key);
  });

  it("keeps no layer for views whose cells change with the phrase", () => {
    const mandala = computeMandala({ ...STAR, phrase: "Я счастлива" });
    expect(layered(buildScene(mandala, { view: "colorized" }))).toBeNull();
    expect(layered(buildScene(mandala, { view: "dots", numberedDots: true }))).toBeNull();
    const fills = mandala.cells.map((cell, i) => (i < 64 ? cell.value : 0));
    const coloured = buildScene(mandala, { view: "digits", colouring: encodeFills(fills) });
    expect(coloured.items[0]?.kind === "polygons" && coloured.items[0].fill).toBeTruthy();
    expect(layered(coloured)).toBeNull();
  });
});
