import { describe, expect, it } from "vitest";
import { paintScene, type SceneContext2D } from "./canvas.ts";
import type { PolygonsItem, Scene } from "./scene.ts";

/** A context that records the calls and style writes a painting makes, in order. */
function recorder(): { ctx: SceneContext2D; log: string[] } {
  const log: string[] = [];
  const styles: Record<string, unknown> = {};
  const ctx = new Proxy(styles, {
    get:
      (_, name: string) =>
      (...args: unknown[]) =>
        log.push(`${name}(${args.join(",")})`),
    set: (_, name: string, value) => {
      log.push(`${name}=${value}`);
      return true;
    },
  }) as unknown as SceneContext2D;
  return { ctx, log };
}

const SCENE: Scene = {
  width: 100,
  height: 100,
  background: "#ffffff",
  alt: "",
  fontFamily: "DejaVu Sans, sans-serif",
  items: [
    { kind: "polygons", fill: "#ff0000", stroke: "#000000", lineWidth: 2, polygons: [[0, 0, 10, 0, 10, 10]] },
    {
      kind: "labels",
      fill: "#ffffff",
      bold: true,
      anchor: "middle",
      rotation: -45,
      opacity: 0.45,
      stroke: "#7d7590",
      lineWidth: 1,
      labels: [{ x: 50, y: 50, text: "превью", fontSize: 12 }],
    },
  ],
};

describe("paintScene", () => {
  it("paints the background, then each item in order: paths filled and stroked, text rotated and outlined", () => {
    const { ctx, log } = recorder();
    paintScene(ctx, SCENE);
    expect(log).toEqual([
      "save()",
      "fillStyle=#ffffff",
      "fillRect(0,0,100,100)",
      "lineJoin=round",
      "beginPath()",
      "moveTo(0,0)",
      "lineTo(10,0)",
      "lineTo(10,10)",
      "closePath()",
      "fillStyle=#ff0000",
      "fill()",
      "strokeStyle=#000000",
      "lineWidth=2",
      "stroke()",
      "save()",
      "globalAlpha=0.45",
      "fillStyle=#ffffff",
      "textAlign=center",
      "textBaseline=middle",
      "strokeStyle=#7d7590",
      "lineWidth=1",
      "font=bold 12px DejaVu Sans, sans-serif",
      "save()",
      "translate(50,50)",
      `rotate(${(-45 * Math.PI) / 180})`,
      "strokeText(превью,0,0)",
      "fillText(превью,0,0)",
      "restore()",
      "restore()",
      "restore()",
    ]);
  });

  it("writes the labels in the font family it is given", () => {
    const { ctx, log } = recorder();
    paintScene(ctx, SCENE, '"DejaVu Sans"');
    expect(log).toContain('font=bold 12px "DejaVu Sans"');
  });

  it("gives a polygons item to the canvas as one path of SVG text, a template's kept among the 16 last", () => {
    const made: string[] = [];
    class Path {
      constructor(d: string) {
        made.push(d);
      }
    }
    const grid = (template: string) =>
      ({
        ...SCENE,
        items: [{ ...(SCENE.items[0] as PolygonsItem), polygons: [[0, 0.5, 1e-7, 2, 3, 4]], template }],
      }) satisfies Scene;
    const { ctx, log } = recorder();
    paintScene(ctx, grid("a"), undefined, Path);
    expect(made).toEqual(["M0 0.5L1e-7 2L3 4Z"]);
    expect(log).toContain("fill([object Object])");
    expect(log).toContain("stroke([object Object])");
    expect(log.some((call) => call.startsWith("moveTo") || call.startsWith("lineTo"))).toBe(false);
    paintScene(ctx, grid("a"), undefined, Path);
    expect(made).toHaveLength(1);
    for (let i = 0; i < 16; i++) paintScene(ctx, grid(`other ${i}`), undefined, Path);
    paintScene(ctx, grid("a"), undefined, Path);
    expect(made).toHaveLength(18);
    paintScene(ctx, SCENE, undefined, Path);
    paintScene(ctx, SCENE, undefined, Path);
    expect(made).toHaveLength(20);
  });
});
