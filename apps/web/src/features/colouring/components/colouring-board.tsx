/**
 * The colouring template on screen: the cells as vector paths with their numbers, drawn once per
 * template in stacked SVG layers: the fills and the numbers in tiles of TILE cells (a tap repaints its
 * tile, not all 2,000+ cells), and the outlines as one static path. Colours, zoom and the keyboard's
 * focus change the DOM directly (no React render per cell), and one set of pointer listeners serves
 * every cell: a tap colours, a drag pans, two fingers pinch, the wheel zooms, arrows walk between cells
 * and Enter colours. On a phone the board starts zoomed in until its cells are finger-sized.
 *
 * The cells (~1,700 elements for the demo's mandala) are drawn by the app after the page has appeared,
 * not in the server's HTML: its first paint then lays out and paints a bare board, and the app renders
 * the cells as a transition, in slices, straight at the phone's starting zoom (which shows a sixth of
 * them). Drawn by the server at the whole template's view, then hydrated and zoomed, they were the
 * phone's longest tasks (docs/performance.md).
 */
import { type Fills, textOn } from "@mandala/engine";
import {
  memo,
  type Ref,
  startTransition,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type Direction, nextCell, type Template } from "../template.ts";
import { fullView, panBy, startView, type ViewBox, viewBoxAttribute, zoomAt } from "../view-box.ts";
import styles from "./colouring.module.css";

/** What the page does to the board besides its props. */
export interface BoardHandle {
  /** Repaints `cells` with their fills. */
  paint(cells: Iterable<number>, fills: Fills): void;
  /** Zooms by `factor` about the centre (1 / factor to zoom out); `null` shows the whole template. */
  zoom(factor: number | null): void;
  /** Flashes `cell` where the finger is: the tap on it was refused. */
  flash(cell: number): void;
}

interface BoardProps {
  template: Template;
  /** The fills painted when the board appears. */
  fills: Fills;
  onCell(cell: number): void;
  label: string;
  /** What a screen reader hears for the focused cell. */
  describeCell(cell: number, value: number): string;
  ref?: Ref<BoardHandle>;
}

/** A move past this many px makes a press a drag, not a tap. */
const TAP_SLOP = 8;
const ARROWS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

/**
 * Cells per SVG tile. Each tile is a compositor layer of its own (colouring.module.css), so a tap records
 * and hands over the tile's cells again instead of the whole template's (bench/colouring.ts). 32, not
 * 128: a tap's median with the CPU 4× slower went from 21 to 15 ms (its repainted fill and number tiles
 * are a quarter the size), the pan and zoom frames' median staying at 16.7 ms.
 */
const TILE = 32;

function tilesOf(count: number): [number, number][] {
  const tiles: [number, number][] = [];
  for (let start = 0; start < count; start += TILE) tiles.push([start, Math.min(count, start + TILE)]);
  return tiles;
}

const Layers = memo(function Layers({ template }: { template: Template }) {
  const viewBox = `0 0 ${template.size} ${template.size}`;
  const tiles = tilesOf(template.cells.length);
  const outlines = useMemo(() => template.cells.map((cell) => cell.d).join(""), [template]);
  return (
    <>
      {tiles.map(([start, end]) => (
        <svg key={start} viewBox={viewBox} className={`${styles.layer} ${styles.fills}`} aria-hidden="true">
          {template.cells.slice(start, end).map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells never move; the index is their identity.
            <path key={i} d={cell.d} data-cell={start + i} />
          ))}
        </svg>
      ))}
      <svg viewBox={viewBox} className={`${styles.layer} ${styles.outlines}`} aria-hidden="true">
        <path d={outlines} strokeWidth={template.lineWidth} />
      </svg>
      {tiles.map(([start, end]) => (
        <svg key={start} viewBox={viewBox} className={`${styles.layer} ${styles.numbers}`} aria-hidden="true">
          {template.cells.slice(start, end).map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <text key={i} x={cell.x} y={cell.y} fontSize={cell.fontSize}>
              {cell.value}
            </text>
          ))}
        </svg>
      ))}
    </>
  );
});

