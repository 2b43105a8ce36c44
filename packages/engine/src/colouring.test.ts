import { describe, expect, it } from "vitest";
import { colouredCount, decodeFills, encodeFills } from "./colouring.ts";
import { DEMO_DEFAULTS } from "./demo.ts";
import { computeMandala } from "./mandala.ts";
import { buildScene, type LabelsItem, type PolygonsItem } from "./scene.ts";

describe("a colouring's written form", () => {
  it("writes one character per cell and reads it back", () => {
    const fills = Uint8Array.from([0, 1, 9, 10, 13, 0]);
    const text = encodeFills(fills);
    expect(text).toBe("019ad0");
    expect(decodeFills(text, 6, 13)).toEqual(fills);
    expect(colouredCount(fills)).toBe(4);
  });

  it("refuses a text that does not fit the mandala", () => {
    expect(decodeFills("0120", 5, 9)).toBeNull();
    expect(decodeFills("01a", 3, 9)).toBeNull();
    expect(decodeFills("01x", 3, 13)).toBeNull();
    expect(decodeFills("01-", 3, 13)).toBeNull();
  });
});

describe("the digits template with a colouring", () => {
  const m = computeMandala({ ...DEMO_DEFAULTS });

  it("fills the coloured cells with their number's colour and keeps numbers on the white ones", () => {
    const fills = new Uint8Array(m.cells.length);
    fills[0] = m.cells[0]?.value ?? 1;
    fills[1] = 2;
    const scene = buildScene(m, { view: "digits", legend: false, colouring: encodeFills(fills) });
    const polygons = scene.items.filter((i): i is PolygonsItem => i.kind === "polygons");
    const coloured = polygons.filter((p) => p.fill !== null);
    expect(coloured.flatMap((p) => p.polygons)).toHaveLength(2);
    expect(coloured.map((p) => p.fill)).toContain(m.colors[1]);
    const white = polygons.find((p) => p.fill === null);
    expect(white?.polygons).toHaveLength(m.cells.length - 2);
    const numbers = scene.items.find((i): i is LabelsItem => i.kind === "labels");
    expect(numbers?.labels).toHaveLength(m.cells.length - 2);
  });

  it("draws a finished colouring without numbers and ignores a colouring that does not fit", () => {
    const done = encodeFills(m.cells.map((c) => c.value));
    const finished = buildScene(m, { view: "digits", legend: false, colouring: done });
    expect(finished.items.some((i) => i.kind === "labels")).toBe(false);
    const wrong = buildScene(m, { view: "digits", legend: false, colouring: "12" });
    expect(wrong).toEqual(buildScene(m, { view: "digits", legend: false }));
  });
});
