import { describe, expect, it } from "vitest";
import {
  cellsLeft,
  fillNumber,
  HISTORY_LIMIT,
  isFinished,
  numbersUsed,
  paintByNumber,
  paintCell,
  redo,
  startColouring,
  undo,
} from "./state.ts";

// Five cells carrying the numbers 1, 2, 1, 3, 2 of a three-colour palette.
const values = [1, 2, 1, 3, 2];

describe("free colouring", () => {
  it("gives a tapped cell the chosen colour and counts the coloured cells", () => {
    const first = paintCell(startColouring(values), 1, 3);
    expect(first.changed).toEqual([1]);
    expect([...first.state.fills]).toEqual([0, 3, 0, 0, 0]);
    expect(first.state.coloured).toBe(1);
    const erased = paintCell(first.state, 1, 0);
    expect(erased.state.coloured).toBe(0);
  });

  it("changes nothing when the cell already has the colour or does not exist", () => {
    const once = paintCell(startColouring(values), 0, 2).state;
    expect(paintCell(once, 0, 2)).toEqual({ state: once, changed: [] });
    expect(paintCell(once, 9, 2).changed).toEqual([]);
  });
});

describe("colouring by number", () => {
  it("accepts a tap only on a cell of the chosen number and gives it that number's colour", () => {
    const start = startColouring(values);
    expect(paintByNumber(start, 1, 1)).toEqual({ state: start, changed: [] });
    const accepted = paintByNumber(start, 2, 1);
    expect(accepted.changed).toEqual([2]);
    expect(accepted.state.fills[2]).toBe(1);
  });

  it("counts the cells left per number, correcting a cell coloured wrongly in free mode", () => {
    const wrong = paintCell(startColouring(values), 0, 2).state;
    expect(cellsLeft(wrong, 3)).toEqual([2, 2, 1]);
    const fixed = paintByNumber(wrong, 0, 1).state;
    expect(cellsLeft(fixed, 3)).toEqual([1, 2, 1]);
  });

  it("offers only the numbers that some cell carries", () => {
    // A five-colour palette: no cell carries 4 or 5, so they have no cells left and are not offered.
    const state = startColouring(values);
    expect(numbersUsed(state)).toEqual([1, 2, 3]);
    expect(cellsLeft(state, 5)).toEqual([2, 2, 1, 0, 0]);
    expect(numbersUsed(startColouring([4, 2, 4, 9]))).toEqual([2, 4, 9]);
  });

  it("fills every cell of a number in one step that one undo takes back", () => {
    const filled = fillNumber(startColouring(values), 2);
    expect(filled.changed).toEqual([1, 4]);
    expect(cellsLeft(filled.state, 3)).toEqual([2, 0, 1]);
    const back = undo(filled.state);
    expect(back.changed).toEqual([1, 4]);
    expect([...back.state.fills]).toEqual([0, 0, 0, 0, 0]);
  });

  it("is finished when every cell is coloured", () => {
    let state = startColouring(values);
    for (const number of [1, 2]) state = fillNumber(state, number).state;
    expect(isFinished(state)).toBe(false);
    state = paintByNumber(state, 3, 3).state;
    expect(state.coloured).toBe(5);
    expect(isFinished(state)).toBe(true);
  });
});

describe("undo and redo", () => {
  it("takes steps back and does them again, restoring what each cell was", () => {
    let state = paintCell(startColouring(values), 0, 2).state;
    state = paintCell(state, 0, 3).state;
    state = undo(state).state;
    expect(state.fills[0]).toBe(2);
    state = undo(state).state;
    expect(state.fills[0]).toBe(0);
    expect(undo(state).changed).toEqual([]);
    state = redo(state).state;
    state = redo(state).state;
    expect(state.fills[0]).toBe(3);
    expect(redo(state).changed).toEqual([]);
  });

  it("forgets what was undone once a new colour is laid, and keeps a bounded history", () => {
    let state = paintCell(startColouring(values), 0, 2).state;
    state = undo(state).state;
    state = paintCell(state, 1, 1).state;
    expect(state.redo).toHaveLength(0);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) state = paintCell(state, 0, (i % 3) + 1).state;
    expect(state.undo).toHaveLength(HISTORY_LIMIT);
  });

  it("continues a saved colouring without touching it", () => {
    const saved = Uint8Array.from([1, 0, 0, 0, 2]);
    const state = paintCell(startColouring(values, saved), 1, 2).state;
    expect([...saved]).toEqual([1, 0, 0, 0, 2]);
    expect(state.coloured).toBe(3);
  });
});

describe("the counts kept from change to change", () => {
  it("match a recount after taps, fills, undo and redo", () => {
    const many = [1, 2, 3, 1, 2, 3, 3, 1, 2, 2, 1, 3];
    const recount = (state: ReturnType<typeof startColouring>) => ({
      coloured: [...state.fills].filter((fill) => fill !== 0).length,
      left: [1, 2, 3].map((n) => many.filter((value, cell) => value === n && state.fills[cell] !== n).length),
    });
    let state = startColouring(many, Uint8Array.from([1, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0]));
    const steps = [
      (s: typeof state) => paintByNumber(s, 3, 1),
      (s: typeof state) => paintCell(s, 4, 3),
      (s: typeof state) => fillNumber(s, 3),
      (s: typeof state) => paintCell(s, 2, 0),
      (s: typeof state) => undo(s),
      (s: typeof state) => undo(s),
      (s: typeof state) => redo(s),
      (s: typeof state) => fillNumber(s, 2),
    ];
    for (const step of steps) {
      state = step(state).state;
      expect({ coloured: state.coloured, left: cellsLeft(state, 3) }).toEqual(recount(state));
    }
  });
});
