import {
  boundsOf,
  type CellGeometry,
  dir,
  polygonCell,
  type ShapeGeometry,
  shellToMatrix,
} from "./geometry.ts";

/**
 * A regular N-gon cut into N triangular sectors, each divided into k rows of small triangles (row r holds
 * 2r + 1 of them, pointing alternately out and in): a hexagon gives a perfect triangular lattice.
 * Corners of the polygon lie at angles θ0 + sΔ.
 */
export function triangularGeometry(sectors: number, k: number, theta0: number): ShapeGeometry {
  const cells: CellGeometry[] = [];
  const outline: number[][] = [];
  const step = (2 * Math.PI) / sectors;
  for (let s = 0; s < sectors; s++) {
    const [ax, ay] = dir(theta0 + s * step);
    const [bx, by] = dir(theta0 + (s + 1) * step);
    const px = (r: number, a: number) => ((r - a) * ax + a * bx) / k;
    const py = (r: number, a: number) => ((r - a) * ay + a * by) / k;
    outline.push([px(0, 0), py(0, 0), px(k, 0), py(k, 0), px(k, k), py(k, k)]);
    for (let r = 0; r < k; r++) {
      for (let t = 0; t <= 2 * r; t++) {
        const a = t >> 1;
        const points =
          t % 2 === 0
            ? [px(r, a), py(r, a), px(r + 1, a), py(r + 1, a), px(r + 1, a + 1), py(r + 1, a + 1)]
            : [px(r, a), py(r, a), px(r + 1, a + 1), py(r + 1, a + 1), px(r, a + 1), py(r, a + 1)];
        const [row, col] = shellToMatrix(r, t);
        cells.push(polygonCell(points, s, row, col));
      }
    }
  }
  return { sectors, sectorLength: k, cells, outline, bounds: boundsOf(cells) };
}
