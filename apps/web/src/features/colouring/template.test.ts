import { computeMandala, DEMO_DEFAULTS } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import { nextCell, type TemplateCell, templateOf } from "./template.ts";
import { fullView, MAX_ZOOM, panBy, zoomAt } from "./view-box.ts";

describe("the colouring template", () => {
  it("has one path and one number per cell of the mandala, in the engine's order", () => {
    const mandala = computeMandala({ ...DEMO_DEFAULTS });
    const template = templateOf(mandala);
    expect(template.cells).toHaveLength(mandala.cells.length);
    expect(template.cells.map((cell) => cell.value)).toEqual(mandala.cells.map((cell) => cell.value));
    expect(template.cells[0]?.d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
    expect(template.colors).toBe(mandala.colors);
  });
});

describe("walking between cells with the arrow keys", () => {
  // A 3 × 2 grid: 0 1 2 / 3 4 5.
  const cells: TemplateCell[] = [0, 1, 2, 3, 4, 5].map((i) => ({
    d: "",
    x: (i % 3) * 10,
    y: Math.floor(i / 3) * 10,
    fontSize: 5,
    side: 8,
    value: 1,
  }));

  it("moves to the neighbour in line in each direction", () => {
    expect(nextCell(cells, 0, "right")).toBe(1);
    expect(nextCell(cells, 1, "down")).toBe(4);
    expect(nextCell(cells, 4, "left")).toBe(3);
    expect(nextCell(cells, 5, "up")).toBe(2);
  });

  it("stays at the edge", () => {
    expect(nextCell(cells, 2, "right")).toBe(2);
    expect(nextCell(cells, 0, "up")).toBe(0);
  });
});

describe("zoom and pan", () => {
  it("zooms about the pointer, within the template and the zoom limit", () => {
    const closer = zoomAt(fullView(1000), 1000, 2, 0.5, 0.5);
    expect(closer).toEqual({ x: 250, y: 250, side: 500 });
    const corner = zoomAt(fullView(1000), 1000, 4, 0, 0);
    expect(corner).toEqual({ x: 0, y: 0, side: 250 });
    expect(zoomAt(closer, 1000, 1000, 0.5, 0.5).side).toBe(1000 / MAX_ZOOM);
    expect(zoomAt(closer, 1000, 0.01, 0.5, 0.5)).toEqual(fullView(1000));
  });

  it("pans by screen pixels at the current zoom, never past the template's edge", () => {
    const closer = { x: 250, y: 250, side: 500 };
    expect(panBy(closer, 1000, 100, 0, 500)).toEqual({ x: 150, y: 250, side: 500 });
    expect(panBy(closer, 1000, -2000, -2000, 500)).toEqual({ x: 500, y: 500, side: 500 });
  });
});
