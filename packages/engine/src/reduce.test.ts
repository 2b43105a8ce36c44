import { describe, expect, it } from "vitest";
import { PALETTE_SIZES, reduce } from "./reduce.ts";

describe("reduce", () => {
  it("folds into 1..n with 0 → n and n + 1 → 1", () => {
    expect(reduce(0, 9)).toBe(9);
    expect(reduce(10, 9)).toBe(1);
    expect(reduce(9, 9)).toBe(9);
    expect(reduce(13, 12)).toBe(1);
    expect(reduce(26, 13)).toBe(13);
  });

  it("uses a non-negative modulo", () => {
    expect(reduce(-1, 9)).toBe(8);
    expect(reduce(-9, 9)).toBe(9);
  });

  it("always lands in 1..n", () => {
    for (const n of PALETTE_SIZES) {
      for (let x = -50; x <= 200; x++) {
        const r = reduce(x, n);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(n);
        expect((((r - x) % n) + n) % n).toBe(0);
      }
    }
  });
});
