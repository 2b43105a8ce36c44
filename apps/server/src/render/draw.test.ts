import { buildScene, computeMandala, DEMO_DEFAULTS } from "@mandala/engine";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { canvasJpeg, drawScene, sceneCanvas } from "./draw.ts";

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
