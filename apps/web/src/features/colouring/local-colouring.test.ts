import { DEMO_DEFAULTS } from "@mandala/engine";
import { afterEach, describe, expect, it } from "vitest";
import { colourUrl, paramsFromSearch } from "../../api/colour-params.ts";
import { loadLocalColouring, saveLocalColouring } from "./local-colouring.ts";

describe("the address of a colouring that is not saved", () => {
  afterEach(() => localStorage.clear());

  it("carries the mandala's params and reads them back", () => {
    const params = { ...DEMO_DEFAULTS, shape: "eight_diamond" as const, firstMethod: "8", sectorLength: 16 };
    const url = colourUrl(params);
    expect(url).toMatch(/^\/colour\?phrase=/);
    expect(paramsFromSearch(new URL(url, "http://x").searchParams)).toEqual(params);
  });

  it("refuses params that do not make a mandala", () => {
    expect(paramsFromSearch(new URLSearchParams("phrase=&shape=demoshape"))).toBeNull();
    const bad = new URL(colourUrl({ ...DEMO_DEFAULTS }), "http://x").searchParams;
    bad.set("palette", "10");
    expect(paramsFromSearch(bad)).toBeNull();
  });

  it("keeps the colouring in the browser per mandala", () => {
    const fills = Uint8Array.from([1, 0, 2]);
    saveLocalColouring({ ...DEMO_DEFAULTS }, fills);
    expect(loadLocalColouring({ ...DEMO_DEFAULTS }, 3)).toEqual(fills);
    expect(loadLocalColouring({ ...DEMO_DEFAULTS, patternLength: 6 }, 3)).toBeNull();
    expect(loadLocalColouring({ ...DEMO_DEFAULTS }, 4)).toBeNull();
  });
});
