import { boundsOf, type CellGeometry, dir, polygonCell, type ShapeGeometry } from "./geometry.ts";

/** A point of one sector's k×k grid: `i` steps along its first edge, `j` along the second (0..k). */
type GridPoint = (i: number, j: number) => [number, number];

/**
 * N quadrilateral sectors around the centre, sector s between the unit directions θ0 + sΔ (`a`) and
 * θ0 + (s+1)Δ (`b`), with `mid` halfway; `gridOf` maps each sector's k×k grid. Cell (i, j) is the small
 * quadrilateral between grid points (i, j) and (i+1, j+1); adjacent sectors share a whole edge.
 */
function quadGridGeometry(
  sectors: number,
  k: number,
  theta0: number,
  gridOf: (a: [number, number], b: [number, number], mid: [number, number]) => GridPoint,
): ShapeGeometry {
  const cells: CellGeometry[] = [];
  const outline: number[][] = [];
  const step = (2 * Math.PI) / sectors;
  for (let s = 0; s < sectors; s++) {
    const point = gridOf(
      dir(theta0 + s * step),
      dir(theta0 + (s + 1) * step),
      dir(theta0 + (s + 0.5) * step),
    );
    const quad = (i: number, j: number, n: number) => [
      ...point(i, j),
      ...point(i + n, j),
      ...point(i + n, j + n),
      ...point(i, j + n),
    ];
    outline.push(quad(0, 0, k));
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) cells.push(polygonCell(quad(i, j, 1), s, i, j));
    }
  }
  return { sectors, sectorLength: k, cells, outline, bounds: boundsOf(cells) };
}

/**
 * N rhombic sectors around the centre (N = 4 gives a square, 6 and 8 six- and eight-pointed stars).
 * Sector s is spanned by unit edges at angles θ0 + sΔ and θ0 + (s+1)Δ; cell (i, j) is the small rhombus
 * at i steps along the first edge and j along the second.
 */
export function rhombicGeometry(sectors: number, k: number, theta0: number): ShapeGeometry {
  return quadGridGeometry(sectors, k, theta0, ([ax, ay], [bx, by]) => (i, j) => [
    (i * ax + j * bx) / k,
    (i * ay + j * by) / k,
  ]);
}

/**
 * N kite sectors (a star): sector s is the quadrilateral centre, inner point at radius `inner` on edge s,
 * tip at radius 1 on the sector's axis, inner point on edge s+1; cells are the bilinear grid of that
 * quadrilateral, whose grid lines are straight, so cells are convex quadrilaterals sharing edges.
 */
export function kiteGeometry(sectors: number, k: number, theta0: number, inner: number): ShapeGeometry {
  return quadGridGeometry(sectors, k, theta0, ([ax, ay], [bx, by], [tx, ty]) => (i, j) => {
    const u = i / k;
    const v = j / k;
    return [
      u * (1 - v) * inner * ax + (1 - u) * v * inner * bx + u * v * tx,
      u * (1 - v) * inner * ay + (1 - u) * v * inner * by + u * v * ty,
    ];
  });
}
