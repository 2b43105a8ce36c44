import { describe, expect, it } from "vitest";
import { wishCode } from "../code.ts";
import { parsePhrase } from "../letters.ts";
import { PALETTE_SIZES } from "../reduce.ts";
import { METHODS, methodById, ruleOf } from "./catalogue.ts";
import { LAYOUTS } from "./layouts.ts";
import { buildSector, derivedSectorLength } from "./sector.ts";

/**
 * Golden 5 × 5 sectors, frozen. Hand-checked cells: for code 1 4 2 2 (n = 9), sum row 1 is 4, 4+4 = 8,
 * 8+2 → 1, 1+2 = 3, 3+1 = 4; mean row 1 is ⌈(4+4)/2⌉ = 4, ⌈(4+2)/2⌉ = 3, ⌈(3+2)/2⌉ = 3, ⌈(3+1)/2⌉ = 2;
 * difference row 1 is |4−4| → 9, |9−2| = 7, |7−2| = 5, |5−1| = 4; Vedic (2, 2) is 2·2 = 4, (1, 1) 4·4 → 7.
 */
const GOLDEN: Record<string, Record<string, number[][]>> = {
  "Я счастлива|4|9": {
    "1": [
      [1, 4, 2, 2, 1],
      [4, 8, 1, 3, 4],
      [2, 1, 2, 5, 9],
      [2, 3, 5, 1, 1],
      [1, 4, 9, 1, 2],
    ],
    "2": [
      [1, 4, 2, 2, 1],
      [4, 9, 6, 1, 4],
      [2, 6, 3, 1, 6],
      [2, 1, 1, 5, 3],
      [1, 4, 6, 3, 2],
    ],
    "3": [
      [1, 4, 2, 2, 1],
      [4, 9, 7, 5, 4],
      [2, 7, 9, 4, 9],
      [2, 5, 4, 9, 9],
      [1, 4, 9, 9, 9],
    ],
    "4": [
      [1, 4, 2, 2, 1],
      [4, 4, 3, 3, 2],
      [2, 3, 3, 3, 3],
      [2, 3, 3, 3, 3],
      [1, 2, 3, 3, 3],
    ],
    "5": [
      [1, 4, 2, 2, 1],
      [4, 7, 8, 8, 4],
      [2, 8, 4, 4, 2],
      [2, 8, 4, 4, 2],
      [1, 4, 2, 2, 1],
    ],
    "6": [
      [1, 4, 2, 2, 1],
      [4, 4, 2, 2, 1],
      [2, 2, 2, 2, 1],
      [2, 2, 2, 2, 1],
      [1, 1, 1, 1, 1],
    ],
    "7": [
      [1, 4, 2, 2, 1],
      [4, 8, 6, 6, 5],
      [2, 6, 4, 4, 3],
      [2, 6, 4, 4, 3],
      [1, 5, 3, 3, 2],
    ],
    "8": [
      [1, 4, 2, 2, 1],
      [4, 2, 2, 1, 4],
      [2, 2, 1, 4, 2],
      [2, 1, 4, 2, 2],
      [1, 4, 2, 2, 1],
    ],
    "81": [
      [1, 4, 2, 2, 1],
      [4, 1, 4, 2, 2],
      [2, 4, 1, 4, 2],
      [2, 2, 4, 1, 4],
      [1, 2, 2, 4, 1],
    ],
    "82": [
      [1, 4, 2, 2, 1],
      [4, 3, 8, 8, 6],
      [2, 8, 6, 6, 4],
      [2, 8, 6, 6, 4],
      [1, 6, 4, 4, 3],
    ],
    "9": [
      [1, 4, 2, 2, 1],
      [4, 6, 7, 8, 4],
      [2, 7, 9, 3, 9],
      [2, 8, 3, 1, 3],
      [1, 4, 9, 3, 7],
    ],
    "10": [
      [1, 4, 2, 2, 1],
      [4, 8, 1, 3, 4],
      [2, 1, 3, 1, 7],
      [2, 3, 1, 1, 9],
      [1, 4, 7, 9, 3],
    ],
  },
  "Love & peace|3|12": {
    "1": [
      [9, 4, 2, 9, 4],
      [4, 8, 10, 7, 11],
      [2, 10, 8, 3, 2],
      [9, 7, 3, 6, 8],
      [4, 11, 2, 8, 4],
    ],
    "2": [
      [9, 4, 2, 9, 4],
      [4, 5, 11, 10, 11],
      [2, 11, 3, 12, 9],
      [9, 10, 12, 3, 12],
      [4, 11, 9, 12, 3],
    ],
    "3": [
      [9, 4, 2, 9, 4],
      [4, 12, 10, 1, 3],
      [2, 10, 12, 11, 8],
      [9, 1, 11, 12, 4],
      [4, 3, 8, 4, 12],
    ],
    "4": [
      [9, 4, 2, 9, 4],
      [4, 4, 3, 6, 5],
      [2, 3, 3, 5, 5],
      [9, 6, 5, 5, 5],
      [4, 5, 5, 5, 5],
    ],
    "5": [
      [9, 4, 2, 9, 4],
      [4, 4, 8, 12, 4],
      [2, 8, 4, 6, 8],
      [9, 12, 6, 9, 12],
      [4, 4, 8, 12, 4],
    ],
    "6": [
      [9, 4, 2, 9, 4],
      [4, 4, 2, 9, 4],
      [2, 2, 2, 9, 4],
      [9, 9, 9, 9, 4],
      [4, 4, 4, 4, 4],
    ],
    "7": [
      [9, 4, 2, 9, 4],
      [4, 8, 6, 1, 8],
      [2, 6, 4, 11, 6],
      [9, 1, 11, 6, 1],
      [4, 8, 6, 1, 8],
    ],
    "8": [
      [9, 4, 2, 9, 4],
      [4, 2, 9, 4, 2],
      [2, 9, 4, 2, 9],
      [9, 4, 2, 9, 4],
      [4, 2, 9, 4, 2],
    ],
    "81": [
      [9, 4, 2, 9, 4],
      [4, 9, 4, 2, 9],
      [2, 4, 9, 4, 2],
      [9, 2, 4, 9, 4],
      [4, 9, 2, 4, 9],
    ],
    "82": [
      [9, 4, 2, 9, 4],
      [4, 12, 8, 10, 12],
      [2, 8, 6, 8, 10],
      [9, 10, 8, 3, 5],
      [4, 12, 10, 5, 12],
    ],
    "9": [
      [9, 4, 2, 9, 4],
      [4, 12, 10, 7, 3],
      [2, 10, 12, 1, 12],
      [9, 7, 1, 11, 11],
      [4, 3, 12, 11, 2],
    ],
    "10": [
      [9, 4, 2, 9, 4],
      [4, 8, 10, 7, 11],
      [2, 10, 5, 4, 5],
      [9, 7, 4, 4, 7],
      [4, 11, 5, 7, 7],
    ],
  },
};

