/**
 * The colouring template on screen: one SVG whose cells are vector paths with their numbers. It is
 * drawn once per template; colours, zoom and the keyboard's focus change the DOM directly (no React
 * render per cell), and one set of pointer listeners on the SVG serves every cell: a tap colours, a
 * drag pans, two fingers pinch, the wheel zooms, arrows walk between cells and Enter colours.
 */
import { type Fills, textOn } from "@mandala/engine";
import { memo, type Ref, useEffect, useImperativeHandle, useRef } from "react";
import { type Direction, nextCell, type Template } from "../template.ts";
import { fullView, panBy, type ViewBox, viewBoxAttribute, zoomAt } from "../view-box.ts";
import styles from "./colouring.module.css";

/** What the page does to the board besides its props. */
export interface BoardHandle {
  /** Repaints `cells` with their fills. */
  paint(cells: Iterable<number>, fills: Fills): void;
  /** Zooms by `factor` about the centre (1 / factor to zoom out); `null` shows the whole template. */
  zoom(factor: number | null): void;
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

const Cells = memo(function Cells({ template }: { template: Template }) {
  return (
    <>
      <g className={styles.cells} strokeWidth={template.lineWidth}>
        {template.cells.map((cell, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cells never move; the index is their identity.
          <path key={i} d={cell.d} data-cell={i} />
        ))}
      </g>
      <g className={styles.numbers}>
        {template.cells.map((cell, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <text key={i} x={cell.x} y={cell.y} fontSize={cell.fontSize}>
            {cell.value}
          </text>
        ))}
      </g>
    </>
  );
});

export function ColouringBoard({ template, fills, onCell, label, describeCell, ref }: BoardProps) {
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const ring = useRef<SVGPathElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const view = useRef<ViewBox>(fullView(template.size));
  const focus = useRef(0);
  const handlers = useRef({ onCell, describeCell });
  handlers.current = { onCell, describeCell };

  function elements() {
    const root = svg.current;
    return {
      paths: root ? root.querySelectorAll<SVGPathElement>("path[data-cell]") : null,
      texts: root ? root.querySelectorAll<SVGTextElement>("text") : null,
    };
  }

  function paint(cells: Iterable<number>, current: Fills) {
    const { paths, texts } = elements();
    if (!paths || !texts) return;
    for (const cell of cells) {
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
   * Shows `next` by a CSS transform of the SVG (the compositor moves the drawn picture; the cells are
   * not drawn again each frame). While a gesture lasts the picture is kept as a layer; once it rests,
   * the layer goes and the cells are drawn sharp at the new scale.
   */
  function show(next: ViewBox) {
    view.current = next;
    const root = svg.current;
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
  }));

  // The whole template is painted once when it appears; later changes come through paint().
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new template repaints everything.
  useEffect(() => {
    show(fullView(template.size));
    paint(template.cells.keys(), fills);
  }, [template]);

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
      <svg
        ref={svg}
        className={styles.svg}
        viewBox={`0 0 ${template.size} ${template.size}`}
        role="application"
        aria-label={label}
        aria-describedby="colouring-focus"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is operated with the keyboard.
        tabIndex={0}
        onKeyDown={keyDown}
        onFocus={() => moveFocus(focus.current)}
        data-testid="colouring-board"
      >
        <Cells template={template} />
        <path ref={ring} className={styles.ring} strokeWidth={template.lineWidth * 3} />
      </svg>
      <p id="colouring-focus" ref={status} className="visually-hidden" aria-live="polite" />
    </div>
  );
}
