import {
  buildScene,
  computeMandala,
  DEMO_DEFAULTS,
  paintScene,
  type Scene,
  type ShapeId,
} from "@mandala/engine";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { canvasJpeg, drawScene, sceneCanvas } from "./draw.ts";
import { FONT_FAMILY } from "./fonts.ts";

describe("sceneCanvas", () => {
  it("paints the scene as drawScene paints it on a canvas of the caller's", () => {
    const scene = buildScene(computeMandala({ ...DEMO_DEFAULTS, phrase: "Я счастлива" }), {
      view: "digits",
      size: 300,
    });
    const painted = createCanvas(300, 300);
    drawScene(painted.getContext("2d"), scene);
    expect(sceneCanvas(scene).data().equals(painted.data())).toBe(true);
  });
});

describe("drawScene's paths", () => {
  /** The scene's pixels as paintScene traces them point by point (moveTo and lineTo, no Path2D). */
  function traced(scene: Scene): Buffer {
    const canvas = createCanvas(scene.width, scene.height);
    paintScene(canvas.getContext("2d"), scene, `"${FONT_FAMILY}"`, null);
    return canvas.data();
  }
  const SHAPES: ShapeId[] = ["eight_diamond", "hexagon", "rose"];
  const VIEWS = ["colorized", "digits", "dots"] as const;

  for (const shape of SHAPES)
    for (const view of VIEWS)
      it(`paints a ${shape} in the ${view} view pixel for pixel as tracing it does, its grid kept or not`, () => {
        const params = { ...DEMO_DEFAULTS, shape, sectorLength: 9, palette: 9 as const };
        const options = { view, size: 480, title: "Я счастлива" };
        // Two phrases on one template: the second paints the grid the first one left in the cache.
        for (const phrase of ["Я счастлива", "Мир и покой"]) {
          const scene = buildScene(computeMandala({ ...params, phrase }), options);
          expect(sceneCanvas(scene).data().equals(traced(scene))).toBe(true);
        }
      });
});

describe("canvasJpeg", () => {
  it("encodes the canvas's pixels as a baseline 4:2:0 JPEG of the same size and colours", async () => {
    const canvas = createCanvas(96, 64);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, 96, 64);
    ctx.fillStyle = "#1e3a8a";
    ctx.fillRect(48, 0, 48, 64);
    const jpeg = await canvasJpeg(canvas);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 96, height: 64, channels: 3 });
    expect(meta.chromaSubsampling).toBe("4:2:0");
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - (expected[i] as number)) <= 6);
    expect(near(at(10, 30), [255, 255, 255])).toBe(true);
    expect(near(at(80, 30), [0x1e, 0x3a, 0x8a])).toBe(true);
  });
});
