/**
 * The colouring page's state as pure data: which number each cell carries, the fill each took, the
 * undo and redo history, and the rules of the two modes. Free: a tap gives a cell the chosen colour
 * (0, the eraser, makes it white again). By number: a tap is accepted only on a cell of the chosen
 * number, which takes that number's colour. Every change returns the new state and the changed cells,
 * so the page repaints those cells and nothing else.
 */
import { colouredCount, type Fills, numbersHeld } from "@mandala/engine";

export type ColouringMode = "free" | "byNumber";

/** One step of the history: the cells it changed, what they were and what they became. */
interface Step {
  cells: readonly number[];
  before: readonly number[];
  after: number;
}

export interface ColouringState {
  /** Each cell's number 1..n, in the mandala's cell order. */
  readonly values: Uint8Array;
  /** Each cell's fill: 0 (white) or 1..n. */
  readonly fills: Fills;
  /** How many cells are coloured. */
  readonly coloured: number;
  readonly undo: readonly Step[];
  readonly redo: readonly Step[];
}

/** The result of a change: the new state and the cells to repaint (none when it was refused). */
export interface Change {
  state: ColouringState;
  changed: readonly number[];
}

/** Steps kept for undo. */
export const HISTORY_LIMIT = 500;

/** A colouring of cells with these numbers, from `fills` (a saved one) or all white. */
export function startColouring(values: ArrayLike<number>, fills?: Fills | null): ColouringState {
  const own = fills ? Uint8Array.from(fills) : new Uint8Array(values.length);
  return { values: Uint8Array.from(values), fills: own, coloured: colouredCount(own), undo: [], redo: [] };
}

function apply(state: ColouringState, cells: readonly number[], after: number): Change {
  const targets = cells.filter((cell) => state.fills[cell] !== after);
  if (targets.length === 0) return { state, changed: [] };
  const before = targets.map((cell) => state.fills[cell] as number);
  const fills = Uint8Array.from(state.fills);
  for (const cell of targets) fills[cell] = after;
  const step: Step = { cells: targets, before, after };
  return {
    state: {
      ...state,
      fills,
      coloured: colouredCount(fills),
      undo: [...state.undo.slice(-(HISTORY_LIMIT - 1)), step],
      redo: [],
    },
    changed: targets,
  };
}

/** Free mode: `cell` takes `colour` (1..n, or 0 to make it white). */
export function paintCell(state: ColouringState, cell: number, colour: number): Change {
  if (cell < 0 || cell >= state.values.length) return { state, changed: [] };
  return apply(state, [cell], colour);
}

/** By number: `cell` takes `number`'s colour if it carries that number; any other cell is refused. */
export function paintByNumber(state: ColouringState, cell: number, number: number): Change {
  if (state.values[cell] !== number) return { state, changed: [] };
  return apply(state, [cell], number);
}

/** Every cell of `number` takes its colour at once: one step of the history. */
export function fillNumber(state: ColouringState, number: number): Change {
  const cells: number[] = [];
  state.values.forEach((value, cell) => {
    if (value === number) cells.push(cell);
  });
  return apply(state, cells, number);
}

/** Takes back the last step. */
export function undo(state: ColouringState): Change {
  const step = state.undo.at(-1);
  if (!step) return { state, changed: [] };
  const fills = Uint8Array.from(state.fills);
  step.cells.forEach((cell, i) => {
    fills[cell] = step.before[i] as number;
  });
  return {
    state: {
      ...state,
      fills,
      coloured: colouredCount(fills),
      undo: state.undo.slice(0, -1),
      redo: [...state.redo, step],
    },
    changed: step.cells,
  };
}

/** Does again the last step taken back. */
export function redo(state: ColouringState): Change {
  const step = state.redo.at(-1);
  if (!step) return { state, changed: [] };
  const fills = Uint8Array.from(state.fills);
  for (const cell of step.cells) fills[cell] = step.after;
  return {
    state: {
      ...state,
      fills,
      coloured: colouredCount(fills),
      undo: [...state.undo, step],
      redo: state.redo.slice(0, -1),
    },
    changed: step.cells,
  };
}

/** For each number 1..n (index n − 1): how many of its cells are not yet in its colour. */
export function cellsLeft(state: ColouringState, palette: number): number[] {
  const left = new Array<number>(palette).fill(0);
  state.values.forEach((value, cell) => {
    if (state.fills[cell] !== value) left[value - 1] = (left[value - 1] ?? 0) + 1;
  });
  return left;
}

/** The numbers that some cell carries, in order: by number, only those are offered. */
export function numbersUsed(state: ColouringState): number[] {
  return numbersHeld(state.values);
}

/** Whether every cell is coloured. */
export function isFinished(state: ColouringState): boolean {
  return state.coloured === state.values.length;
}
