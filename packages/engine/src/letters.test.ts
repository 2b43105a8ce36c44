import { describe, expect, it } from "vitest";
import { MAX_PHRASE_LENGTH, parsePhrase, readChar } from "./letters.ts";

describe("parsePhrase", () => {
  it("reads the method's worked example verbatim", () => {
    const p = parsePhrase("Я счастлива");
    expect(p.chars.join("")).toBe("ЯСЧАСТЛИВА");
    expect(p.values).toEqual([6, 1, 7, 1, 1, 2, 4, 1, 3, 1]);
    expect(p.validCount).toBe(10);
  });

  it("follows the Pythagorean table for every Russian and Latin letter", () => {
    expect(parsePhrase("АБВГДЕЁЖЗ ИЙКЛМНОПР СТУФХЦЧШЩ ЪЫЬЭЮЯ").values).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6,
    ]);
    expect(parsePhrase("ABCDEFGHI JKLMNOPQR STUVWXYZ").values).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it("ignores case, and Ё is its own letter", () => {
    expect(parsePhrase("мир").values).toEqual(parsePhrase("МИР").values);
    expect(parsePhrase("ёлка").values[0]).toBe(7);
    expect(parsePhrase("елка").values[0]).toBe(6);
  });

  it("ignores spaces, punctuation and emoji", () => {
    const p = parsePhrase("  Да, да! 🙂 — «да»?");
    expect(p.chars.join("")).toBe("ДАДАДА");
    expect(p.validCount).toBe(6);
  });

  it("keeps digits as their own value and 0 as 0", () => {
    expect(parsePhrase("2024").values).toEqual([2, 0, 2, 4]);
  });

  it("counts _ as a valid character that adds no number", () => {
    const p = parsePhrase("a_b");
    expect(p.chars).toEqual(["A", "_", "B"]);
    expect(p.values).toEqual([1, 2]);
    expect(p.validCount).toBe(3);
  });

  it("maps other Cyrillic letters to the closest Russian letter", () => {
    expect(parsePhrase("іїєґў").values).toEqual(parsePhrase("ииегу").values);
    expect(parsePhrase("ӧ").values).toEqual(parsePhrase("о").values);
  });

  it("folds Latin letters with diacritics to their base letter", () => {
    expect(parsePhrase("éñ").values).toEqual(parsePhrase("EN").values);
    expect(parsePhrase("Straße").values).toEqual(parsePhrase("STRASE").values);
  });

  it("treats combining sequences as one letter (NFC)", () => {
    expect(parsePhrase("И\u0306").chars).toEqual(["Й"]);
  });

  it("refuses phrases longer than the limit", () => {
    expect(() => parsePhrase("a".repeat(MAX_PHRASE_LENGTH + 1))).toThrow(RangeError);
    expect(parsePhrase("a".repeat(MAX_PHRASE_LENGTH)).values).toHaveLength(MAX_PHRASE_LENGTH);
  });

  it("rejects letters of other scripts", () => {
    expect(readChar("α")).toBeNull();
    expect(readChar("中")).toBeNull();
    expect(readChar("٣")).toBeNull();
  });
});
