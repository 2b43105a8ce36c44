import { codeKey, sectorEdge, wishCode } from "./code.ts";
import { parsePhrase } from "./letters.ts";
import { methodById, ruleOf } from "./methods/catalogue.ts";
import { layoutById } from "./methods/layouts.ts";
import { buildSector, derivedSectorLength, SECTOR_LENGTH_DEFAULT } from "./methods/sector.ts";
import { type Hex, rotatedPalette } from "./palettes.ts";
import { reduce } from "./reduce.ts";
import { shapeBaseLength, shapeById, shapeGeometry } from "./shapes/catalogue.ts";
import type { Bounds, CellGeometry, FlatPoints } from "./shapes/geometry.ts";
import { MandalaInputError, type MandalaParams, validateParams } from "./validate.ts";

/** A drawn cell: its polygon (unit coordinates) and its value 1..n. */
export interface Cell extends CellGeometry {
  value: number;
}

/** The symmetry a mandala promises: its rotation order and whether it has reflection axes. */
export interface Symmetry {
  rotation: number;
  mirror: boolean;
}

/** A computed mandala: numbers and cells, before any styling. */
export interface Mandala {
  params: MandalaParams;
  /** The code of the wish (length L). */
  code: number[];
  /** The palette key (code[0], at least 1). */
  key: number;
  /** Colours of values 1..n for this key. */
  colors: readonly Hex[];
  /** The numbers along the sector's edge: the code, unfolded when L < 3 (see sectorEdge). */
  edge: number[];
  /** The sector length k used. */
  sectorLength: number;
  /** The k × k sector matrix. */
  sector: number[][];
  /** Number of sectors around the centre. */
  sectors: number;
  cells: Cell[];
  /** One outline polygon per sector (unit coordinates). */
  outline: readonly FlatPoints[];
  /** Bounds of the cells, unit coordinates, centre at 0, 0. */
  bounds: Bounds;
  symmetry: Symmetry;
}

/** The sector length a mandala uses: the user's for methods "8…" on shapes that allow it, else derived. */
export function sectorLengthFor(params: MandalaParams): number {
  const shape = shapeById(params.shape);
  const method = methodById(params.firstMethod);
  if (shape?.sectorLengthApplies && method?.usesSectorLength)
    return params.sectorLength ?? SECTOR_LENGTH_DEFAULT;
  return derivedSectorLength(shapeBaseLength(params.shape), params.patternLength);
}

/**
 * Computes a mandala (method §4–§6): code → sector (first method) → cells of the shape laid out by the
 * additional method. Throws MandalaInputError when the params are invalid.
 */
export function computeMandala(input: MandalaParams): Mandala {
  const checked = validateParams(input);
  if (!checked.ok) throw new MandalaInputError(checked.issues);
  const params = checked.value;
  const n = params.palette;
  const values = parsePhrase(params.phrase).values;
  const code = wishCode(values, params.patternLength, n);
  const key = codeKey(code);
  const k = sectorLengthFor(params);
  const edge = sectorEdge(values, params.patternLength, n);
  const sector = buildSector(
    edge,
    k,
    ruleOf(params.firstMethod) as NonNullable<ReturnType<typeof ruleOf>>,
    n,
  );
  const layout = layoutById(params.additionalMethod);
  if (!layout) throw new MandalaInputError([{ field: "additionalMethod", code: "additionalMethod.unknown" }]);
  const geometry = shapeGeometry(params.shape, k);
  // The fields are listed, not spread: spreading 2048 cells cost ten times as much (0.6 ms for the star).
  const cells = geometry.cells.map(({ points, sector: s, row, col, cx, cy, r }): Cell => {
    const v = reduce(layout.read(sector, row, col, k), n);
    const value = layout.invertOdd && s % 2 === 1 ? n + 1 - v : v;
    return { points, sector: s, row, col, cx, cy, r, value };
  });
  return {
    params,
    code,
    key,
    colors: rotatedPalette(n, key),
    edge,
    sectorLength: k,
    sector,
    sectors: geometry.sectors,
    cells,
    outline: geometry.outline,
    bounds: geometry.bounds,
    symmetry: layout.symmetry(geometry.sectors),
  };
}