export const ColouringBoard = memo(function ColouringBoard({
  template,
  fills,
  onCell,
  label,
  describeCell,
  ref,
}: BoardProps) {
  const frame = useRef<HTMLDivElement>(null);
  const stack = useRef<HTMLDivElement>(null);
  /** Each cell's fill path and number, found once per template. */
  const cells = useRef<{ paths: SVGPathElement[]; texts: SVGTextElement[] }>({ paths: [], texts: [] });
  const ring = useRef<SVGPathElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const view = useRef<ViewBox>(fullView(template.size));
  const focus = useRef(0);
  /** The cells are in the DOM: after the first render (the server's and the hydration's have none). */
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  /**
   * The fills last painted, and on which template: the page may change them (fill all) before the
   * cells are drawn; a new template comes with its own `fills`.
   */
  const painted = useRef({ template, fills });
  const handlers = useRef({ onCell, describeCell });
  handlers.current = { onCell, describeCell };

  function paint(changed: Iterable<number>, current: Fills) {
    painted.current = { template, fills: current };
    const { paths, texts } = cells.current;
    for (const cell of changed) {
      const fill = current[cell] ?? 0;
      const colour = fill > 0 ? (template.colors[fill - 1] ?? "") : "";
      const path = paths[cell];
      const text = texts[cell];
      if (path) path.style.fill = colour;
      if (text) {
        text.style.fill = colour ? textOn(colour as `#${string}`) : "";
        text.classList.toggle(styles.covered as string, fill > 0);
      }
    }
  }

  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /**
   * Shows `next` by a CSS transform of the layers (the compositor moves the drawn picture; the cells are
   * not drawn again each frame). While a gesture lasts the picture is kept as a layer; once it rests,
   * the layer goes and the cells are drawn sharp at the new scale.
   */
  function show(next: ViewBox) {
    view.current = next;
    const root = stack.current;
    if (!root) return;
    const scale = template.size / next.side;
    const [x, y] = [(next.x / template.size) * 100, (next.y / template.size) * 100];
    root.style.transform = `scale(${scale}) translate(${-x}%, ${-y}%)`;
    root.dataset.view = viewBoxAttribute(next);
    root.classList.add(styles.moving as string);
    clearTimeout(settle.current);
    settle.current = setTimeout(() => root.classList.remove(styles.moving as string), 250);
  }

  useImperativeHandle(ref, () => ({
    paint,
    zoom(factor) {
      show(factor === null ? fullView(template.size) : zoomAt(view.current, template.size, factor, 0.5, 0.5));
    },
    flash(cell) {
      const path = cells.current.paths[cell];
      if (!path) return;
      path.classList.add(styles.refused as string);
      path.addEventListener("animationend", () => path.classList.remove(styles.refused as string), {
        once: true,
      });
    },
  }));

  // The whole template is painted once its cells are drawn; later changes come through paint().
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new template repaints everything.
  useLayoutEffect(() => {
    if (!drawn) return;
    const root = stack.current;
    cells.current = {
      paths: root ? [...root.querySelectorAll<SVGPathElement>("path[data-cell]")] : [],
      texts: root ? [...root.querySelectorAll<SVGTextElement>("text")] : [],
    };
    // A phone starts close enough for a finger to hit a cell (its median cell ≥ FINGER_PX), about the centre.
    const width = frame.current?.getBoundingClientRect().width ?? 0;
    show(
      width > 0
        ? startView(
            template.cells.map((cell) => cell.side),
            template.size,
            width,
          )
        : fullView(template.size),
    );
    // Every cell: the paths are kept by index across templates, so a cell may hold another's colour.
    paint(template.cells.keys(), painted.current.template === template ? painted.current.fills : fills);
  }, [template, drawn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: show() writes refs and the SVG only.
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let pressed: number | null = null;
    let travelled = 0;
    let pinched = false;

    const fraction = (x: number, y: number) => {
      const box = root.getBoundingClientRect();
      return { fx: (x - box.left) / box.width, fy: (y - box.top) / box.height, width: box.width };
    };

    function down(event: PointerEvent) {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      root?.setPointerCapture?.(event.pointerId);
      if (pointers.size === 1) {
        const target = (event.target as Element).closest("[data-cell]");
        pressed = target ? Number(target.getAttribute("data-cell")) : null;
        travelled = 0;
        pinched = false;
      } else pinched = true;
    }

    function move(event: PointerEvent) {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      const point = { x: event.clientX, y: event.clientY };
      if (pointers.size === 1) {
        travelled += Math.hypot(point.x - last.x, point.y - last.y);
        if (travelled > TAP_SLOP) {
          const { width } = fraction(point.x, point.y);
          show(panBy(view.current, template.size, point.x - last.x, point.y - last.y, width));
        }
      } else if (pointers.size === 2) {
        const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)?.[1];
        if (other) {
          const before = Math.hypot(last.x - other.x, last.y - other.y);
          const after = Math.hypot(point.x - other.x, point.y - other.y);
          const { fx, fy } = fraction((point.x + other.x) / 2, (point.y + other.y) / 2);
          if (before > 0) show(zoomAt(view.current, template.size, after / before, fx, fy));
        }
      }
      pointers.set(event.pointerId, point);
    }

    function up(event: PointerEvent) {
      if (!pointers.delete(event.pointerId)) return;
      if (pointers.size === 0 && !pinched && travelled <= TAP_SLOP && pressed !== null) {
        handlers.current.onCell(pressed);
      }
    }

    function wheel(event: WheelEvent) {
      event.preventDefault();
      const { fx, fy } = fraction(event.clientX, event.clientY);
      show(zoomAt(view.current, template.size, Math.exp(-event.deltaY * 0.0015), fx, fy));
    }

    root.addEventListener("pointerdown", down);
    root.addEventListener("pointermove", move);
    root.addEventListener("pointerup", up);
    root.addEventListener("pointercancel", up);
    root.addEventListener("wheel", wheel, { passive: false });
    return () => {
      root.removeEventListener("pointerdown", down);
      root.removeEventListener("pointermove", move);
      root.removeEventListener("pointerup", up);
      root.removeEventListener("pointercancel", up);
      root.removeEventListener("wheel", wheel);
    };
  }, [template]);

  function moveFocus(cell: number) {
    focus.current = cell;
    const target = template.cells[cell];
    if (!target) return;
    ring.current?.setAttribute("d", target.d);
    const { x, y, side } = view.current;
    const outside = target.x < x || target.x > x + side || target.y < y || target.y > y + side;
    if (outside)
      show(panBy(view.current, template.size, x + side / 2 - target.x, y + side / 2 - target.y, side));
    if (status.current) status.current.textContent = handlers.current.describeCell(cell, target.value);
  }

  function keyDown(event: React.KeyboardEvent) {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      moveFocus(nextCell(template.cells, focus.current, direction));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      handlers.current.onCell(focus.current);
    } else if (event.key === "+" || event.key === "=") {
      show(zoomAt(view.current, template.size, 1.25, 0.5, 0.5));
    } else if (event.key === "-") {
      show(zoomAt(view.current, template.size, 0.8, 0.5, 0.5));
    }
  }

  return (
    <div className={styles.board} ref={frame}>
      <div
        ref={stack}
        className={styles.stack}
        role="application"
        aria-label={label}
        aria-describedby="colouring-focus"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is operated with the keyboard.
        tabIndex={0}
        onKeyDown={keyDown}
        onFocus={() => moveFocus(focus.current)}
        data-testid="colouring-board"
      >
        {drawn ? <Layers template={template} /> : null}
        <svg
          viewBox={`0 0 ${template.size} ${template.size}`}
          className={`${styles.layer} ${styles.focusLayer}`}
          aria-hidden="true"
        >
          <path ref={ring} className={styles.ring} strokeWidth={template.lineWidth * 3} />
        </svg>
      </div>
      <p id="colouring-focus" ref={status} className="visually-hidden" aria-live="polite" />
    </div>
  );
});
