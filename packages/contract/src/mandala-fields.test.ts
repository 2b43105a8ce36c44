import type { MandalaParams } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import { mandalaFields, mandalaParams } from "./mandala-fields.ts";

describe("a mandala's settings between the API's names and the engine's", () => {
  const star: MandalaParams = {
    phrase: "Я люблю себя",
    shape: "stern",
    firstMethod: "8v",
    additionalMethod: "sum",
    patternLength: 8,
    sectorLength: 12,
    palette: 13,
  };

  it("names each setting as the API does, and back", () => {
    expect(mandalaFields(star)).toEqual({
      phrase: "Я люблю себя",
      shape: "stern",
      first_method: "8v",
      additional_method: "sum",
      pattern_length: 8,
      sector_length: 12,
      palette: 13,
    });
    expect(mandalaParams(mandalaFields(star))).toEqual(star);
  });

  it("has no sector length for a shape without one: null on the wire, absent for the engine", () => {
    const { sectorLength: _, ...octagon } = { ...star, shape: "octagon" as const };
    expect(mandalaFields(octagon).sector_length).toBeNull();
    expect(mandalaParams(mandalaFields(octagon))).toEqual(octagon);
    expect("sectorLength" in mandalaParams(mandalaFields(octagon))).toBe(false);
  });
});
