import { describe, expect, it } from "vitest";
import { BASE_PALETTES, luminance, PALETTES, textOn } from "./palettes.ts";
import { PALETTE_SIZES } from "./reduce.ts";

describe("PALETTES", () => {
  it("has n distinct #rrggbb colours for every key 1..n", () => {
    for (const n of PALETTE_SIZES) {
      expect(Object.keys(PALETTES[n])).toHaveLength(n);
      for (let key = 1; key <= n; key++) {
        const colours = PALETTES[n][key] ?? [];
        expect(colours).toHaveLength(n);
        expect(new Set(colours).size).toBe(n);
        for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it("rotates so the key value takes the first base colour", () => {
    for (const n of PALETTE_SIZES) {
      for (let key = 1; key <= n; key++) {
        expect(PALETTES[n][key]?.[key - 1]).toBe(BASE_PALETTES[n][0]);
        for (let v = 1; v <= n; v++) {
          expect(PALETTES[n][key]?.[v - 1]).toBe(BASE_PALETTES[n][(((v - key) % n) + n) % n]);
        }
      }
    }
    expect(PALETTES[9][1]).toEqual(BASE_PALETTES[9]);
  });

  it("keeps each colour distinguishable from its neighbours in lightness or hue, and readable labels", () => {
    for (const n of PALETTE_SIZES) {
      for (const c of BASE_PALETTES[n]) {
        const ink = textOn(c);
        const [a, b] = [luminance(c), luminance(ink)];
        expect((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)).toBeGreaterThan(3);
      }
    }
  });
});
