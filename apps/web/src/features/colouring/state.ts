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
  /** For each number 1..n (index n − 1): how many of its cells are not yet in its colour. */
  readonly left: readonly number[];
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
  const numbers = Uint8Array.from(values);
  const left: number[] = [];
  for (let cell = 0; cell < numbers.length; cell++) {
    const value = numbers[cell] as number;
    while (left.length < value) left.push(0);
    if (own[cell] !== value) left[value - 1] = (left[value - 1] as number) + 1;
  }
  return { values: numbers, fills: own, coloured: colouredCount(own), left, undo: [], redo: [] };
}

/**
 * The fills, count and cells left after `cells` take the fills `next(i)` (the i-th cell's): worked out
 * from the changed cells alone, so a tap costs the same on a template of 200 cells or 2,000.
 */
function refilled(state: ColouringState, cells: readonly number[], next: (i: number) => number) {
  const fills = state.fills.slice();
  const left = [...state.left];
  let coloured = state.coloured;
  cells.forEach((cell, i) => {
    const [before, after, value] = [fills[cell] as number, next(i), state.values[cell] as number];
    fills[cell] = after;
    coloured += Number(after !== 0) - Number(before !== 0);
    left[value - 1] = (left[value - 1] as number) + Number(before === value) - Number(after === value);
  });
  return { fills, coloured, left };
}

function apply(state: ColouringState, cells: readonly number[], after: number): Change {
  const targets = cells.filter((cell) => state.fills[cell] !== after);
  if (targets.length === 0) return { state, changed: [] };
  const before = targets.map((cell) => state.fills[cell] as number);
  const step: Step = { cells: targets, before, after };
  const undo = state.undo.length < HISTORY_LIMIT ? [...state.undo, step] : [...state.undo.slice(1), step];
  return {
    state: { ...state, ...refilled(state, targets, () => after), undo, redo: [] },
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
  return {
    state: {
      ...state,
      ...refilled(state, step.cells, (i) => step.before[i] as number),
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
  return {
    state: {
      ...state,
      ...refilled(state, step.cells, () => step.after),
      undo: [...state.undo, step],
      redo: state.redo.slice(0, -1),
    },
    changed: step.cells,
  };
}

/** For each number 1..n (index n − 1): how many of its cells are not yet in its colour. */
export function cellsLeft(state: ColouringState, palette: number): number[] {
  return Array.from({ length: palette }, (_, i) => state.left[i] ?? 0);
}

/** The numbers that some cell carries, in order: by number, only those are offered. */
export function numbersUsed(state: ColouringState): number[] {
  return numbersHeld(state.values);
}

/** Whether every cell is coloured. */
export function isFinished(state: ColouringState): boolean {
  return state.coloured === state.values.length;
}
