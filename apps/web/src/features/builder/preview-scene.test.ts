import { buildScene, computeMandala, MandalaInputError, parsePhrase, wishCode } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import type { DrawParams } from "./api/draw-mandala.ts";
import { localPreview, PREVIEW_SIZE } from "./preview-scene.ts";

const WATERMARK = "Мандала желаний · превью";
const REQUEST: DrawParams = {
  phrase: "Я счастлива и любима",
  shape: "eight_diamond",
  patternLength: 3,
  palette: 12,
  firstMethod: "8",
  additionalMethod: "1",
  sectorLength: 10,
  view: "colorized",
  filter: "*",
  preview: true,
};
const PARAMS = {
  phrase: REQUEST.phrase,
  shape: "eight_diamond",
  patternLength: 3,
  palette: 12,
  firstMethod: "8",
  additionalMethod: "1",
  sectorLength: 10,
} as const;

describe("localPreview", () => {
  it("draws the scene the server's preview paints: 1000 px, with the legend and the watermark", () => {
    const { scene } = localPreview(REQUEST, WATERMARK);
    expect(scene).toEqual(
      buildScene(computeMandala(PARAMS), { view: "colorized", watermark: WATERMARK, size: PREVIEW_SIZE }),
    );
    const marks = scene.items.filter((item) => item.kind === "labels" && item.rotation === -45);
    expect(marks).toHaveLength(1);
    expect(marks[0]?.kind === "labels" && marks[0].labels.map((l) => l.text)).toEqual([
      WATERMARK,
      WATERMARK,
      WATERMARK,
    ]);
  });

  it("answers the wish's code the server answers beside its picture", () => {
    expect(localPreview(REQUEST, WATERMARK).pattern).toEqual(
      wishCode(parsePhrase(REQUEST.phrase).values, 3, 12),
    );
  });

  it("draws the dots view with the filter's dots, numbered, as the builder asks the server", () => {
    const { scene } = localPreview({ ...REQUEST, view: "dots", filter: "1,3" }, WATERMARK);
    expect(scene).toEqual(
      buildScene(computeMandala(PARAMS), {
        view: "dots",
        filter: [1, 3],
        numberedDots: true,
        watermark: WATERMARK,
        size: PREVIEW_SIZE,
      }),
    );
  });

  it("leaves the sector length out when the builder does not send it", () => {
    const { scene } = localPreview({ ...REQUEST, sectorLength: null }, WATERMARK);
    const { sectorLength: _, ...withoutSector } = PARAMS;
    expect(scene).toEqual(
      buildScene(computeMandala(withoutSector), {
        view: "colorized",
        watermark: WATERMARK,
        size: PREVIEW_SIZE,
      }),
    );
  });

  it("refuses what the engine refuses (the server's preview then says why)", () => {
    expect(() => localPreview({ ...REQUEST, firstMethod: "nope" }, WATERMARK)).toThrow(MandalaInputError);
    expect(() => localPreview({ ...REQUEST, view: "dots", filter: "x" }, WATERMARK)).toThrow(
      MandalaInputError,
    );
  });
});
