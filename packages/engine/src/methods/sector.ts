import type { PaletteSize } from "../reduce.ts";
import type { FillRule } from "./rules.ts";

/** Sector lengths the user may choose for methods "8…" (method §5). */
export const SECTOR_LENGTH_MIN = 4;
/** Largest user sector length. */
export const SECTOR_LENGTH_MAX = 16;
/** Default user sector length. */
export const SECTOR_LENGTH_DEFAULT = 8;

/**
 * Builds a k × k sector (method §5, framework fixed): the first row and first column are the code repeated
 * cyclically to length k; every other cell is given by the fill rule, row by row, left to right.
 */
export function buildSector(code: readonly number[], k: number, rule: FillRule, n: PaletteSize): number[][] {
  const rows: number[][] = [];
  const ctx = { code, n };
  for (let i = 0; i < k; i++) {
    const row = new Array<number>(k);
    rows.push(row);
    for (let j = 0; j < k; j++) {
      row[j] = i === 0 || j === 0 ? (code[(i + j) % code.length] as number) : rule(rows, i, j, ctx);
    }
  }
  return rows;
}

/**
 * The sector length a non-"8" method derives from the shape's base length and the code length L:
 * the smallest multiple of L that is at least `base`, so the code repeats whole along each edge
 * (base 8: L = 1..8 → 8, 8, 9, 8, 10, 12, 14, 8; L = 9, 10, 11 → L).
 */
export function derivedSectorLength(base: number, codeLength: number): number {
  return codeLength * Math.ceil(base / codeLength);
}
