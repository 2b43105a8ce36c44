import { textOn } from "@mandala/engine";
import { useTranslation } from "react-i18next";
import styles from "./palette-legend.module.css";

/** How many ids the legend's first row holds: ids 1–7 first, 8..n second (method §8). */
export const LEGEND_FIRST_ROW = 7;

interface PaletteLegendProps {
  /** Colours of values 1..n, in order. */
  colors: readonly string[];
}

/** The palette's legend: each value with its colour, ids 1–7 in the first row and 8..n in the second. */
export function PaletteLegend({ colors }: PaletteLegendProps) {
  const { t } = useTranslation("calculator");
  const rows = [colors.slice(0, LEGEND_FIRST_ROW), colors.slice(LEGEND_FIRST_ROW)].filter(
    (row) => row.length > 0,
  );
  return (
    <figure className={styles.legend} aria-label={t("legend.label", { count: colors.length })}>
      {rows.map((row, r) => (
        <ul key={r === 0 ? "first" : "second"} className={styles.legendRow} data-testid="legend-row">
          {row.map((color, i) => {
            const id = r * LEGEND_FIRST_ROW + i + 1;
            return (
              <li
                key={id}
                className={styles.swatch}
                style={{ backgroundColor: color, color: textOn(color) }}
                data-color={color}
                title={t("legend.item", { id, color })}
              >
                {id}
              </li>
            );
          })}
        </ul>
      ))}
    </figure>
  );
}
