/** Palette sizes (method §2): the number of colours, and the range 1..n of every number shown. */
export type PaletteSize = 9 | 12 | 13;

/** All palette sizes, ascending. */
export const PALETTE_SIZES: readonly PaletteSize[] = [9, 12, 13];

/** True when `n` is one of the palette sizes. */
export function isPaletteSize(n: unknown): n is PaletteSize {
  return n === 9 || n === 12 || n === 13;
}

/**
 * Reduces any integer into 1..n (method §2, fixed): `1 + ((x − 1) mod n)` with a non-negative modulo,
 * so 0 → n and n + 1 → 1.
 */
export function reduce(x: number, n: PaletteSize): number {
  const m = (x - 1) % n;
  return m < 0 ? m + n + 1 : m + 1;
}
