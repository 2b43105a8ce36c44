/** The colouring of a mandala that is not saved stays in this browser's storage, per mandala. */
import { decodeFills, encodeFills, type Fills, type MandalaParams } from "@mandala/engine";

function storageKey(params: MandalaParams): string {
  const { phrase, shape, firstMethod, additionalMethod, patternLength, palette, sectorLength } = params;
  return `colouring:${JSON.stringify([phrase, shape, firstMethod, additionalMethod, patternLength, palette, sectorLength ?? null])}`;
}

/** The colouring of `params` kept in this browser, or null. */
export function loadLocalColouring(params: MandalaParams, cells: number): Fills | null {
  try {
    const text = localStorage.getItem(storageKey(params));
    return text ? decodeFills(text, cells, params.palette) : null;
  } catch {
    return null;
  }
}

/** Keeps the colouring of `params` in this browser (silently not, when storage is refused). */
export function saveLocalColouring(params: MandalaParams, fills: Fills): void {
  try {
    localStorage.setItem(storageKey(params), encodeFills(fills));
  } catch {
    // Private mode or a full storage: the colouring lives as long as the page.
  }
}
