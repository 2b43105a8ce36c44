import { boundsOf, type CellGeometry, dir, type ShapeGeometry, shellToMatrix } from "./geometry.ts";

/** Arcs are drawn as polylines with at most this angle (radians) between points. */
const ARC_STEP = Math.PI / 60;

/**
 * A disc of k rings cut into N sectors; ring r of a sector holds 2r + 1 ring segments (ordered like the
 * rows of a triangular sector). Every circle between two rings is drawn through one shared set of angles
 * (both rings' divisions plus smoothing points), so neighbouring segments share their arcs exactly.
 */
export function ringGeometry(sectors: number, k: number, theta0: number): ShapeGeometry {
  const cells: CellGeometry[] = [];
  const step = (2 * Math.PI) / sectors;
  const smooth = Math.max(1, Math.ceil(step / ARC_STEP));
  // Fractions of the sector's angle through which circle c (radius c / k) is drawn.
  const circle = (c: number): number[] => {
    const set = new Set<number>();
    for (const parts of [2 * c - 1, 2 * c + 1, smooth * c]) {
      if (parts > 0) for (let t = 0; t <= parts; t++) set.add(t / parts);
    }
    return [...set].sort((a, b) => a - b);
  };
  const circles = Array.from({ length: k + 1 }, (_, c) => circle(c));
  const outline: number[][] = [];
  for (let s = 0; s < sectors; s++) {
    const point = (c: number, f: number): [number, number] => {
      const [x, y] = dir(theta0 + (s + f) * step);
      return [(x * c) / k, (y * c) / k];
    };
    outline.push([0, 0, ...(circles[k] as number[]).flatMap((f) => point(k, f))]);
    for (let r = 0; r < k; r++) {
      const parts = 2 * r + 1;
      for (let t = 0; t < parts; t++) {
        const f0 = t / parts;
        const f1 = (t + 1) / parts;
        const points: number[] = [];
        if (r === 0) points.push(0, 0);
        else {
          for (const f of (circles[r] as number[]).filter((f) => f >= f0 && f <= f1).reverse()) {
            points.push(...point(r, f));
          }
        }
        for (const f of (circles[r + 1] as number[]).filter((f) => f >= f0 && f <= f1)) {
          points.push(...point(r + 1, f));
        }
        const [row, col] = shellToMatrix(r, t);
        const [cx, cy] = point(r === 0 ? 0.6 : r + 0.5, (f0 + f1) / 2);
        const width = ((r === 0 ? 0.6 : r + 0.5) / k) * (f1 - f0) * step;
        cells.push({
          points: toCounterClockwise(points),
          sector: s,
          row,
          col,
          cx,
          cy,
          r: Math.min(0.5 / k, width / 2),
        });
      }
    }
  }
  return { sectors, sectorLength: k, cells, outline, bounds: boundsOf(cells) };
}

/** Reorders a flat polygon so its shoelace area is positive. */
function toCounterClockwise(points: number[]): number[] {
  let sum = 0;
  for (let i = 0; i < points.length; i += 2) {
    const j = (i + 2) % points.length;
    sum +=
      (points[i] as number) * (points[j + 1] as number) - (points[j] as number) * (points[i + 1] as number);
  }
  if (sum >= 0) return points;
  const out: number[] = [];
  for (let i = points.length - 2; i >= 0; i -= 2) out.push(points[i] as number, points[i + 1] as number);
  return out;
}
