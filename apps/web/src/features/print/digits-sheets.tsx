/**
 * The print view's digits template, drawn here as vectors from the mandala the print is of, and laid out
 * by the same rule as the PDF export (the engine's digitsPrintLayout): cells of at least 5 mm, over as
 * many A4 sheets as that takes (up to 2 × 2), each showing its window of the picture inside a dashed
 * frame to cut along and glue together.
 */
import {
  buildScene,
  computeMandala,
  type DigitsLayout,
  digitsPrintLayout,
  type Mandala,
  sceneToSvg,
  smallestCellRatio,
  textOn,
} from "@mandala/engine";
import { useMemo } from "react";
import { type PrintParams, printMandalaParams } from "../../api/print-params.ts";
import styles from "./print.module.css";

/**
 * One sheet's drawing area in mm: A4 less its 12 mm padding across; down, less the heading (≤ 21 mm with
 * its gap) and the legend's strip (LEGEND).
 */
export const DIGITS_AREA = { width: 186, height: 228 } as const;
/** The strip under the drawing area that holds the colour chips, in mm. */
const LEGEND = 12;

/** The digits template's sheets of a print: each sheet's window of the picture, and the picture. */
export interface DigitsSheetsLayout {
  layout: DigitsLayout;
  picture: string;
  sheets: { x: number; y: number }[];
  colors: readonly string[];
  /** The smallest cell's inscribed circle as a fraction of the picture's side. */
  cellRatio: number;
}

/** The digits sheets of `params`, or null when the print has no digits page or no valid mandala. */
export function useDigitsSheets(params: PrintParams): DigitsSheetsLayout | null {
  return useMemo(() => {
    if (!params.digits) return null;
    const mandalaParams = printMandalaParams(params);
    let mandala: Mandala;
    try {
      mandala = computeMandala(mandalaParams);
    } catch {
      // Parameters no mandala has: the server refuses the page and the view says so.
      return null;
    }
    const layout = digitsPrintLayout(mandala, mandalaParams, DIGITS_AREA, 1);
    const svg = sceneToSvg(buildScene(mandala, { view: "digits", legend: false, size: 1000 }));
    const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    const left = (layout.columns * DIGITS_AREA.width - layout.side) / 2;
    const top = (layout.rows * DIGITS_AREA.height - layout.side) / 2;
    const sheets = Array.from({ length: layout.columns * layout.rows }, (_, i) => {
      const [row, column] = [Math.floor(i / layout.columns), i % layout.columns];
      return { x: left - column * DIGITS_AREA.width, y: top - row * DIGITS_AREA.height };
    });
    return { layout, picture, sheets, colors: mandala.colors, cellRatio: smallestCellRatio(mandala) };
  }, [params]);
}

interface DigitsWindowProps {
  picture: string;
  side: number;
  /** Where the picture lies in this sheet's window, in mm. */
  x: number;
  y: number;
  colors: readonly string[];
  /** A frame to cut along, when the template spans several sheets. */
  framed: boolean;
  /** Told to the page (data-cell-ratio) so that the printed size of the cells can be measured. */
  cellRatio: number;
  alt: string;
}

/** One sheet's window of the digits template (1 unit = 1 mm on paper) with the colour chips under it. */
export function DigitsWindow({ picture, side, x, y, colors, framed, cellRatio, alt }: DigitsWindowProps) {
  const { width, height } = DIGITS_AREA;
  const chip = 7;
  const chips = colors.length * chip + (colors.length - 1) * 2;
  return (
    <svg
      className={styles.digits}
      viewBox={`0 0 ${width} ${height + LEGEND}`}
      role="img"
      aria-label={alt}
      data-testid="digits-window"
      data-cell-ratio={cellRatio}
    >
      <title>{alt}</title>
      <svg x={0} y={0} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <image href={picture} x={x} y={y} width={side} height={side} data-testid="digits-picture" />
      </svg>
      {framed ? (
        <rect x={0.2} y={0.2} width={width - 0.4} height={height - 0.4} className={styles.cutFrame} />
      ) : null}
      {colors.map((color, i) => (
        <g
          key={color + String(i)}
          transform={`translate(${(width - chips) / 2 + i * (chip + 2)} ${height + 4})`}
        >
          <rect width={chip} height={chip} fill={color} className={styles.chip} />
          <text x={chip / 2} y={chip / 2} fill={textOn(color as `#${string}`)} className={styles.chipNumber}>
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
