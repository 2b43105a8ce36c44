import { parsePhrase } from "./letters.ts";
import { type PaletteSize, reduce } from "./reduce.ts";

/** Default upper bound of the pattern length (`pattern_max_len`). */
export const PATTERN_MAX_LEN = 10;

/** The pattern length is never above this, whatever `pattern_max_len` says (at most 11 choices). */
export const PATTERN_LENGTH_CAP = 11;

/**
 * The code of a wish of length L (method §4, fixed): `code[k] = reduce(Σ v_i for i mod L = k, n)`.
 * Positions with no number (L above the count of numbers) reduce 0 to n.
 */
export function wishCode(values: readonly number[], length: number, n: PaletteSize): number[] {
  if (!Number.isInteger(length) || length < 1)
    throw new RangeError(`Pattern length must be ≥ 1, got ${length}`);
  const sums = new Array<number>(length).fill(0);
  for (let i = 0; i < values.length; i++)
    sums[i % length] = (sums[i % length] as number) + (values[i] as number);
  return sums.map((s) => reduce(s, n));
}

/** Codes shorter than this are unfolded for the sector's edge (see sectorEdge). */
export const SHORT_CODE_BELOW = 3;

/** An unfolded edge holds at least this many numbers. */
export const UNFOLDED_EDGE_MIN = 6;

/**
 * The numbers along a sector's edge for pattern length L (docs/method.md §5). From L = 3 on it is the code
 * itself. A shorter code (the single number of the wish, or a pair) would paint a one- or two-colour star,
 * so it is unfolded: the code is followed by the next rows of the phrase's matrix of all patterns (the
 * codes of L + 1, L + 2, …) until the edge holds at least 6 numbers: L = 1 gives code₁ code₂ code₃
 * (6 numbers), L = 2 gives code₂ code₃ code₄ (9). The edge starts with the code, so the key is unchanged.
 */
export function sectorEdge(values: readonly number[], length: number, n: PaletteSize): number[] {
  const edge = wishCode(values, length, n);
  if (length >= SHORT_CODE_BELOW) return edge;
  for (let next = length + 1; edge.length < UNFOLDED_EDGE_MIN; next++)
    edge.push(...wishCode(values, next, n));
  return edge;
}

/** The key of a code: its first symbol, a key below 2 counting as 1. It selects the palette rotation. */
export function codeKey(code: readonly number[]): number {
  const first = code[0] ?? 1;
  return first < 2 ? 1 : first;
}

/**
 * The largest allowed pattern length: the smallest of the phrase length, `patternMaxLen` and the count
 * of valid characters, never above 11 (0 when the phrase has no valid character).
 */
export function maxPatternLength(phrase: string, patternMaxLen: number = PATTERN_MAX_LEN): number {
  const parsed = parsePhrase(phrase);
  const length = Array.from(phrase.normalize("NFC")).length;
  return Math.max(0, Math.min(length, patternMaxLen, parsed.validCount, PATTERN_LENGTH_CAP));
}

/**
 * The "matrix of all patterns": the code for every pattern length L = 1..max (row L − 1 has L symbols).
 */
export function allPatterns(phrase: string, n: PaletteSize, maxLen: number = PATTERN_MAX_LEN): number[][] {
  const values = parsePhrase(phrase).values;
  const max = maxPatternLength(phrase, maxLen);
  const rows: number[][] = [];
  for (let L = 1; L <= max; L++) rows.push(wishCode(values, L, n));
  return rows;
}
