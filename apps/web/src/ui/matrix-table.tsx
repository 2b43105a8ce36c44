import { textOn } from "@mandala/engine";
import styles from "./matrix-table.module.css";

interface MatrixTableProps {
  matrix: readonly (readonly number[])[];
  /** Colours of values 1..n. */
  colors: readonly string[];
  caption: string;
}

/** The matrix as a table, each cell filled with its number's colour; it scrolls inside its own box. */
export function MatrixTable({ matrix, colors, caption }: MatrixTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableScroll} tabIndex={0} aria-label={caption}>
      <table className={styles.matrix}>
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {matrix.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
            <tr key={r}>
              {row.map((value, c) => {
                const color = colors[value - 1] ?? "#ffffff";
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their position
                  <td key={c} style={{ backgroundColor: color, color: textOn(color) }}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
