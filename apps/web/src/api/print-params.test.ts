import { describe, expect, it } from "vitest";
import { PRINT_PARAMS as params } from "../test/fixtures.tsx";
import { parsePrintParams, printUrl } from "./print-params.ts";

describe("the print page's query", () => {
  it("carries the print page's query names and our additions, and reads back the same", () => {
    const url = new URL(printUrl(params), "http://localhost");
    expect(url.pathname).toBe("/print");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payload: "Я счастлива",
      shapeSelected: "stern",
      shapeSelectedId: "5",
      patternLenSelected: "4",
      paletteSelected: "12",
      firstMethodSelected: "82",
      additionalMethodSelected: "3",
      printDefaultMandala: "true",
      printOnlyDigits: "false",
      printOnlyDots: "true",
      printDotsByNumbers: "2,7",
      pattern: "1,2,3",
      sectorLength: "10",
      mandalaId: "9",
    });
    expect(parsePrintParams(url.searchParams)).toEqual({ ...params, numbers: [2, 7] });
  });

  it("treats missing flags as off and a bad dots pattern as all numbers", () => {
    const read = parsePrintParams(new URLSearchParams("payload=abc&pattern=x,,&printDotsByNumbers=3,a,1"));
    expect(read).toMatchObject({
      colorized: false,
      digits: false,
      dots: false,
      numbers: [1, 3],
      pattern: "*",
    });
    expect(read.mandalaId).toBeNull();
    expect(read.sectorLength).toBeNull();
  });
});
