import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { joinJpegStrips, stripRows } from "./jpeg-strips.ts";

const JPEG = { quality: 90, chromaSubsampling: "4:2:0", optimiseCoding: false } as const;

/** A picture of varied RGB pixels (flat areas, edges and noise), as a drawing has. */
function picture(width: number, height: number): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const cell = ((x >> 5) + (y >> 5)) % 3;
      rgb[p] = cell === 0 ? 240 : (x * 7 + y * 3) & 255;
      rgb[p + 1] = cell === 1 ? 30 : (x * y) & 255;
      rgb[p + 2] = (x ^ y) & 255;
    }
  }
  return rgb;
}

const encode = (rgb: Buffer, width: number, [start, end]: [number, number]) =>
  sharp(rgb.subarray(start * width * 3, end * width * 3), {
    raw: { width, height: end - start, channels: 3 },
  })
    .jpeg(JPEG)
    .toBuffer();

const decoded = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true });

describe("stripRows", () => {
  it("splits at whole 16-row MCUs, every strip as long as the first but the last, which is no longer", () => {
    expect(stripRows(1200, 1200, 2)).toEqual([
      [0, 608],
      [608, 1200],
    ]);
    const rows = stripRows(1000, 1203, 3);
    expect(rows).toEqual([
      [0, 416],
      [416, 832],
      [832, 1203],
    ]);
    for (const [start] of rows) expect(start % 16).toBe(0);
  });

  it("keeps one range when the picture is too small to split or a strip too long for a restart interval", () => {
    expect(stripRows(200, 16, 2)).toEqual([[0, 16]]);
    expect(stripRows(1200, 1200, 1)).toEqual([[0, 1200]]);
    expect(stripRows(4096, 4096, 2)).toHaveLength(2);
    expect(stripRows(8192, 4096, 2)).toEqual([[0, 4096]]);
  });
});

describe("joinJpegStrips", () => {
  it.each([
    [1200, 1200, 2],
    [1000, 1203, 3],
    [333, 700, 9],
  ])(
    "joins the strips of a %i × %i picture (%i strips) into the pixels of one encode",
    async (width, height, count) => {
      const rgb = picture(width, height);
      const whole = await decoded(await encode(rgb, width, [0, height]));
      const rows = stripRows(width, height, count);
      expect(rows.length).toBeGreaterThan(1);
      const joined = joinJpegStrips(await Promise.all(rows.map((range) => encode(rgb, width, range))));
      expect(joined.includes(Buffer.from([0xff, 0xdd]))).toBe(true);
      const result = await decoded(joined);
      expect(result.info).toMatchObject({ width, height, channels: 3 });
      expect(result.data.equals(whole.data)).toBe(true);
    },
  );

  it("skips the empty strips of a picture with fewer strips than asked, and returns a lone strip as it is", async () => {
    const rgb = picture(64, 64);
    const one = await encode(rgb, 64, [0, 64]);
    expect(joinJpegStrips([one, Buffer.alloc(0)]).equals(one)).toBe(true);
  });

  it("refuses what is not a baseline JPEG", async () => {
    const png = await sharp(picture(32, 32), { raw: { width: 32, height: 32, channels: 3 } })
      .png()
      .toBuffer();
    expect(() => joinJpegStrips([png, png])).toThrow("Not a JPEG");
    const progressive = await sharp(picture(32, 32), { raw: { width: 32, height: 32, channels: 3 } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(() => joinJpegStrips([progressive, progressive])).toThrow(/baseline/);
    expect(() => joinJpegStrips([])).toThrow("No strips");
  });
});
