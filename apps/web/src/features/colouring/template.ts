/**
 * The colouring template of a mandala as the page draws it: each cell's outline as an SVG path, where
 * its number goes and how large, in the engine's own digits view (so the page shows exactly the
 * printed template). Plus the keyboard's walk between cells.
 */
import { buildScene, type LabelsItem, type Mandala, type PolygonsItem, pictureScale } from "@mandala/engine";

/** The size of the template's own coordinates (the SVG's viewBox at zoom 1). */
export const TEMPLATE_SIZE = 1000;

export interface TemplateCell {
  /** The outline as an SVG path. */
  d: string;
  /** The number's anchor and size. */
  x: number;
  y: number;
  fontSize: number;
  /** The diameter of the circle inscribed in the cell. */
  side: number;
  value: number;
}

export interface Template {
  size: number;
  cells: TemplateCell[];
  lineWidth: number;
  /** The colours of numbers 1..n. */
  colors: readonly string[];
}

function pathOf(points: readonly number[]): string {
  let d = "";
  for (let i = 0; i < points.length; i += 2) {
    d += `${i === 0 ? "M" : "L"}${(points[i] as number).toFixed(1)} ${(points[i + 1] as number).toFixed(1)}`;
  }
  return `${d}Z`;
}

/** The template of `mandala`: its digits view without legend, cell by cell in the engine's order. */
export function templateOf(mandala: Mandala): Template {
  const scene = buildScene(mandala, { view: "digits", legend: false, size: TEMPLATE_SIZE });
  const outlines = scene.items.find((item): item is PolygonsItem => item.kind === "polygons");
  const labels = scene.items.find((item): item is LabelsItem => item.kind === "labels");
  const scale = pictureScale(mandala) * TEMPLATE_SIZE;
  const cells = mandala.cells.map((cell, i): TemplateCell => {
    const label = labels?.labels[i];
    return {
      d: pathOf(outlines?.polygons[i] ?? []),
      x: label?.x ?? 0,
      y: label?.y ?? 0,
      fontSize: label?.fontSize ?? 10,
      side: 2 * cell.r * scale,
      value: cell.value,
    };
  });
  return { size: TEMPLATE_SIZE, cells, lineWidth: outlines?.lineWidth ?? 1, colors: mandala.colors };
}

export type Direction = "up" | "down" | "left" | "right";

const VECTORS: Record<Direction, [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/**
 * The cell an arrow key moves to from `from`: the nearest cell ahead in that direction, preferring
 * cells in line with it; `from` itself when none lies ahead.
 */
export function nextCell(cells: readonly TemplateCell[], from: number, direction: Direction): number {
  const start = cells[from];
  if (!start) return 0;
  const [vx, vy] = VECTORS[direction];
  let best = from;
  let bestScore = Number.POSITIVE_INFINITY;
  cells.forEach((cell, i) => {
    const dx = cell.x - start.x;
    const dy = cell.y - start.y;
    const ahead = dx * vx + dy * vy;
    if (ahead <= 0.5) return;
    const aside = Math.abs(dx * vy - dy * vx);
    const score = ahead + aside * 3;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
