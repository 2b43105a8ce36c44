import { describe, expect, it } from "vitest";
import { SHAPES, shapeGeometry } from "./catalogue.ts";
import { type CellGeometry, polygonArea } from "./geometry.ts";

const key = (x: number, y: number) => `${x.toFixed(7)},${y.toFixed(7)}`;

/** Directed edges of all cells, as "from|to" keys, with their counts. */
function edges(cells: readonly CellGeometry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of cells) {
    const p = c.points;
    for (let i = 0; i < p.length; i += 2) {
      const j = (i + 2) % p.length;
      const e = `${key(p[i] as number, p[i + 1] as number)}|${key(p[j] as number, p[j + 1] as number)}`;
      out.set(e, (out.get(e) ?? 0) + 1);
    }
  }
  return out;
}

describe("SHAPES", () => {
  it("has 8 shapes: 4 basic (with demoshape) and 4 advanced", () => {
    expect(SHAPES).toHaveLength(8);
    expect(SHAPES.filter((s) => s.tier === "basic").map((s) => s.id)).toContain("demoshape");
    expect(SHAPES.filter((s) => s.tier === "basic")).toHaveLength(4);
    for (const id of ["demoshape", "octagon", "eight_diamond", "six_diamond", "stern"]) {
      expect(SHAPES.map((s) => s.id)).toContain(id);
    }
    expect(SHAPES.filter((s) => s.sectorLengthApplies).map((s) => s.id)).toEqual([
      "eight_diamond",
      "six_diamond",
      "stern",
    ]);
  });

  it("defaults the demo shape to methods 6 and 6", () => {
    const demo = SHAPES.find((s) => s.id === "demoshape");
    expect([demo?.defaultMethod, demo?.defaultAdditionalMethod]).toEqual(["6", "6"]);
  });
});

describe("shapeGeometry", () => {
  for (const shape of SHAPES) {
    for (const k of [4, 7, 16]) {
      it(`${shape.id}, k = ${k}: k² cells per sector, tiled with no gap or overlap`, () => {
        const g = shapeGeometry(shape.id, k);
        expect(g.cells).toHaveLength(shape.sectors * k * k);
        // Every matrix cell appears once per sector.
        const seen = new Set(g.cells.map((c) => `${c.sector}:${c.row}:${c.col}`));
        expect(seen.size).toBe(g.cells.length);
        let area = 0;
        for (const c of g.cells) {
          const a = polygonArea(c.points);
          expect(a).toBeGreaterThan(0); // every cell counter-clockwise and not degenerate
          area += a;
          expect(c.r).toBeGreaterThan(0);
          expect(Math.hypot(c.cx, c.cy)).toBeLessThanOrEqual(
            1.0000001 * Math.max(g.bounds.maxX, g.bounds.maxY, -g.bounds.minX, -g.bounds.minY) * Math.SQRT2,
          );
        }
        // Inner edges are shared by exactly two cells running opposite ways; the rest is the outline.
        const directed = edges(g.cells);
        let boundaryArea = 0;
        for (const [edge, count] of directed) {
          expect(count).toBe(1);
          const [from, to] = edge.split("|") as [string, string];
          if (!directed.has(`${to}|${from}`)) {
            const [x1, y1] = from.split(",").map(Number) as [number, number];
            const [x2, y2] = to.split(",").map(Number) as [number, number];
            boundaryArea += (x1 * y2 - x2 * y1) / 2;
          }
        }
        expect(area).toBeCloseTo(boundaryArea, 5);
        // The outline is star-shaped around the centre: the centre is inside the first ring of cells.
        const centre = g.cells.filter((c) => c.row === 0 && c.col === 0);
        expect(centre).toHaveLength(shape.sectors);
      });
    }
  }
});
