import { boundsOf, type CellGeometry, dir, polygonCell, type ShapeGeometry } from "./geometry.ts";

/**
 * N rhombic sectors around the centre (N = 4 gives a square, 6 and 8 six- and eight-pointed stars).
 * Sector s is spanned by unit edges at angles θ0 + sΔ and θ0 + (s+1)Δ; cell (i, j) is the small rhombus
 * at i steps along the first edge and j along the second. Adjacent sectors share a whole edge.
 */
export function rhombicGeometry(sectors: number, k: number, theta0: number): ShapeGeometry {
  const cells: CellGeometry[] = [];
  const outline: number[][] = [];
  const step = (2 * Math.PI) / sectors;
  for (let s = 0; s < sectors; s++) {
    const [ax, ay] = dir(theta0 + s * step);
    const [bx, by] = dir(theta0 + (s + 1) * step);
    const px = (i: number, j: number) => (i * ax + j * bx) / k;
    const py = (i: number, j: number) => (i * ay + j * by) / k;
    outline.push([px(0, 0), py(0, 0), px(k, 0), py(k, 0), px(k, k), py(k, k), px(0, k), py(0, k)]);
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        const points = [
          px(i, j),
          py(i, j),
          px(i + 1, j),
          py(i + 1, j),
          px(i + 1, j + 1),
          py(i + 1, j + 1),
          px(i, j + 1),
          py(i, j + 1),
        ];
        cells.push(polygonCell(points, s, i, j));
      }
    }
  }
  return { sectors, sectorLength: k, cells, outline, bounds: boundsOf(cells) };
}

/**
 * N kite sectors (a star): sector s is the quadrilateral centre, inner point at radius `inner` on edge s,
 * tip at radius 1 on the sector's axis, inner point on edge s+1; cells are the bilinear grid of that
 * quadrilateral, whose grid lines are straight, so cells are convex quadrilaterals sharing edges.
 */
export function kiteGeometry(sectors: number, k: number, theta0: number, inner: number): ShapeGeometry {
  const cells: CellGeometry[] = [];
  const outline: number[][] = [];
  const step = (2 * Math.PI) / sectors;
  for (let s = 0; s < sectors; s++) {
    const [ax, ay] = dir(theta0 + s * step);
    const [bx, by] = dir(theta0 + (s + 1) * step);
    const [tx, ty] = dir(theta0 + (s + 0.5) * step);
    const px = (i: number, j: number) => {
      const u = i / k;
      const v = j / k;
      return u * (1 - v) * inner * ax + (1 - u) * v * inner * bx + u * v * tx;
    };
    const py = (i: number, j: number) => {
      const u = i / k;
      const v = j / k;
      return u * (1 - v) * inner * ay + (1 - u) * v * inner * by + u * v * ty;
    };
    outline.push([px(0, 0), py(0, 0), px(k, 0), py(k, 0), px(k, k), py(k, k), px(0, k), py(0, k)]);
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        const points = [
          px(i, j),
          py(i, j),
          px(i + 1, j),
          py(i + 1, j),
          px(i + 1, j + 1),
          py(i + 1, j + 1),
          px(i, j + 1),
          py(i, j + 1),
        ];
        cells.push(polygonCell(points, s, i, j));
      }
    }
  }
  return { sectors, sectorLength: k, cells, outline, bounds: boundsOf(cells) };
}
