/**
 * A colouring of a mandala's digits template, as the colouring page keeps it: for each cell, in the
 * mandala's cell order, 0 when it is still white or the number 1..n whose palette colour it took.
 * Written as text, one character per cell (`0`–`9`, then `a`–`d` for 10–13), so that a template of
 * 2,048 cells travels and is stored as 2,048 bytes.
 */

/** The characters of a written colouring: index = fill. */
export const FILL_DIGITS = "0123456789abcd";

/** A colouring: one fill per cell, 0 (white) or 1..n. */
export type Fills = Uint8Array;

/**
 * The numbers some cell carries (`values`: each cell's number), ascending. A palette may hold colours no
 * cell of a mandala takes (a nine-colour star may use five): colouring and printing offer only these.
 */
export function numbersHeld(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The written form of `fills`. */
export function encodeFills(fills: ArrayLike<number>): string {
  let text = "";
  for (let i = 0; i < fills.length; i++) text += FILL_DIGITS[fills[i] as number] ?? "0";
  return text;
}

/**
 * The fills of a written colouring of a mandala with `cellCount` cells and `palette` colours, or null
 * when the text does not fit it (another length, an unknown character, a number above the palette).
 */
export function decodeFills(text: string, cellCount: number, palette: number): Fills | null {
  if (text.length !== cellCount) return null;
  const fills = new Uint8Array(cellCount);
  for (let i = 0; i < cellCount; i++) {
    const fill = FILL_DIGITS.indexOf(text[i] as string);
    if (fill < 0 || fill > palette) return null;
    fills[i] = fill;
  }
  return fills;
}

/** How many cells of a colouring are coloured. */
export function colouredCount(fills: ArrayLike<number>): number {
  let count = 0;
  for (let i = 0; i < fills.length; i++) if (fills[i] !== 0) count++;
  return count;
}
