import { describe, expect, it } from "vitest";
import { maxPatternLength } from "./code.ts";
import { computeMandala } from "./mandala.ts";
import { METHODS } from "./methods/catalogue.ts";
import { LAYOUTS } from "./methods/layouts.ts";
import { SHAPES, type ShapeId } from "./shapes/catalogue.ts";

/**
 * Colour variety (docs/method.md §5, "Short codes"): the colours used by every shape × first method ×
 * pattern length 1–10 for Russian and English phrases, short and long (palette 9, sector length 8).
 *
 * Thresholds, from the data of these five phrases (480 pictures per length with each shape's default
 * additional method; 2 880 per length with all six):
 * - L = 1 and 2 used to paint one- or two-colour stars (L = 1: 253 of 480 pictures with ≤ 2 colours, 373 with
 *   < 4, 252 with one colour over half the cells, average 3.3 colours; L = 2: 131, 202, 76, 5.0). Unfolded,
 *   no picture has a single colour, none gives one colour more than 2/3 of the cells (worst seen: 0.61),
 *   ≥ 97 % use 4 colours or more (seen: ≥ 98.6 %) and ≥ 95 % give no colour more than half the cells (seen:
 *   ≥ 97.5 %). What stays below 4 colours is the Kaleidoscope layout over Waves or Addition table (its pairs
 *   of cells add up to the same sums at every length), and what passes half the cells is Mean (its gradients
 *   settle on one number at every length).
 * - Every length 1–10 averages at least 6 colours a picture (the unchanged lengths 3–10: 6.5–8.1; L = 1 and
 *   2: 3.3 and 5.0 before, 7.9 now).
 */
const PHRASES = [
  "Я счастлива и любима",
  "Любовь",
  "Мой дом полная чаша и в нём всегда радость",
  "Love & peace",
  "I am healthy and happy",
];

interface Count {
  label: string;
  colours: number;
  /** The largest fraction of the cells one colour covers. */
  share: number;
}

function count(phrase: string, shape: ShapeId, method: string, layout: string, L: number): Count {
  const m = computeMandala({
    phrase,
    shape,
    firstMethod: method,
    additionalMethod: layout,
    patternLength: L,
    palette: 9,
    sectorLength: 8,
  });
  const cells = new Map<number, number>();
  for (const c of m.cells) cells.set(c.value, (cells.get(c.value) ?? 0) + 1);
  return {
    label: `«${phrase}» ${shape} ${method}/${layout} L=${L}`,
    colours: cells.size,
    share: Math.max(...cells.values()) / m.cells.length,
  };
}

/** Every picture of length L, each shape with the given layout (its default when undefined). */
function pictures(L: number, layout?: string): Count[] {
  const out: Count[] = [];
  for (const phrase of PHRASES) {
    if (L > maxPatternLength(phrase)) continue;
    for (const shape of SHAPES)
      for (const method of METHODS)
        out.push(count(phrase, shape.id, method.id, layout ?? shape.defaultAdditionalMethod, L));
  }
  return out;
}

const fraction = (all: Count[], ok: (c: Count) => boolean) => all.filter(ok).length / all.length;

/** A rhombic and a ring shape: the layouts read the sector the same way on all. */
const LAYOUT_SHAPES: readonly ShapeId[] = ["eight_diamond", "rose"];

/** At L = 1 or 2: the shapes' defaults, and every additional method on one shape of each geometry. */
function shortPictures(L: number): Count[] {
  const out = pictures(L);
  for (const phrase of PHRASES)
    for (const shape of LAYOUT_SHAPES)
      for (const method of METHODS)
        for (const layout of LAYOUTS) out.push(count(phrase, shape, method.id, layout.def.id, L));
  return out;
}

// A sweep is a few hundred mandalas, well under a second on an idle machine; being finite and
// deterministic, it has no wall-clock limit, so a loaded machine only makes it slower.
describe("colour variety over shapes × methods × pattern lengths", {
  timeout: Number.POSITIVE_INFINITY,
}, () => {
  for (let L = 1; L <= 10; L++) {
    it(`averages at least 6 colours a picture at L = ${L}`, () => {
      const all = pictures(L);
      const average = all.reduce((sum, c) => sum + c.colours, 0) / all.length;
      expect(average).toBeGreaterThanOrEqual(6);
    });
  }

  for (const L of [1, 2]) {
    it(`gives varied, balanced pictures at L = ${L}, with every additional method`, () => {
      const all = shortPictures(L);
      expect(all.filter((c) => c.colours < 2).map((c) => c.label)).toEqual([]);
      expect(all.filter((c) => c.share > 2 / 3).map((c) => `${c.label}: ${c.share.toFixed(2)}`)).toEqual([]);
      expect(fraction(all, (c) => c.colours >= 4)).toBeGreaterThanOrEqual(0.97);
      expect(fraction(all, (c) => c.share <= 0.5)).toBeGreaterThanOrEqual(0.95);
    });
  }
});
