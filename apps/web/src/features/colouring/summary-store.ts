/**
 * The colouring's summary (progress, cells left, undo/redo) as a small external store. A tap sets it
 * once, and only the components that show a part which changed render again: the progress line, the
 * swatch of the tapped number, undo and redo when they turn on or off. The page around them does not
 * render on a tap (bench/colouring.ts).
 */
import { useSyncExternalStore } from "react";

export interface ColouringSummary {
  coloured: number;
  total: number;
  /** Cells not yet in their colour, for numbers 1..n. */
  left: readonly number[];
  canUndo: boolean;
  canRedo: boolean;
  finished: boolean;
}

export interface SummaryStore {
  get(): ColouringSummary;
  set(next: ColouringSummary): void;
  subscribe(listener: () => void): () => void;
}

export function createSummaryStore(initial: ColouringSummary): SummaryStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part of the summary that `pick` takes; the component renders again only when that part changes. */
export function useSummary<T extends number | boolean>(
  store: SummaryStore,
  pick: (summary: ColouringSummary) => T,
): T {
  const snapshot = () => pick(store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