describe("METHODS", () => {
  it("has 12 methods: 10 basic and 2 advanced, with unique short ids", () => {
    expect(METHODS).toHaveLength(12);
    expect(METHODS.filter((m) => m.tier === "basic")).toHaveLength(10);
    expect(METHODS.filter((m) => m.tier === "advanced")).toHaveLength(2);
    expect(new Set(METHODS.map((m) => m.id)).size).toBe(12);
    for (const m of METHODS) {
      expect(m.id.length).toBeLessThanOrEqual(3);
      expect(m.label.ru).not.toBe("");
      expect(m.label.en).not.toBe("");
      expect(m.usesSectorLength).toBe(m.id.startsWith("8"));
      expect(ruleOf(m.id)).toBeTypeOf("function");
    }
    expect(METHODS.some((m) => m.usesSectorLength)).toBe(true);
  });

  it("has the demo's basic method 6 with additional method 6", () => {
    const six = methodById("6");
    expect(six?.tier).toBe("basic");
    expect(six?.additional.some((a) => a.id === "6")).toBe(true);
  });

  it("offers labelled additional methods with unique ids", () => {
    expect(LAYOUTS.map((l) => l.def.id)).toEqual(["1", "2", "3", "4", "5", "6"]);
    for (const m of METHODS) expect(m.additional.length).toBeGreaterThan(0);
  });
});

describe("buildSector", () => {
  for (const [key, sectors] of Object.entries(GOLDEN)) {
    const [phrase, L, n] = key.split("|") as [string, string, "9" | "12"];
    const code = wishCode(parsePhrase(phrase).values, Number(L), Number(n) as 9 | 12);
    for (const [id, expected] of Object.entries(sectors)) {
      it(`matches the golden sector of method ${id} for «${phrase}», L = ${L}, n = ${n}`, () => {
        expect(
          buildSector(code, 5, ruleOf(id) as NonNullable<ReturnType<typeof ruleOf>>, Number(n) as 9),
        ).toEqual(expected);
      });
    }
  }

  it("puts the code, repeated, on the first row and column; symmetric; values in 1..n", () => {
    for (const n of PALETTE_SIZES) {
      const code = wishCode(parsePhrase("Я счастлива и любима").values, 7, n);
      for (const m of METHODS) {
        for (const k of [4, 9, 16]) {
          const s = buildSector(code, k, ruleOf(m.id) as NonNullable<ReturnType<typeof ruleOf>>, n);
          for (let i = 0; i < k; i++) {
            expect(s[0]?.[i]).toBe(code[i % code.length]);
            expect(s[i]?.[0]).toBe(code[i % code.length]);
            for (let j = 0; j < k; j++) {
              expect(s[i]?.[j]).toBe(s[j]?.[i]);
              expect(s[i]?.[j]).toBeGreaterThanOrEqual(1);
              expect(s[i]?.[j]).toBeLessThanOrEqual(n);
            }
          }
        }
      }
    }
  });
});

describe("derivedSectorLength", () => {
  it("is the smallest multiple of L not below the base", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((L) => derivedSectorLength(8, L))).toEqual([
      8, 8, 9, 8, 10, 12, 14, 8, 9, 10, 11,
    ]);
  });
});
