/**
 * Colouring one mandala: the board, its toolbar, the hint when a tap is refused, and the calm finished
 * state. The page around it says where the colouring is kept (`onChange`) and what else it offers.
 */
import type { Fills } from "@mandala/engine";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSummary } from "../summary-store.ts";
import type { Template } from "../template.ts";
import { useColouring } from "../use-colouring.ts";
import styles from "./colouring.module.css";
import { ColouringBoard } from "./colouring-board.tsx";
import { ColouringModes, ColouringToolbar } from "./colouring-toolbar.tsx";

interface ColouringViewProps {
  template: Template;
  initial: Fills | null;
  onChange(fills: Fills): void;
  /** What the page adds once the mandala is finished (print, share…). */
  finishedActions?: ReactNode;
}

export function ColouringView({ template, initial, onChange, finishedActions }: ColouringViewProps) {
  const { t } = useTranslation("colouring");
  const [hint, setHint] = useState<string | null>(null);
  // A refused tap answers where the finger is: the cell flashes, and the toast over the palette says why.
  const colouring = useColouring(template, initial, onChange, (value, cell) => {
    colouring.board.current?.flash(cell);
    setHint(t("refused", { value, number: colouring.colour }));
  });
  const { summary, tap } = colouring;
  const finished = useSummary(summary, (s) => s.finished);
  // Stable, so that the view renders again (a hint, the mode) but never the board.
  const [startFills] = useState(() => initial ?? new Uint8Array(template.cells.length));
  // A tap clears a hint only when there is one: no render of the view for the taps between hints.
  const hinted = useRef(false);
  hinted.current = hint !== null;
  const onCell = useCallback(
    (cell: number) => {
      if (hinted.current) setHint(null);
      tap(cell);
    },
    [tap],
  );
  const describeCell = useCallback(
    (cell: number, value: number) => t("cell", { cell: cell + 1, value }),
    [t],
  );

  function keyDown(event: React.KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") return;
    event.preventDefault();
    if (event.shiftKey) colouring.redo();
    else colouring.undo();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Z and Ctrl+Shift+Z anywhere in the colouring.
    <div className={`${styles.view} ${finished ? styles.finished : ""}`} onKeyDown={keyDown}>
      <ColouringModes mode={colouring.mode} onMode={colouring.setMode} />
      <ColouringBoard
        ref={colouring.board}
        template={template}
        fills={startFills}
        onCell={onCell}
        label={t("board")}
        describeCell={describeCell}
      />
      <div className={styles.side}>
        {finished ? (
          <section className={styles.done} aria-live="polite" data-testid="colouring-finished">
            <h2>{t("finished.title")}</h2>
            <p>{t("finished.text")}</p>
            {finishedActions}
          </section>
        ) : null}
        <ColouringToolbar
          summary={summary}
          colors={template.colors}
          numbers={colouring.numbers}
          mode={colouring.mode}
          colour={colouring.colour}
          onColour={(colour) => {
            setHint(null);
            colouring.setColour(colour);
          }}
          onFillAll={colouring.fillAll}
          onUndo={colouring.undo}
          onRedo={colouring.redo}
          onZoom={(factor) => colouring.board.current?.zoom(factor)}
        />
        {hint ? (
          <p className={styles.hint} role="status" data-testid="colouring-hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
