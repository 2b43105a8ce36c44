import { describe, expect, it } from "vitest";
import { allPatterns, codeKey, maxPatternLength, sectorEdge, wishCode } from "./code.ts";
import { parsePhrase } from "./letters.ts";
import { PALETTE_SIZES, reduce } from "./reduce.ts";

const VALUES = parsePhrase("Я счастлива").values; // 6 1 7 1 1 2 4 1 3 1

describe("sectorEdge", () => {
  const WISH = parsePhrase("Я счастлива и любима").values;

  it("unfolds a code shorter than 3 by the codes of the next lengths, to at least 6 numbers", () => {
    expect(wishCode(WISH, 1, 9)).toEqual([1]);
    expect(sectorEdge(WISH, 1, 9)).toEqual([1, 2, 8, 4, 7, 8]); // code₁ | code₂ | code₃
    expect(sectorEdge(WISH, 2, 9)).toEqual([2, 8, 4, 7, 8, 7, 6, 4, 2]); // code₂ | code₃ | code₄
  });

  it("is the code itself from L = 3 on", () => {
    for (let L = 3; L <= 11; L++) expect(sectorEdge(WISH, L, 12)).toEqual(wishCode(WISH, L, 12));
  });
});

describe("wishCode", () => {
  it("sums the numbers at positions i mod L = k, reduced", () => {
    expect(wishCode(VALUES, 4, 9)).toEqual([1, 4, 2, 2]); // 6+1+3, 1+2+1, 7+4, 1+1
    expect(wishCode(VALUES, 3, 12)).toEqual([12, 3, 12]); // 6+1+4+1, 1+1+1, 7+2+3
  });

  it("L = 1 gives the number of the wish, L = m the reduced numbers", () => {
    expect(wishCode(VALUES, 1, 9)).toEqual([reduce(27, 9)]);
    expect(wishCode(VALUES, VALUES.length, 9)).toEqual(VALUES.map((v) => reduce(v, 9)));
  });

  it("keeps every symbol in 1..n, n for positions without numbers", () => {
    expect(wishCode([1, 2], 4, 13)).toEqual([1, 2, 13, 13]);
  });

  it("refuses a length below 1", () => {
    expect(() => wishCode(VALUES, 0, 9)).toThrow(RangeError);
  });

  it("lets every valid letter change the code for some L", () => {
    const letters = "АБВГДЕЁЖЗ";
    for (const phrase of ["Я счастлива и любима", "Мой дом полон света", "Health"]) {
      const values = parsePhrase(phrase).values;
      const max = maxPatternLength(phrase);
      for (const n of PALETTE_SIZES) {
        for (let i = 0; i < values.length; i++) {
          for (const ch of letters) {
            const v = parsePhrase(ch).values[0] as number;
            if (v === values[i]) continue;
            const changed = values.with(i, v);
            let differs = false;
            for (let L = 1; L <= max && !differs; L++) {
              differs = wishCode(values, L, n).join() !== wishCode(changed, L, n).join();
            }
            expect(differs, `${phrase}[${i}] → ${ch}, n = ${n}`).toBe(true);
          }
        }
      }
    }
  });
});

describe("codeKey", () => {
  it("is the first symbol, counting a key below 2 as 1", () => {
    expect(codeKey([5, 1])).toBe(5);
    expect(codeKey([1, 9])).toBe(1);
    expect(codeKey([2])).toBe(2);
  });
});

describe("maxPatternLength", () => {
  it("is the smallest of phrase length, pattern_max_len and valid characters", () => {
    expect(maxPatternLength("Я счастлива и любима")).toBe(10);
    expect(maxPatternLength("Я счастлива и любима", 7)).toBe(7);
    expect(maxPatternLength("да, да")).toBe(4);
    expect(maxPatternLength("a_b")).toBe(3);
    expect(maxPatternLength("!!!")).toBe(0);
  });

  it("never exceeds 11", () => {
    expect(maxPatternLength("абвгдеёжзийклмн", 20)).toBe(11);
  });
});

describe("allPatterns", () => {
  it("lists the code for L = 1..max", () => {
    const rows = allPatterns("Я счастлива", 9);
    expect(rows).toHaveLength(10);
    rows.forEach((row, i) => {
      expect(row).toEqual(wishCode(VALUES, i + 1, 9));
    });
    expect(allPatterns("Я счастлива", 9, 3)).toHaveLength(3);
  });
});
