/**
 * The digits template of a printout, shared by the sets' PDFs and a saved mandala's print: drawn as
 * vectors, as large as its cells need to be written in, over up to 2 × 2 A4 sheets to cut along their
 * frame and glue together (the engine's digitsPrintLayout, which the print view follows too).
 */
import {
  buildScene,
  type DigitsLayout,
  digitsPrintLayout,
  type Mandala,
  type MandalaParams,
  MIN_CELL_MM,
  textOn,
} from "@mandala/engine";
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { addContent, dashedFrame, drawScene, hexColor } from "./pdf-scene.ts";

/** A4 in points, the page margin (10 mm) and the heading's height at the top of a sheet. */
export const SHEET = { width: 595.28, height: 841.89, margin: 28.35, heading: 58 } as const;
/** Scene size in px: the scenes are scaled to points when drawn. */
export const SCENE = 1000;
/** The drawing area under the heading. */
export const AREA = {
  width: SHEET.width - 2 * SHEET.margin,
  height: SHEET.height - 2 * SHEET.margin - SHEET.heading,
};
const LEGEND = 40;
const MM = 72 / 25.4;
const INK = rgb(0.2, 0.16, 0.3);
const MUTED = "#665e73";

export { MIN_CELL_MM };

/** Sizes the digits template in points (the rule is the engine's: the print view follows it too). */
export function digitsLayout(m: Mandala, params: MandalaParams): DigitsLayout {
  return digitsPrintLayout(m, params, { width: AREA.width, height: AREA.height - LEGEND }, MM);
}

/** The colour chips with their numbers, centred at the sheet's foot. */
function legend(page: PDFPage, font: PDFFont, m: Mandala) {
  const side = 22;
  const gap = 6;
  const width = m.colors.length * side + (m.colors.length - 1) * gap;
  m.colors.forEach((color, i) => {
    const x = (SHEET.width - width) / 2 + i * (side + gap);
    const y = SHEET.margin;
    page.drawRectangle({
      x,
      y,
      width: side,
      height: side,
      color: hexColor(color),
      borderColor: INK,
      borderWidth: 0.4,
    });
    const label = String(i + 1);
    const size = 11;
    page.drawText(label, {
      x: x + (side - font.widthOfTextAtSize(label, size)) / 2,
      y: y + side / 2 - size * 0.36,
      size,
      font,
      color: hexColor(textOn(color)),
    });
  });
}

/**
 * Adds the digits template's sheets; `heading` writes each sheet's heading (in the top `SHEET.heading`
 * points), told which sheet of how many it is.
 */
export function addDigitsSheets(
  doc: PDFDocument,
  font: PDFFont,
  m: Mandala,
  params: MandalaParams,
  heading: (page: PDFPage, part: number, total: number) => void,
) {
  const layout = digitsLayout(m, params);
  const scene = buildScene(m, { view: "digits", size: SCENE, legend: false });
  const sheet = { width: AREA.width, height: AREA.height - LEGEND };
  const total = layout.columns * layout.rows;
  for (let row = 0; row < layout.rows; row++) {
    for (let column = 0; column < layout.columns; column++) {
      const page = doc.addPage([SHEET.width, SHEET.height]);
      heading(page, row * layout.columns + column + 1, total);
      legend(page, font, m);
      const view = { x: SHEET.margin, y: SHEET.margin + LEGEND, ...sheet };
      // The mandala is centred on the grid of sheets; this sheet shows its own window of the grid.
      const gridLeft = (layout.columns * sheet.width - layout.side) / 2;
      const gridTop = (layout.rows * sheet.height - layout.side) / 2;
      drawScene(page, scene, font, {
        x: view.x - column * sheet.width + gridLeft,
        top: view.y + view.height + row * sheet.height - gridTop,
        scale: layout.side / SCENE,
        clip: view,
      });
      if (total > 1) addContent(page, dashedFrame(view, MUTED));
    }
  }
}
