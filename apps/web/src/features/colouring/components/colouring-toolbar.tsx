/** The colouring page's controls: progress, the mode, the mandala's own palette, fill-all, undo/redo, zoom. */
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import type { ColouringMode } from "../state.ts";
import type { ColouringSummary } from "../use-colouring.ts";
import styles from "./colouring.module.css";

interface ToolbarProps {
  summary: ColouringSummary;
  colors: readonly string[];
  mode: ColouringMode;
  colour: number;
  onMode(mode: ColouringMode): void;
  onColour(colour: number): void;
  onFillAll(): void;
  onUndo(): void;
  onRedo(): void;
  onZoom(factor: number | null): void;
}

export function ColouringToolbar(props: ToolbarProps) {
  const { t } = useTranslation("colouring");
  const { summary, colors, mode, colour } = props;
  const byNumber = mode === "byNumber";
  return (
    <div className={styles.toolbar}>
      <div className={styles.progress}>
        <p role="status" data-testid="colouring-progress">
          {t("progress", { coloured: summary.coloured, total: summary.total })}
        </p>
        <progress max={summary.total} value={summary.coloured} aria-hidden="true" />
      </div>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">{t("mode.label")}</legend>
        {(["byNumber", "free"] as const).map((value) => (
          <Button
            key={value}
            variant={mode === value ? "primary" : "secondary"}
            aria-pressed={mode === value}
            onClick={() => props.onMode(value)}
          >
            {t(`mode.${value}`)}
          </Button>
        ))}
      </fieldset>
      <fieldset className={styles.palette}>
        <legend>{byNumber ? t("palette.byNumber") : t("palette.free")}</legend>
        {colors.map((hex, i) => {
          const number = i + 1;
          const left = summary.left[i] ?? 0;
          return (
            <button
              key={hex + String(number)}
              type="button"
              className={styles.swatch}
              style={{ "--swatch": hex } as React.CSSProperties}
              aria-pressed={colour === number}
              aria-label={
                byNumber ? t("palette.numberLeft", { number, count: left }) : t("palette.colour", { number })
              }
              data-number={number}
              onClick={() => props.onColour(number)}
            >
              <span className={styles.swatchNumber}>{number}</span>
              {byNumber ? <span className={styles.swatchLeft}>{left === 0 ? "✓" : left}</span> : null}
            </button>
          );
        })}
        {byNumber ? null : (
          <button
            type="button"
            className={`${styles.swatch} ${styles.eraser}`}
            aria-pressed={colour === 0}
            aria-label={t("palette.eraser")}
            onClick={() => props.onColour(0)}
          >
            <span className={styles.swatchNumber}>⌫</span>
          </button>
        )}
      </fieldset>
      <div className={styles.actions}>
        {byNumber ? (
          <Button
            variant="secondary"
            onClick={props.onFillAll}
            disabled={(summary.left[colour - 1] ?? 0) === 0}
          >
            {t("fillAll", { number: colour })}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={props.onUndo} disabled={!summary.canUndo}>
          {t("undo")}
        </Button>
        <Button variant="ghost" onClick={props.onRedo} disabled={!summary.canRedo}>
          {t("redo")}
        </Button>
        <span className={styles.zoom}>
          <Button variant="ghost" aria-label={t("zoom.in")} onClick={() => props.onZoom(1.5)}>
            +
          </Button>
          <Button variant="ghost" aria-label={t("zoom.out")} onClick={() => props.onZoom(1 / 1.5)}>
            −
          </Button>
          <Button variant="ghost" onClick={() => props.onZoom(null)}>
            {t("zoom.fit")}
          </Button>
        </span>
      </div>
    </div>
  );
}
