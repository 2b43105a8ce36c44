import { describe, expect, it } from "vitest";
import { mainMatrix } from "./matrix.ts";
import { PALETTE_SIZES } from "./reduce.ts";

describe("mainMatrix", () => {
  it("matches the method's worked example verbatim (n = 9)", () => {
    const m = mainMatrix("Я счастлива", 9);
    expect(m).toHaveLength(10);
    expect(m[0]).toEqual([6, 1, 7, 1, 1, 2, 4, 1, 3, 1]);
    expect(m[1]).toEqual([1, 2, 9, 1, 2, 4, 8, 9, 3, 4]);
    expect(m[2]).toEqual([7, 9, 9, 1, 3, 7, 6, 6, 9, 4]);
  });

  it("is keyed by palette size (worked example, n = 12 and 13)", () => {
    expect(mainMatrix("Я счастлива", 12)[1]).toEqual([1, 2, 9, 10, 11, 1, 5, 6, 9, 10]);
    expect(mainMatrix("Я счастлива", 13)[1]).toEqual([1, 2, 9, 10, 11, 13, 4, 5, 8, 9]);
  });

  it("matches golden matrices", () => {
    expect(mainMatrix("Мир", 9)).toEqual([
      [5, 1, 9],
      [1, 2, 2],
      [9, 2, 4],
    ]);
    expect(mainMatrix("Love 2", 12)).toEqual([
      [3, 6, 4, 5, 2],
      [6, 12, 4, 9, 11],
      [4, 4, 8, 5, 4],
      [5, 9, 5, 10, 2],
      [2, 11, 4, 2, 4],
    ]);
  });

  it("is symmetric, m × m, with every value in 1..n", () => {
    for (const phrase of ["Я счастлива и любима", "Love & peace 2025", "а_б_в"]) {
      for (const n of PALETTE_SIZES) {
        const m = mainMatrix(phrase, n);
        for (let i = 0; i < m.length; i++) {
          expect(m[i]).toHaveLength(m.length);
          for (let j = 0; j < m.length; j++) {
            expect(m[i]?.[j]).toBe(m[j]?.[i]);
            expect(m[i]?.[j]).toBeGreaterThanOrEqual(1);
            expect(m[i]?.[j]).toBeLessThanOrEqual(n);
          }
        }
      }
    }
  });

  it("is empty for a phrase without numbers", () => {
    expect(mainMatrix("!!! ___", 9)).toEqual([]);
  });
});
