import { describe, expect, it } from "vitest";
import type { PrintParams } from "../../api/print-params.ts";
import { printPages } from "./print-pages.ts";

const params: PrintParams = {
  phrase: "Я счастлива",
  shape: "stern",
  shapeId: 5,
  patternLength: 4,
  palette: 12,
  firstMethod: "82",
  additionalMethod: "3",
  sectorLength: 10,
  colorized: true,
  digits: false,
  dots: true,
  numbers: [7, 2, 7],
  pattern: "1,2,3",
  mandalaId: 9,
};

describe("the print page's sheets", () => {
  it("orders the pages colorized, digits, dots, then each number ascending", () => {
    const pages = printPages({ ...params, digits: true, numbers: [2, 7] });
    expect(pages.map((p) => p.key)).toEqual(["colorized", "digits", "dots", "n2", "n7"]);
    expect(pages[2]?.filter).toBe("1,2,3");
    expect(pages[4]?.filter).toBe("7");
  });
});
