/**
 * How large a digits template is printed: its cells ≥ 5 mm (sector lengths up to 12, scaled down
 * beyond) so that their numbers can be read and coloured, over up to 2 × 2 A4 sheets to cut along their
 * frame and glue together. One rule for the PDFs (the server) and the print view (the browser).
 */
import { type Mandala, sectorLengthFor } from "./mandala.ts";
import { SCENE_MARGIN } from "./scene.ts";
import type { MandalaParams } from "./validate.ts";

/** Smallest digits-template cell on paper for sector lengths up to 12; longer sectors scale it down. */
export const MIN_CELL_MM = 5;
/** A digits template spreads over at most this many sheets across and down. */
const MAX_SHEETS = 2;

/** The drawing area of one sheet, in any unit. */
interface SheetArea {
  width: number;
  height: number;
}

/** The digits template on paper: the side of its square picture and the sheets it spans. */
export interface DigitsLayout {
  /** The side of the picture (a scene without legend), in the unit of the sheet area. */
  side: number;
  columns: number;
  rows: number;
  /** The smallest cell's inscribed circle on paper, in mm. */
  minCellMm: number;
}

/**
 * The smallest cell's inscribed circle as a fraction of the side of the mandala's picture (a scene
 * without legend or title, fitted by buildScene).
 */
export function smallestCellRatio(m: Mandala): number {
  const minR = m.cells.reduce((min, cell) => Math.min(min, cell.r), Number.POSITIVE_INFINITY);
  return 2 * minR * pictureScale(m);
}

/** A unit of the mandala's geometry as a fraction of the side of its square picture (no legend or title). */
export function pictureScale(m: Mandala): number {
  const { minX, minY, maxX, maxY } = m.bounds;
  return (1 - 2 * SCENE_MARGIN) / Math.max(maxX - minX, maxY - minY);
}

/**
 * Sizes the digits template of `m` on sheets of `sheet` (its drawing area, `perMm` units to a mm):
 * never smaller than one sheet holds, as large as its cells need, at most MAX_SHEETS across and down.
 */
export function digitsPrintLayout(
  m: Mandala,
  params: MandalaParams,
  sheet: SheetArea,
  perMm: number,
): DigitsLayout {
  const ratio = smallestCellRatio(m);
  const target = MIN_CELL_MM * perMm * Math.min(1, 12 / sectorLengthFor(params));
  const fit = Math.min(sheet.width, sheet.height);
  const most = Math.min(MAX_SHEETS * sheet.width, MAX_SHEETS * sheet.height);
  const side = Math.min(most, Math.max(fit, target / ratio));
  return {
    side,
    columns: Math.ceil(side / sheet.width - 1e-6),
    rows: Math.ceil(side / sheet.height - 1e-6),
    minCellMm: Math.round(((side * ratio) / perMm) * 100) / 100,
  };
}
