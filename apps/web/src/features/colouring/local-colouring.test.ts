import { DEMO_DEFAULTS } from "@mandala/engine";
import { afterEach, describe, expect, it } from "vitest";
import { colourUrl } from "../../api/colour-params.ts";
import { loadLocalColouring, saveLocalColouring } from "./local-colouring.ts";

describe("the colouring of a mandala that is not saved", () => {
  afterEach(() => localStorage.clear());

  it("is addressed by the mandala's params, and by its set and link for a bought set's", () => {
    const params = { ...DEMO_DEFAULTS, shape: "eight_diamond" as const, firstMethod: "8", sectorLength: 16 };
    const search = new URL(colourUrl(params), "http://x").searchParams;
    expect(Object.fromEntries(search)).toEqual({
      phrase: DEMO_DEFAULTS.phrase,
      shape: "eight_diamond",
      first_method: "8",
      additional_method: "6",
      pattern_length: "7",
      palette: "9",
      sector_length: "16",
    });
    const bySet = new URL(colourUrl(params, { slug: "garmoniya", link: "abc" }), "http://x").searchParams;
    expect([bySet.get("set"), bySet.get("link")]).toEqual(["garmoniya", "abc"]);
  });

  it("keeps the colouring in the browser per mandala", () => {
    const fills = Uint8Array.from([1, 0, 2]);
    saveLocalColouring({ ...DEMO_DEFAULTS }, fills);
    expect(loadLocalColouring({ ...DEMO_DEFAULTS }, 3)).toEqual(fills);
    expect(loadLocalColouring({ ...DEMO_DEFAULTS, patternLength: 6 }, 3)).toBeNull();
    expect(loadLocalColouring({ ...DEMO_DEFAULTS }, 4)).toBeNull();
  });
});
