/**
 * The colouring page's controller: the state of state.ts kept in a ref (a tap never re-renders the
 * template), the board repainted cell by cell, and a small summary store (progress, cells left,
 * undo/redo) to which the toolbar's parts subscribe, which is all React renders again.
 */
import type { Fills } from "@mandala/engine";
import { useCallback, useMemo, useRef, useState } from "react";
import type { BoardHandle } from "./components/colouring-board.tsx";
import {
  type Change,
  type ColouringMode,
  type ColouringState,
  cellsLeft,
  fillNumber,
  isFinished,
  numbersUsed,
  paintByNumber,
  paintCell,
  redo,
  startColouring,
  undo,
} from "./state.ts";
import { type ColouringSummary, createSummaryStore } from "./summary-store.ts";
import type { Template } from "./template.ts";

function summaryOf(state: ColouringState, palette: number): ColouringSummary {
  return {
    coloured: state.coloured,
    total: state.values.length,
    left: cellsLeft(state, palette),
    canUndo: state.undo.length > 0,
    canRedo: state.redo.length > 0,
    finished: isFinished(state),
  };
}

/**
 * Colouring of `template` from `initial` fills; `onChange` hears every new colouring (to keep it).
 * A tap that the mode refuses calls `onRefused` with the cell's number and the cell.
 */
export function useColouring(
  template: Template,
  initial: Fills | null,
  onChange: (fills: Fills) => void,
  onRefused?: (value: number, cell: number) => void,
) {
  const palette = template.colors.length;
  const board = useRef<BoardHandle>(null);
  const state = useRef<ColouringState>(
    startColouring(
      template.cells.map((cell) => cell.value),
      initial,
    ),
  );
  const [summary] = useState(() => createSummaryStore(summaryOf(state.current, palette)));
  /** The numbers offered by number: those some cell carries. */
  const [numbers] = useState(() => numbersUsed(state.current));
  const first = numbers[0] ?? 1;
  const [mode, setMode] = useState<ColouringMode>("byNumber");
  /** The chosen colour: a number 1..n (0, the eraser, or an unused number only in free mode). */
  const [colour, setColour] = useState(first);
  const choice = useRef({ mode, colour, onChange, onRefused });
  choice.current = { mode, colour, onChange, onRefused };

  const commit = useCallback(
    (change: Change) => {
      if (change.changed.length === 0) return;
      state.current = change.state;
      board.current?.paint(change.changed, change.state.fills);
      summary.set(summaryOf(change.state, palette));
      choice.current.onChange(change.state.fills);
    },
    [palette, summary],
  );

  const actions = useMemo(
    () => ({
      tap(cell: number) {
        const { mode, colour, onRefused } = choice.current;
        if (mode === "free") return commit(paintCell(state.current, cell, colour));
        const change = paintByNumber(state.current, cell, colour);
        if (change.changed.length === 0 && state.current.fills[cell] !== colour)
          onRefused?.(state.current.values[cell] ?? 0, cell);
        commit(change);
      },
      fillAll: () => commit(fillNumber(state.current, choice.current.colour)),
      undo: () => commit(undo(state.current)),
      redo: () => commit(redo(state.current)),
    }),
    [commit],
  );

  return {
    board,
    summary,
    numbers,
    mode,
    setMode(next: ColouringMode) {
      setMode(next);
      if (next === "byNumber" && !numbers.includes(colour)) setColour(first);
    },
    colour,
    setColour,
    /** The fills as they stand (for printing and sharing). */
    fills: () => state.current.fills,
    ...actions,
  };
}
