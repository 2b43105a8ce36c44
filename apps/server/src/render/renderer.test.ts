import { DEMO_DEFAULTS, MandalaInputError } from "@mandala/engine";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
import { createRenderer } from "./renderer.ts";
import { normalizeRequest, type RenderRequest, renderInThread } from "./request.ts";

const renderer = createRenderer({ threads: 2, cacheEntries: 8 });
afterAll(() => renderer.close());

const BASE: RenderRequest = { ...DEMO_DEFAULTS, view: "colorized", format: "png", size: 320 };

async function pixels(image: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(image);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, img.width, img.height);
  return { width: img.width, height: img.height, data };
}

/** Share of pixels whose largest channel difference exceeds `tolerance`. */
function differing(a: Uint8ClampedArray, b: (i: number) => number, tolerance = 48): number {
  let count = 0;
  for (let p = 0; p < a.length; p += 4) {
    const q = b(p);
    const d = Math.max(
      Math.abs((a[p] as number) - (a[q] as number)),
      Math.abs((a[p + 1] as number) - (a[q + 1] as number)),
      Math.abs((a[p + 2] as number) - (a[q + 2] as number)),
    );
    if (d > tolerance) count++;
  }
  return count / (a.length / 4);
}

function diff(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let count = 0;
  for (let p = 0; p < a.length; p += 4) {
    if (
      Math.abs((a[p] as number) - (b[p] as number)) +
        Math.abs((a[p + 1] as number) - (b[p + 1] as number)) +
        Math.abs((a[p + 2] as number) - (b[p + 2] as number)) >
      60
    )
      count++;
  }
  return count / (a.length / 4);
}

/** Share of pixels that differ from their left-right mirror in a 400 px picture without a legend. */
async function mirrorAsymmetry(request: Pick<RenderRequest, "shape" | "additionalMethod">): Promise<number> {
  const { width, data } = await pixels(
    await renderer.render({ ...BASE, ...request, firstMethod: "1", legend: false, size: 400 }),
  );
  return differing(data, (p) => {
    const i = p / 4;
    const x = i % width;
    return (i - x + (width - 1 - x)) * 4;
  });
}

describe("createRenderer", () => {
  it("renders PNG and JPEG at the requested size", async () => {
    const png = await renderer.render(BASE);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(await pixels(png)).toMatchObject({ width: 320, height: 320 });
    const jpeg = await renderer.render({ ...BASE, format: "jpeg", size: 200 });
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    expect(await pixels(jpeg)).toMatchObject({ width: 200, height: 200 });
  });

  it("defaults to 1200 px", async () => {
    const image = await renderer.render({ ...BASE, format: "jpeg", size: undefined });
    expect(await pixels(image)).toMatchObject({ width: 1200, height: 1200 });
  });

  it("draws a mirror-symmetric picture for a symmetric method", async () => {
    for (const shape of ["demoshape", "eight_diamond", "hexagon"] as const) {
      expect(await mirrorAsymmetry({ shape, additionalMethod: "1" }), shape).toBeLessThan(0.01);
    }
  });

  it("is not mirror-symmetric for a turning layout (the test above can fail)", async () => {
    expect(await mirrorAsymmetry({ shape: "eight_diamond", additionalMethod: "3" })).toBeGreaterThan(0.05);
  });

  it("adds the watermark only when requested", async () => {
    const plain = await pixels(await renderer.render({ ...BASE, watermark: null }));
    const unset = await pixels(await renderer.render({ ...BASE, watermark: undefined, title: undefined }));
    const marked = await pixels(await renderer.render({ ...BASE, watermark: "ПРЕВЬЮ" }));
    expect(diff(plain.data, unset.data)).toBe(0);
    expect(diff(plain.data, marked.data)).toBeGreaterThan(0.02);
  });

  it("keeps the watermark off the legend and under every digit", async () => {
    const size = 600;
    const digits: RenderRequest = { ...BASE, view: "digits", palette: 13, size };
    const plain = await pixels(await renderer.render({ ...digits, watermark: null }));
    const marked = await pixels(await renderer.render({ ...digits, watermark: "Мандала желаний · превью" }));
    expect(diff(plain.data, marked.data)).toBeGreaterThan(0.005);
    // The legend (its last 15.5 % of the height: 12 % legend + 3.5 % margin) is untouched, "13" included.
    const legendTop = Math.floor(size * (1 - 0.035 - 0.12)) * size * 4;
    expect(diff(plain.data.subarray(legendTop), marked.data.subarray(legendTop))).toBe(0);
    // Every dark pixel of the digits and outlines stays dark.
    let ink = 0;
    let faded = 0;
    for (let p = 0; p < legendTop; p += 4) {
      const dark = (d: Uint8ClampedArray) => Math.max(d[p] as number, d[p + 1] as number, d[p + 2] as number);
      if (dark(plain.data) > 80) continue;
      ink++;
      if (dark(marked.data) > 120) faded++;
    }
    expect(ink).toBeGreaterThan(1000);
    expect(faded).toBe(0);
  });

  it("is deterministic and serves identical requests from the cache", async () => {
    const a = await renderer.render({ ...BASE, view: "digits", size: 250 });
    const b = await renderer.render({ ...BASE, view: "digits", size: 250 });
    expect(b).toBe(a);
    const fresh = createRenderer({ threads: 1, cacheEntries: 0 });
    try {
      const c = await fresh.render({ ...BASE, view: "digits", size: 250 });
      expect(c.equals(a)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("asks beforeDrawing only for a picture it draws: not a cached one, nor one being drawn", async () => {
    const asked: string[] = [];
    const request = { ...BASE, view: "dots" as const, size: 260 };
    const drawing = renderer.render(request, async () => void asked.push("first"));
    // Once the first call's check has passed, its drawing has started: the second shares it.
    await new Promise(setImmediate);
    const shared = await renderer.render(request, async () => void asked.push("shared"));
    expect(shared).toBe(await drawing);
    await renderer.render(request, async () => void asked.push("cached"));
    expect(asked).toEqual(["first"]);
    // A refusal is the caller's answer: nothing is drawn.
    await expect(
      renderer.render({ ...request, size: 261 }, async () => {
        throw new Error("over budget");
      }),
    ).rejects.toThrow("over budget");
  });

  it("renders many requests concurrently", async () => {
    const views = ["colorized", "digits", "dots"] as const;
    const images = await Promise.all(
      views.flatMap((view) =>
        ["octagon", "rose"].map((shape) =>
          renderer.render({
            ...BASE,
            view,
            shape: shape as "rose",
            numberedDots: true,
            size: 150,
            format: "jpeg",
          }),
        ),
      ),
    );
    expect(images).toHaveLength(6);
    expect(new Set(images.map((i) => i.toString("base64"))).size).toBe(6);
  });

  it("draws on its workers the very picture one thread draws", async () => {
    const request: RenderRequest = { ...BASE, view: "digits", format: "jpeg", size: 1200 };
    const [pooled, inThread] = await Promise.all([
      renderer.render(request),
      renderInThread(normalizeRequest(request)),
    ]);
    expect(pooled.equals(inThread)).toBe(true);
  });

  it("refuses invalid requests before queuing them", async () => {
    await expect(renderer.render({ ...BASE, palette: 10 as 9 })).rejects.toBeInstanceOf(MandalaInputError);
    await expect(renderer.render({ ...BASE, size: 5 })).rejects.toBeInstanceOf(RangeError);
    await expect(renderer.render({ ...BASE, format: "gif" as "png" })).rejects.toBeInstanceOf(RangeError);
  });
});
