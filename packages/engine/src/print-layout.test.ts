import { describe, expect, it } from "vitest";
import { DEMO_DEFAULTS } from "./demo.ts";
import { computeMandala } from "./mandala.ts";
import { digitsPrintLayout, MIN_CELL_MM, smallestCellRatio } from "./print-layout.ts";
import type { MandalaParams } from "./validate.ts";

/** An A4 sheet's drawing area in mm and in points. */
const SHEET_MM = { width: 186, height: 250 };
const PT = 72 / 25.4;

describe("the digits template's print layout", () => {
  it("spreads a fine template over sheets until its smallest cell is 5 mm, in any unit", () => {
    const params: MandalaParams = {
      ...DEMO_DEFAULTS,
      shape: "eight_diamond",
      firstMethod: "8",
      additionalMethod: "1",
      patternLength: 5,
      sectorLength: 10,
    };
    const mandala = computeMandala(params);
    const mm = digitsPrintLayout(mandala, params, SHEET_MM, 1);
    expect(mm.minCellMm).toBeGreaterThanOrEqual(MIN_CELL_MM);
    expect(mm.side * smallestCellRatio(mandala)).toBeCloseTo(mm.minCellMm, 1);
    expect(mm.columns * mm.rows).toBeGreaterThan(1);
    const points = digitsPrintLayout(mandala, params, { width: 186 * PT, height: 250 * PT }, PT);
    expect(points).toMatchObject({ columns: mm.columns, rows: mm.rows, minCellMm: mm.minCellMm });
  });

  it("keeps a coarse template on one sheet, as large as the sheet holds", () => {
    const params: MandalaParams = { ...DEMO_DEFAULTS, patternLength: 2 };
    const layout = digitsPrintLayout(computeMandala(params), params, SHEET_MM, 1);
    expect(layout).toMatchObject({ side: 186, columns: 1, rows: 1 });
    expect(layout.minCellMm).toBeGreaterThan(MIN_CELL_MM);
  });
});
