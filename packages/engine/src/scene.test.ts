import { describe, expect, it } from "vitest";
import { encodeFills } from "./colouring.ts";
import { DEMO_DEFAULTS } from "./demo.ts";
import { computeMandala } from "./mandala.ts";
import { buildScene, type LabelsItem, type Scene, type SceneOptions } from "./scene.ts";
import { SHAPES } from "./shapes/catalogue.ts";
import type { MandalaParams } from "./validate.ts";

const demo = computeMandala({ ...DEMO_DEFAULTS });

const labels = (s: Scene) => s.items.filter((i): i is LabelsItem => i.kind === "labels");

describe("buildScene", () => {
  it("keeps every cell inside the picture, for every shape and view", () => {
    for (const shape of SHAPES) {
      const m = computeMandala({ ...DEMO_DEFAULTS, shape: shape.id, firstMethod: "8", sectorLength: 16 });
      for (const view of ["colorized", "digits", "dots"] as const) {
        const scene = buildScene(m, { view, size: 300, title: "T", filter: "*" });
        for (const item of scene.items) {
          const coords =
            item.kind === "polygons" ? item.polygons.flat() : item.kind === "circles" ? item.circles : [];
          let [min, max] = [0, 300];
          for (const v of coords) [min, max] = [Math.min(min, v), Math.max(max, v)];
          expect([min, max], `${shape.id} ${view}`).toEqual([0, 300]);
        }
      }
    }
  });

  it("colours every cell once in the colorized view, with outlines", () => {
    const scene = buildScene(demo, { view: "colorized" });
    const [outline, ...rest] = scene.items;
    // The shape in the outline colour first (one polygon per sector), then the cells, slightly inset.
    expect(outline).toMatchObject({ kind: "polygons", polygons: { length: demo.sectors } });
    const filled = rest.flatMap((i) =>
      i.kind === "polygons" && i.fill && i.polygons.length > 1 ? i.polygons : [],
    );
    expect(filled).toHaveLength(demo.cells.length);
    expect(scene.width).toBe(1200);
  });

  it("writes each cell's number without fill in the digits view", () => {
    const scene = buildScene(demo, { view: "digits", legend: false });
    expect(scene.items.every((i) => i.kind !== "polygons" || i.fill === null)).toBe(true);
    expect(labels(scene)[0]?.labels.map((l) => l.text)).toEqual(demo.cells.map((c) => String(c.value)));
  });

  it("shows only the filtered numbers as dots, numbered on request", () => {
    const scene = buildScene(demo, { view: "dots", filter: [2, 9], numberedDots: true, legend: false });
    const dots = scene.items.flatMap((i) => (i.kind === "circles" ? [i] : []));
    const count = dots.reduce((sum, d) => sum + d.circles.length / 3, 0);
    expect(count).toBe(demo.cells.filter((c) => c.value === 2 || c.value === 9).length);
    expect(new Set(labels(scene).flatMap((l) => l.labels.map((x) => x.text)))).toEqual(new Set(["2", "9"]));
    const plain = buildScene(demo, { view: "dots", legend: false });
    expect(labels(plain)).toHaveLength(0);
  });

  it("draws a legend with 1–7 in the first row and 8..n in the second", () => {
    for (const palette of [9, 12, 13] as const) {
      const m = computeMandala({ ...DEMO_DEFAULTS, palette });
      const texts = labels(buildScene(m, { view: "colorized" })).flatMap((l) => l.labels);
      expect(texts.map((t) => t.text)).toEqual(Array.from({ length: palette }, (_, i) => String(i + 1)));
      const rowOf = (t: string) => texts.find((x) => x.text === t)?.y;
      expect(new Set(["1", "2", "7"].map(rowOf)).size).toBe(1);
      expect(rowOf("8")).toBeGreaterThan(rowOf("7") as number);
      expect(rowOf(String(palette))).toBe(rowOf("8"));
    }
  });

  it("adds a diagonal watermark only when asked", () => {
    const marked = labels(buildScene(demo, { view: "colorized", watermark: "превью" }));
    expect(marked.some((l) => l.rotation !== 0 && l.labels.some((x) => x.text === "превью"))).toBe(true);
    for (const watermark of [undefined, null, ""]) {
      expect(labels(buildScene(demo, { view: "colorized", watermark })).every((l) => l.rotation === 0)).toBe(
        true,
      );
    }
  });

  it("keeps the watermark inside the mandala's box, light, and under the digits", () => {
    const m = computeMandala({ ...DEMO_DEFAULTS, palette: 13 });
    const size = 1000;
    const legendTop = size * (1 - 0.035 - 0.12);
    for (const value of ["Мандала желаний · превью", "Wish Mandala · preview", "P"]) {
      for (const view of ["colorized", "digits", "dots"] as const) {
        const scene = buildScene(m, { view, size, watermark: value, numberedDots: true });
        const items = labels(scene);
        const mark = items.find((l) => l.rotation !== 0) as LabelsItem;
        expect(mark.opacity).toBeLessThanOrEqual(0.5);
        // Painted before any upright text of the view (digits, numbered dots, legend).
        expect(scene.items.indexOf(mark)).toBeLessThan(
          scene.items.indexOf(items.find((l) => l.rotation === 0) as LabelsItem),
        );
        for (const l of mark.labels) {
          // The text's box, rotated by −45°, with a generous 0.7 em a character.
          const half = (Array.from(l.text).length * 0.7 * l.fontSize) / 2 / Math.SQRT2;
          const thick = l.fontSize / 2 / Math.SQRT2;
          expect(l.y + half + thick, `${value} ${view}`).toBeLessThanOrEqual(legendTop);
          expect(l.y - half - thick).toBeGreaterThanOrEqual(0);
          expect(l.x - half - thick).toBeGreaterThanOrEqual(0);
          expect(l.x + half + thick).toBeLessThanOrEqual(size);
        }
      }
    }
  });

  it("names the grid by its template: the same for every phrase and view, another for another geometry", () => {
    const grid = (params: Partial<MandalaParams>, options: SceneOptions) => {
      const m = computeMandala({ ...DEMO_DEFAULTS, firstMethod: "8", ...params });
      const templates = buildScene(m, options).items.flatMap((i) =>
        i.kind === "polygons" && i.template !== undefined ? [i] : [],
      );
      expect(templates.length).toBeLessThanOrEqual(1);
      if (templates[0]) expect(templates[0].polygons).toHaveLength(m.cells.length);
      return templates[0]?.template;
    };
    const star = { shape: "eight_diamond", sectorLength: 16 } as const;
    const base = grid(star, { view: "digits" });
    expect(base).toBeDefined();
    expect(grid({ ...star, phrase: "Мир и покой" }, { view: "dots", watermark: "w" })).toBe(base);
    const others = [
      grid({ ...star, shape: "six_diamond" }, { view: "digits" }),
      grid({ ...star, sectorLength: 12 }, { view: "digits" }),
      grid(star, { view: "digits", size: 600 }),
      grid(star, { view: "digits", title: "Я счастлива" }),
      grid(star, { view: "digits", legend: false }),
    ];
    expect(new Set([base, ...others]).size).toBe(6);
    // The colorized view paints cells grouped by colour, and a colouring's cells change as they are
    // coloured: neither has a template.
    expect(grid(star, { view: "colorized" })).toBeUndefined();
    const m = computeMandala({ ...DEMO_DEFAULTS, ...star, firstMethod: "8" });
    const colouring = encodeFills(m.cells.map((c, i) => (i === 0 ? c.value : 0)));
    expect(grid(star, { view: "digits", colouring })).toBeUndefined();
  });

  it("is plain data", () => {
    const scene = buildScene(demo, { view: "dots", numberedDots: true, title: "x", watermark: "w" });
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });
});
