/**
 * Two devices colouring one mandala, one of them offline for a while: the server keeps a colouring
 * whole (a PUT replaces it), so this device merges before it sends. The rule, per cell:
 * - a cell painted on one side only keeps that side's paint (erasing counts as painting);
 * - a cell painted on both sides takes the later paint: this device's time of painting it against the
 *   time the server's colouring was last saved (the latest the other device can have painted it);
 * - a cell painted on neither side keeps what the server has.
 * "Painted on this device" means since the server's colouring this device last saw (`base`); each such
 * cell is kept with the time it was painted (device's clock) until the server has it.
 */
import type { Fills } from "@mandala/engine";

/** When each cell painted on this device since the base was painted (epoch ms), by cell. */
export type PaintTimes = Readonly<Record<number, number>>;

export interface LocalColouring {
  /** The server's colouring this device last saw, null when it had none. */
  base: Fills | null;
  /** The colouring on this device. */
  fills: Fills;
  painted: PaintTimes;
}

export interface ServerColouring {
  /** null when the server has no colouring. */
  fills: Fills | null;
  /** When it was last saved (epoch ms), null when it has none. */
  savedAt: number | null;
}

/** The cells of `next` that differ from `previous`, each stamped `at`, added to `painted`. */
export function withPaints(painted: PaintTimes, previous: Fills, next: Fills, at: number): PaintTimes {
  const result: Record<number, number> = { ...painted };
  for (let cell = 0; cell < next.length; cell++) {
    if (next[cell] !== previous[cell]) result[cell] = at;
  }
  return result;
}

/** The merged colouring, by the rule above. */
export function mergeColouring(local: LocalColouring, server: ServerColouring): Fills {
  const merged = Uint8Array.from(server.fills ?? local.base ?? new Uint8Array(local.fills.length));
  for (const [key, at] of Object.entries(local.painted)) {
    const cell = Number(key);
    const before = local.base?.[cell] ?? 0;
    const theirs = merged[cell] ?? 0;
    const paintedThere = theirs !== before;
    if (!paintedThere || server.savedAt === null || at >= server.savedAt)
      merged[cell] = local.fills[cell] ?? 0;
  }
  return merged;
}

/**
 * This device's colouring once it has heard the server's: the merge, with the base now the server's and
 * only the cells where the merge differs from the server's still to send (with their times).
 */
export function rebased(local: LocalColouring, server: ServerColouring): LocalColouring {
  const fills = mergeColouring(local, server);
  const base = server.fills;
  const painted: Record<number, number> = {};
  for (const [key, at] of Object.entries(local.painted)) {
    const cell = Number(key);
    if (fills[cell] !== (base?.[cell] ?? 0)) painted[cell] = at;
  }
  return { base, fills, painted };
}

/** Whether the device has paint the server has not. */
export function hasUnsent(local: LocalColouring): boolean {
  return Object.keys(local.painted).length > 0;
}
