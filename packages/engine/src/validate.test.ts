import { describe, expect, it } from "vitest";
import { DEMO_DEFAULTS } from "./demo.ts";
import { MAX_PHRASE_LENGTH } from "./letters.ts";
import { computeMandala } from "./mandala.ts";
import { MandalaInputError, validateFilter, validateParams } from "./validate.ts";

const GOOD = { ...DEMO_DEFAULTS };

function codes(input: unknown): string[] {
  const result = validateParams(input);
  return result.ok ? [] : result.issues.map((i) => i.code);
}

describe("validateParams", () => {
  it("accepts the demo defaults", () => {
    expect(validateParams(GOOD)).toEqual({ ok: true, value: GOOD });
  });

  it("refuses each invalid field with its code", () => {
    expect(codes({ ...GOOD, phrase: "" })).toEqual(["phrase.empty"]);
    expect(codes({ ...GOOD, phrase: "   " })).toEqual(["phrase.empty"]);
    expect(codes({ ...GOOD, phrase: 5 })).toEqual(["phrase.empty"]);
    expect(codes({ ...GOOD, phrase: "я".repeat(MAX_PHRASE_LENGTH + 1) })).toEqual(["phrase.tooLong"]);
    expect(codes({ ...GOOD, phrase: "!!! ___" })).toEqual(["phrase.noLetters"]);
    expect(codes({ ...GOOD, shape: "circle9" })).toEqual(["shape.unknown"]);
    expect(codes({ ...GOOD, firstMethod: "99" })).toEqual(["method.unknown"]);
    expect(codes({ ...GOOD, additionalMethod: "7" })).toEqual(["additionalMethod.unknown"]);
    expect(codes({ ...GOOD, patternLength: 0 })).toEqual(["patternLength.range"]);
    expect(codes({ ...GOOD, patternLength: 11 })).toEqual(["patternLength.range"]);
    expect(codes({ ...GOOD, patternLength: 2.5 })).toEqual(["patternLength.range"]);
    expect(codes({ ...GOOD, sectorLength: 3 })).toEqual(["sectorLength.range"]);
    expect(codes({ ...GOOD, sectorLength: 17 })).toEqual(["sectorLength.range"]);
    expect(codes({ ...GOOD, palette: 10 })).toEqual(["palette.unknown"]);
    expect(codes({ ...GOOD, palette: "9" })).toEqual(["palette.unknown"]);
  });

  it("limits the pattern length by the phrase", () => {
    expect(codes({ ...GOOD, phrase: "мир", patternLength: 3 })).toEqual([]);
    const result = validateParams({ ...GOOD, phrase: "мир", patternLength: 4 });
    expect(result).toEqual({
      ok: false,
      issues: [{ field: "patternLength", code: "patternLength.range", params: { min: 1, max: 3 } }],
    });
  });

  it("reports every issue at once and survives non-objects", () => {
    expect(codes(null)).toEqual([
      "phrase.empty",
      "shape.unknown",
      "method.unknown",
      "additionalMethod.unknown",
      "patternLength.range",
      "palette.unknown",
    ]);
  });

  it("accepts sector lengths 4..16 and drops a null one", () => {
    expect(codes({ ...GOOD, sectorLength: 4 })).toEqual([]);
    expect(codes({ ...GOOD, sectorLength: 16 })).toEqual([]);
    expect(validateParams({ ...GOOD, sectorLength: null })).toEqual({ ok: true, value: GOOD });
  });
});

describe("validateFilter", () => {
  it("refuses a bad filter with filter.invalid", () => {
    expect(validateFilter("1,,x")).toEqual({
      ok: false,
      issues: [{ field: "filter", code: "filter.invalid" }],
    });
    expect(validateFilter(undefined).ok).toBe(false);
    expect(validateFilter("1-3")).toEqual({ ok: true, value: [1, 2, 3] });
  });
});

describe("computeMandala on invalid input", () => {
  it("throws MandalaInputError carrying the issues", () => {
    try {
      computeMandala({ ...GOOD, palette: 7 as 9 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MandalaInputError);
      expect((error as MandalaInputError).issues.map((i) => i.code)).toEqual(["palette.unknown"]);
    }
  });
});
