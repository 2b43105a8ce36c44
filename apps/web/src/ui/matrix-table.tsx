import { textOn } from "@mandala/engine";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./matrix-table.module.css";

interface MatrixTableProps {
  matrix: readonly (readonly number[])[];
  /** Colours of values 1..n. */
  colors: readonly string[];
  caption: string;
}

/** Where a horizontal scroller stands: whether it overflows, and whether more lies left or right. */
interface ScrollState {
  overflow: boolean;
  moreLeft: boolean;
  moreRight: boolean;
}

function scrollStateOf(element: HTMLElement): ScrollState {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  const overflow = scrollWidth - clientWidth > 1;
  return {
    overflow,
    moreLeft: overflow && scrollLeft > 1,
    moreRight: overflow && scrollLeft + clientWidth < scrollWidth - 1,
  };
}

/** Follows an element's horizontal scroll position as it scrolls and resizes. */
function useScrollState() {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<ScrollState>({ overflow: false, moreLeft: false, moreRight: false });
  const update = useCallback(() => {
    if (!ref.current) return;
    const next = scrollStateOf(ref.current);
    setState((current) =>
      current.overflow === next.overflow &&
      current.moreLeft === next.moreLeft &&
      current.moreRight === next.moreRight
        ? current
        : next,
    );
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [update]);
  return { ref, state, update };
}

/**
 * The matrix as a table, each cell filled with its number's colour. When it is wider than the screen it
 * scrolls inside its own box: a hint says so, shadows show on the sides with more columns, and the box
 * takes the keyboard focus (arrow keys scroll it).
 */
export function MatrixTable({ matrix, colors, caption }: MatrixTableProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { ref, state, update } = useScrollState();
  const columns = matrix[0]?.length ?? 0;
  return (
    <div className={styles.frame}>
      {state.overflow ? (
        <p id={hintId} className={styles.scrollHint} data-testid="matrix-scroll-hint">
          {t("matrix.scrollHint", { count: columns })}
        </p>
      ) : null}
      <div
        className={styles.shadows}
        data-more-left={state.moreLeft || undefined}
        data-more-right={state.moreRight || undefined}
      >
        <section
          ref={ref}
          className={styles.tableScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={caption}
          aria-describedby={state.overflow ? hintId : undefined}
          onScroll={update}
        >
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
      </div>
    </div>
  );
}
