/** The colouring of a mandala that is not saved stays in this browser's storage, per mandala. */
import { decodeFills, encodeFills, type Fills, type MandalaParams } from "@mandala/engine";
import { useCallback, useEffect, useRef } from "react";

/** How long after the last tap the colouring is written (a write on every tap would slow the tap). */
export const LOCAL_SAVE_DELAY_MS = 400;

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

/**
 * Keeps the colouring of `params` as it changes: written shortly after the last tap, and at once when
 * the page is left or the colouring closed. Returns the change handler.
 */
export function useLocalColouringSaver(params: MandalaParams): (fills: Fills) => void {
  const pending = useRef<Fills | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) saveLocalColouring(params, pending.current);
    pending.current = null;
  }, [params]);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  return useCallback(
    (fills: Fills) => {
      pending.current = fills;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, LOCAL_SAVE_DELAY_MS);
    },
    [flush],
  );
}
