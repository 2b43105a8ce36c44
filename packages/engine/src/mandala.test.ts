import { describe, expect, it } from "vitest";
import { DEMO_DEFAULTS } from "./demo.ts";
import { type Cell, computeMandala, type Mandala, sectorLengthFor } from "./mandala.ts";
import { METHODS } from "./methods/catalogue.ts";
import { LAYOUTS } from "./methods/layouts.ts";
import { PALETTE_SIZES } from "./reduce.ts";
import { SHAPES } from "./shapes/catalogue.ts";
import type { MandalaParams } from "./validate.ts";

const BASE: MandalaParams = { ...DEMO_DEFAULTS };

const at = (x: number, y: number) => `${Math.round(x * 1e6)},${Math.round(y * 1e6)}`;

/** Cell values by rounded label point. */
function byPoint(cells: readonly Cell[]): Map<string, number> {
  return new Map(cells.map((c) => [at(c.cx, c.cy), c.value]));
}

/** True when the map of cells is unchanged by the point transform t. */
function invariant(m: Mandala, t: (x: number, y: number) => [number, number]): boolean {
  const values = byPoint(m.cells);
  return m.cells.every((c) => values.get(at(...t(c.cx, c.cy))) === c.value);
}

const rotate =
  (angle: number) =>
  (x: number, y: number): [number, number] => [
    x * Math.cos(angle) - y * Math.sin(angle),
    x * Math.sin(angle) + y * Math.cos(angle),
  ];
const reflect =
  (angle: number) =>
  (x: number, y: number): [number, number] => [
    x * Math.cos(2 * angle) + y * Math.sin(2 * angle),
    x * Math.sin(2 * angle) - y * Math.cos(2 * angle),
  ];

/** The axis angle of sector 0 (its cells are symmetric about it). */
function sectorAxis(m: Mandala): number {
  let x = 0;
  let y = 0;
  for (const c of m.cells) if (c.sector === 0) [x, y] = [x + c.cx, y + c.cy];
  return Math.atan2(y, x);
}

describe("computeMandala", () => {
  it("computes the demo", () => {
    const m = computeMandala(BASE);
    expect(m.code).toEqual([8, 9, 9, 2, 5, 7, 6]);
    expect(m.key).toBe(8);
    expect(m.sectorLength).toBe(14);
    expect(m.cells).toHaveLength(4 * 14 * 14);
    expect(m.symmetry).toEqual({ rotation: 4, mirror: true });
  });

  it("draws a short code from its unfolded edge, keeping the code and its key", () => {
    const m = computeMandala({ ...BASE, shape: "eight_diamond", firstMethod: "8", patternLength: 1 });
    expect(m.code).toEqual([1]);
    expect(m.key).toBe(1);
    expect(m.edge).toEqual([1, 2, 8, 4, 7, 8]);
    expect(m.sector[0]).toEqual([1, 2, 8, 4, 7, 8, 1, 2]);
    expect(new Set(m.cells.map((c) => c.value)).size).toBeGreaterThanOrEqual(4);
    expect(computeMandala({ ...BASE, patternLength: 7 }).edge).toEqual([8, 9, 9, 2, 5, 7, 6]);
  });

  it("is deterministic", () => {
    const a = computeMandala({ ...BASE, shape: "rose", firstMethod: "9", additionalMethod: "4" });
    const b = computeMandala({ ...BASE, shape: "rose", firstMethod: "9", additionalMethod: "4" });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  // One sweep per shape and pattern length (L = 1, 2 draw from an unfolded edge), each 216 mandalas. A
  // finite, deterministic computation has no wall-clock limit: on a loaded machine it is only slower
  // (its speed is bench/'s business, not a test's).
  for (const shape of SHAPES) {
    for (const patternLength of [1, 2, 7]) {
      it(`keeps every value in 1..n on ${shape.id}, L = ${patternLength}, for every method and palette`, {
        timeout: Number.POSITIVE_INFINITY,
      }, () => {
        for (const method of METHODS) {
          for (const layout of LAYOUTS) {
            for (const palette of PALETTE_SIZES) {
              const m = computeMandala({
                ...BASE,
                shape: shape.id,
                firstMethod: method.id,
                additionalMethod: layout.def.id,
                patternLength,
                palette,
              });
              for (const c of m.cells) {
                if (!(Number.isInteger(c.value) && c.value >= 1 && c.value <= palette)) {
                  throw new Error(`${shape.id}/${method.id}/${layout.def.id}/${palette}: ${c.value}`);
                }
              }
            }
          }
        }
      });
    }
  }

  it("uses the user's sector length only for methods 8… on the shapes that allow it", () => {
    expect(sectorLengthFor({ ...BASE, shape: "eight_diamond", firstMethod: "8", sectorLength: 5 })).toBe(5);
    expect(sectorLengthFor({ ...BASE, shape: "eight_diamond", firstMethod: "8" })).toBe(8);
    expect(sectorLengthFor({ ...BASE, shape: "eight_diamond", firstMethod: "1", sectorLength: 5 })).toBe(14);
    expect(sectorLengthFor({ ...BASE, shape: "octagon", firstMethod: "81", sectorLength: 5 })).toBe(14);
    expect(
      computeMandala({ ...BASE, shape: "stern", firstMethod: "82", sectorLength: 16 }).cells,
    ).toHaveLength(10 * 256);
  });

  it("shows the code along the first edge of every sector with the mirror layout", () => {
    const m = computeMandala({ ...BASE, shape: "eight_diamond", firstMethod: "1", additionalMethod: "1" });
    const edge = m.cells.filter((c) => c.sector === 3 && c.col === 0).sort((a, b) => a.row - b.row);
    expect(edge.map((c) => c.value)).toEqual(edge.map((_, i) => m.code[i % m.code.length]));
  });

  it("inverts odd sectors with the alternation layout", () => {
    const plain = computeMandala({ ...BASE, additionalMethod: "1" });
    const alt = computeMandala({ ...BASE, additionalMethod: "2" });
    alt.cells.forEach((c, i) => {
      const v = plain.cells[i]?.value as number;
      expect(c.value).toBe(c.sector % 2 === 1 ? 10 - v : v);
    });
  });

  for (const shape of SHAPES) {
    it(`${shape.id}: has the symmetry every additional method promises`, () => {
      for (const layout of LAYOUTS) {
        for (const method of ["1", "5", "81", "10"]) {
          const m = computeMandala({
            ...BASE,
            shape: shape.id,
            firstMethod: method,
            additionalMethod: layout.def.id,
            sectorLength: 7,
          });
          const { rotation, mirror } = m.symmetry;
          const label = `${shape.id}/${method}/${layout.def.id}`;
          expect(rotation * (layout.def.id === "2" || layout.def.id === "4" ? 2 : 1), label).toBe(m.sectors);
          expect(invariant(m, rotate((2 * Math.PI) / rotation)), `${label} rotation`).toBe(true);
          if (mirror) expect(invariant(m, reflect(sectorAxis(m))), `${label} mirror`).toBe(true);
        }
      }
    });
  }

  it("a turning layout is really chiral for a non-trivial code", () => {
    const m = computeMandala({ ...BASE, shape: "eight_diamond", firstMethod: "1", additionalMethod: "3" });
    expect(m.symmetry.mirror).toBe(false);
    expect(invariant(m, reflect(sectorAxis(m)))).toBe(false);
  });
});
