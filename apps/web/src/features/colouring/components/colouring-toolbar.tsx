/**
 * The colouring page's controls: the mode; progress, the mandala's own palette, zoom, undo/redo and
 * fill-all. The parts a tap changes subscribe to the summary store each on its own, so that a tap renders
 * the progress line (and the tapped number's swatch), not the toolbar.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import type { ColouringMode } from "../state.ts";
import { type SummaryStore, useSummary } from "../summary-store.ts";
import styles from "./colouring.module.css";

interface ToolbarProps {
  summary: SummaryStore;
  colors: readonly string[];
  /** The numbers some cell carries: by number, only these are offered. */
  numbers: readonly number[];
  mode: ColouringMode;
  colour: number;
  onColour(colour: number): void;
  onFillAll(): void;
  onUndo(): void;
  onRedo(): void;
  onZoom(factor: number | null): void;
}

/** «Закрашено 312 из 2048»: the one line every tap changes. */
function Progress({ summary }: { summary: SummaryStore }) {
  const { t } = useTranslation("colouring");
  const coloured = useSummary(summary, (s) => s.coloured);
  const total = useSummary(summary, (s) => s.total);
  return (
    <div className={styles.progress}>
      <p role="status" data-testid="colouring-progress">
        {t("progress", { coloured, total })}
      </p>
      <progress max={total} value={coloured} aria-hidden="true" />
    </div>
  );
}

interface SwatchProps {
  number: number;
  hex: string;
  pressed: boolean;
  label: string;
  onColour(colour: number): void;
  children?: ReactNode;
}

function Swatch({ number, hex, pressed, label, onColour, children }: SwatchProps) {
  return (
    <button
      type="button"
      className={styles.swatch}
      style={{ "--swatch": hex } as React.CSSProperties}
      aria-pressed={pressed}
      aria-label={label}
      data-number={number}
      onClick={() => onColour(number)}
    >
      <span className={styles.swatchNumber}>{number}</span>
      {children}
    </button>
  );
}

/** By number: a number's swatch with its cells left («✓» once all are in its colour). */
function NumberSwatch(props: Omit<SwatchProps, "label" | "children"> & { summary: SummaryStore }) {
  const { t } = useTranslation("colouring");
  const { summary, number } = props;
  const left = useSummary(summary, (s) => s.left[number - 1] ?? 0);
  return (
    <Swatch {...props} label={t("palette.numberLeft", { number, count: left })}>
      <span className={styles.swatchLeft}>{left === 0 ? "✓" : left}</span>
    </Swatch>
  );
}

function FillAll({ summary, colour, onFillAll }: Pick<ToolbarProps, "summary" | "colour" | "onFillAll">) {
  const { t } = useTranslation("colouring");
  const done = useSummary(summary, (s) => (s.left[colour - 1] ?? 0) === 0);
  return (
    <Button variant="secondary" onClick={onFillAll} disabled={done}>
      {t("fillAll", { number: colour })}
    </Button>
  );
}

function History({ summary, onUndo, onRedo }: Pick<ToolbarProps, "summary" | "onUndo" | "onRedo">) {
  const { t } = useTranslation("colouring");
  const canUndo = useSummary(summary, (s) => s.canUndo);
  const canRedo = useSummary(summary, (s) => s.canRedo);
  const steps = [
    { label: t("undo"), icon: "↶", on: onUndo, can: canUndo },
    { label: t("redo"), icon: "↷", on: onRedo, can: canRedo },
  ];
  return (
    <span className={styles.group}>
      {steps.map(({ label, icon, on, can }) => (
        <Button
          key={icon}
          variant="secondary"
          className={styles.tool}
          aria-label={label}
          title={label}
          onClick={on}
          disabled={!can}
        >
          {icon}
        </Button>
      ))}
    </span>
  );
}

/** By number or free: chosen now and then, so it stays out of the palette bar a thumb reaches. */
export function ColouringModes({ mode, onMode }: { mode: ColouringMode; onMode(mode: ColouringMode): void }) {
  const { t } = useTranslation("colouring");
  return (
    <fieldset className={styles.modes}>
      <legend className="visually-hidden">{t("mode.label")}</legend>
      {(["byNumber", "free"] as const).map((value) => (
        <Button
          key={value}
          variant={mode === value ? "primary" : "secondary"}
          aria-pressed={mode === value}
          onClick={() => onMode(value)}
        >
          {t(`mode.${value}`)}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * The progress, the palette, zoom and history: on a phone a bar held at the foot of the screen while
 * the board is on it, so that board, palette and zoom share the screen (colouring.module.css).
 */
export function ColouringToolbar(props: ToolbarProps) {
  const { t } = useTranslation("colouring");
  const { summary, colors, numbers, mode, colour, onColour } = props;
  const byNumber = mode === "byNumber";
  return (
    <div className={styles.toolbar} data-testid="colouring-toolbar">
      <Progress summary={summary} />
      <fieldset className={styles.palette}>
        <legend>{byNumber ? t("palette.byNumber") : t("palette.free")}</legend>
        {byNumber
          ? numbers.map((number) => (
              <NumberSwatch
                key={number}
                summary={summary}
                number={number}
                hex={colors[number - 1] ?? ""}
                pressed={colour === number}
                onColour={onColour}
              />
            ))
          : colors.map((hex, i) => (
              <Swatch
                key={hex + String(i)}
                number={i + 1}
                hex={hex}
                pressed={colour === i + 1}
                label={t("palette.colour", { number: i + 1 })}
                onColour={onColour}
              />
            ))}
        {byNumber ? null : (
          <button
            type="button"
            className={`${styles.swatch} ${styles.eraser}`}
            aria-pressed={colour === 0}
            aria-label={t("palette.eraser")}
            onClick={() => onColour(0)}
          >
            <span className={styles.swatchNumber}>⌫</span>
          </button>
        )}
      </fieldset>
      <div className={styles.actions}>
        <span className={styles.group}>
          <Button
            variant="secondary"
            className={styles.tool}
            aria-label={t("zoom.in")}
            onClick={() => props.onZoom(1.5)}
          >
            +
          </Button>
          <Button
            variant="secondary"
            className={styles.tool}
            aria-label={t("zoom.out")}
            onClick={() => props.onZoom(1 / 1.5)}
          >
            −
          </Button>
          <Button variant="secondary" className={styles.tool} onClick={() => props.onZoom(null)}>
            {t("zoom.fit")}
          </Button>
        </span>
        <History summary={summary} onUndo={props.onUndo} onRedo={props.onRedo} />
        {byNumber ? <FillAll summary={summary} colour={colour} onFillAll={props.onFillAll} /> : null}
      </div>
      <p className={styles.gestures}>{t("zoom.gestures")}</p>
    </div>
  );
}
