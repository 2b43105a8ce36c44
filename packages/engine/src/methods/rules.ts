import { type PaletteSize, reduce } from "../reduce.ts";

/**
 * A fill rule: the value of sector cell (i, j), i, j ≥ 1, from the cells already filled (rows above,
 * cells to the left) and the code. Every rule is symmetric in i and j, so sectors are symmetric too.
 */
export type FillRule = (s: readonly (readonly number[])[], i: number, j: number, ctx: RuleContext) => number;

/** What a rule may read besides the sector: the code and the palette size. */
export interface RuleContext {
  code: readonly number[];
  n: PaletteSize;
}

const at = (s: readonly (readonly number[])[], i: number, j: number): number => s[i]?.[j] ?? 0;
const codeAt = (ctx: RuleContext, index: number): number => ctx.code[index % ctx.code.length] as number;

/** Sum (method §3's rule): above + left. */
export const sumRule: FillRule = (s, i, j, { n }) => reduce(at(s, i - 1, j) + at(s, i, j - 1), n);

/** Three neighbours: above + left + above-left. */
export const threeRule: FillRule = (s, i, j, { n }) =>
  reduce(at(s, i - 1, j) + at(s, i, j - 1) + at(s, i - 1, j - 1), n);

/** Difference: |above − left| (0 reduces to n). */
export const differenceRule: FillRule = (s, i, j, { n }) =>
  reduce(Math.abs(at(s, i - 1, j) - at(s, i, j - 1)), n);

/** Mean: the mean of above and left, rounded up: soft gradients between the code's numbers. */
export const meanRule: FillRule = (s, i, j) => Math.ceil((at(s, i - 1, j) + at(s, i, j - 1)) / 2);

/** Vedic square: the product of the row's and the column's code numbers. */
export const productRule: FillRule = (s, i, j, { n }) => reduce(at(s, i, 0) * at(s, 0, j), n);

/** Addition table: the sum of the row's and the column's code numbers. */
export const additionRule: FillRule = (s, i, j, { n }) => reduce(at(s, i, 0) + at(s, 0, j), n);

/** Rings: the code number of the ring max(i, j): nested squares (corners) around the sector's origin. */
export const ringsRule: FillRule = (_s, i, j, ctx) => codeAt(ctx, Math.max(i, j));

/** Waves: the code number of i + j: bands across the sector. */
export const wavesRule: FillRule = (_s, i, j, ctx) => codeAt(ctx, i + j);

/** Rays: the code number of |i − j|: bands along the sector's axis. */
export const raysRule: FillRule = (_s, i, j, ctx) => codeAt(ctx, Math.abs(i - j));

/** Weave: above + left + the Vedic product of the row and column numbers. */
export const weaveRule: FillRule = (s, i, j, { n }) =>
  reduce(at(s, i - 1, j) + at(s, i, j - 1) + at(s, i, 0) * at(s, 0, j), n);

/** Knight: above + left + the cell two steps up-left (a longer memory than the sum). */
export const knightRule: FillRule = (s, i, j, { n }) =>
  reduce(at(s, i - 1, j) + at(s, i, j - 1) + (i > 1 && j > 1 ? at(s, i - 2, j - 2) : 0), n);

/** Lattice: the ring's number plus the addition table: squares crossed by diagonals. */
export const latticeRule: FillRule = (s, i, j, ctx) =>
  reduce(codeAt(ctx, Math.max(i, j)) + at(s, i, 0) + at(s, 0, j), ctx.n);
