import { describe, expect, it } from "vitest";
import { ZDrawQuery, ZPremiumDrawQuery } from "./draw.ts";
import { PHRASE_MAX_LENGTH } from "./phrase.ts";

/** A drawing's query string as the builder sends it. */
const QUERY = { q: "любовь", patternLength: "7", palette_id: "9", first_method: "6", additional_method: "6" };

describe("a drawing's query", () => {
  it("reads the numbers of a query string", () => {
    expect(ZDrawQuery.parse({ ...QUERY, size: "1200" })).toEqual({
      q: "любовь",
      patternLength: 7,
      palette_id: 9,
      first_method: "6",
      additional_method: "6",
      size: 1200,
    });
  });

  it.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["false", false],
  ])("reads the flag %j as %j", (flag, value) => {
    expect(ZDrawQuery.parse({ ...QUERY, colorize: flag }).colorize).toBe(value);
    expect(ZPremiumDrawQuery.parse({ ...QUERY, watermarked: flag }).watermarked).toBe(value);
  });

  it.each([
    ["a flag spelled yes", { colorize: "yes" }],
    ["an image under 200 px", { size: "199" }],
    ["an image over 2400 px", { size: "2401" }],
    ["part of a pattern length", { patternLength: "2.5" }],
    ["an unknown view", { view: "sketch" }],
    ["an overlong method", { first_method: "12345678901" }],
    ["a phrase past four times its limit", { q: "я".repeat(PHRASE_MAX_LENGTH * 4 + 1) }],
  ])("refuses %s", (_, change) => {
    expect(ZDrawQuery.safeParse({ ...QUERY, ...change }).success).toBe(false);
  });

  it("leaves the phrase's own limit to the drawing calls: the raw string may be longer", () => {
    expect(ZDrawQuery.safeParse({ ...QUERY, q: "я".repeat(PHRASE_MAX_LENGTH + 1) }).success).toBe(true);
    expect(ZDrawQuery.safeParse({ ...QUERY, size: "200" }).success).toBe(true);
    expect(ZDrawQuery.safeParse({ ...QUERY, size: "2400" }).success).toBe(true);
  });
});
