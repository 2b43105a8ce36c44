/** A point list as flat coordinates: x0, y0, x1, y1, … */
export type FlatPoints = readonly number[];

/** The geometry of one cell: a polygon in unit coordinates (y down, centre at 0, 0). */
export interface CellGeometry {
  /** Polygon vertices, flat, counter-clockwise on screen (positive shoelace area in y-down axes). */
  points: FlatPoints;
  /** Sector number, 0..N−1, clockwise from the top. */
  sector: number;
  /** Sector-matrix row and column this cell shows. */
  row: number;
  col: number;
  /** Where a label or a dot goes. */
  cx: number;
  cy: number;
  /** Radius of the largest label or dot that fits the cell. */
  r: number;
}

/** An axis-aligned box. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The cells of a shape for one sector length, with their bounds. */
export interface ShapeGeometry {
  sectors: number;
  sectorLength: number;
  cells: readonly CellGeometry[];
  /** One polygon per sector: the sector's outline (their union is the whole shape). */
  outline: readonly FlatPoints[];
  bounds: Bounds;
}

/** A direction vector at angle `a` (radians). */
export function dir(a: number): [number, number] {
  return [Math.cos(a), Math.sin(a)];
}

/** Signed shoelace area of a flat polygon. */
export function polygonArea(p: FlatPoints): number {
  let sum = 0;
  const len = p.length;
  for (let i = 0; i < len; i += 2) {
    const j = (i + 2) % len;
    sum += (p[i] as number) * (p[j + 1] as number) - (p[j] as number) * (p[i + 1] as number);
  }
  return sum / 2;
}

/** Perimeter of a flat polygon. */
export function polygonPerimeter(p: FlatPoints): number {
  let sum = 0;
  const len = p.length;
  for (let i = 0; i < len; i += 2) {
    const j = (i + 2) % len;
    sum += Math.hypot((p[j] as number) - (p[i] as number), (p[j + 1] as number) - (p[i + 1] as number));
  }
  return sum;
}

/** A cell from its polygon, labelled at its vertex mean, label radius from the inscribed-circle estimate. */
export function polygonCell(points: number[], sector: number, row: number, col: number): CellGeometry {
  let cx = 0;
  let cy = 0;
  const count = points.length / 2;
  for (let i = 0; i < points.length; i += 2) {
    cx += points[i] as number;
    cy += points[i + 1] as number;
  }
  const r = (2 * Math.abs(polygonArea(points))) / polygonPerimeter(points);
  return { points, sector, row, col, cx: cx / count, cy: cy / count, r };
}

/** The bounds of a list of cells. */
export function boundsOf(cells: readonly CellGeometry[]): Bounds {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const c of cells) {
    for (let i = 0; i < c.points.length; i += 2) {
      const x = c.points[i] as number;
      const y = c.points[i + 1] as number;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The shell order of a triangular sector: row r (distance from the centre) holds 2r + 1 cells; cell t of
 * row r shows sector-matrix cell (r, t) for t ≤ r and (2r − t, r) beyond, so the matrix's first column
 * runs along one edge of the sector and its first row along the other.
 */
export function shellToMatrix(r: number, t: number): [number, number] {
  return t <= r ? [r, t] : [2 * r - t, r];
}
