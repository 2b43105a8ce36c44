import { describe, expect, it } from "vitest";
import { DEMO_DEFAULTS } from "./demo.ts";
import { computeMandala } from "./mandala.ts";
import { buildScene } from "./scene.ts";
import { escapeXml, sceneToSvg } from "./svg.ts";

const demo = computeMandala({ ...DEMO_DEFAULTS });

describe("sceneToSvg", () => {
  it("writes a standalone SVG document", () => {
    const svg = sceneToSvg(buildScene(demo, { view: "colorized", size: 600 }));
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"',
      ),
    ).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(9);
  });

  it("escapes text", () => {
    const svg = sceneToSvg(
      buildScene(demo, { view: "colorized", title: `<b>"Tom" & 'Jerry'</b>`, watermark: "a<b" }),
    );
    expect(svg).toContain("&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;");
    expect(svg).toContain("a&lt;b");
    expect(svg).not.toContain("<b>");
    expect(escapeXml("&")).toBe("&amp;");
  });

  it("draws every label, dot and polygon of the scene", () => {
    const scene = buildScene(demo, { view: "dots", numberedDots: true, filter: "*", legend: false });
    const svg = sceneToSvg(scene);
    expect(svg.match(/<circle /g)?.length).toBe(demo.cells.length);
    expect(svg.match(/<text /g)?.length).toBe(demo.cells.length);
  });

  it("rotates the watermark", () => {
    expect(sceneToSvg(buildScene(demo, { view: "digits", watermark: "превью" }))).toMatch(
      /rotate\(-45 600 528\)">превью</, // the centre of the mandala's box, above the legend
    );
  });

  it("titles the document with the caller's text alternative, and has no words of its own", () => {
    const svg = sceneToSvg(buildScene(demo, { view: "colorized", alt: "Мандала: квадрат, цветная" }));
    expect(svg).toContain("<title>Мандала: квадрат, цветная</title>");
    expect(sceneToSvg(buildScene(demo, { view: "digits", title: "Я счастлива" }))).toContain(
      "<title>Я счастлива</title>",
    );
    const bare = sceneToSvg(buildScene(demo, { view: "digits" }));
    expect(bare).not.toContain("<title>");
    expect(bare).not.toMatch(/Mandala/);
  });

  it("writes each item's circles as one path of arcs when asked", () => {
    const scene = buildScene(demo, { view: "dots", filter: "*", legend: false });
    const svg = sceneToSvg(scene, { circlesAsPath: true });
    expect(svg).not.toContain("<circle");
    const circles = scene.items.filter((item) => item.kind === "circles");
    const paths = circles.map((item) => svg.match(new RegExp(`<path d="([^"]*)" fill="${item.fill}"`))?.[1]);
    expect(paths.every((d) => d !== undefined)).toBe(true);
    expect(paths.join("").match(/a/g)?.length).toBe(2 * demo.cells.length);
  });

  it("writes centred, unrotated labels as one path of their outlines when given them", () => {
    const scene = buildScene(demo, { view: "digits", watermark: "превью" });
    const cells = scene.items.find(
      (item) => item.kind === "labels" && item.labels.length === demo.cells.length,
    );
    if (cells?.kind !== "labels") throw new Error("no cell labels");
    const svg = sceneToSvg(scene, { labelOutline: (text) => (text === "превью" ? null : `h${text}z`) });
    const first = cells.labels[0];
    expect(svg).toContain(
      `M${Math.round((first?.x ?? 0) * 100) / 100} ${Math.round((first?.y ?? 0) * 100) / 100}h${first?.text}z`,
    );
    const kept = scene.items.filter(
      (item) =>
        item.kind === "labels" &&
        (item.anchor !== "middle" || item.rotation !== 0 || item.labels.some((l) => l.text === "превью")),
    );
    expect(svg.match(/<text /g)?.length).toBe(
      kept.reduce((n, item) => n + (item.kind === "labels" ? item.labels.length : 0), 0),
    );
    expect(svg).not.toContain(`>${first?.text}</text>`);
    // The rotated watermark stays text, and an outline of none keeps its item as text.
    expect(svg).toMatch(/rotate\(-45 600 528\)">превью</);
    const none = sceneToSvg(scene, { labelOutline: () => null });
    expect(none.match(/<text /g)?.length).toBe(sceneToSvg(scene).match(/<text /g)?.length);
  });

  it("is deterministic", () => {
    const a = sceneToSvg(buildScene(computeMandala({ ...DEMO_DEFAULTS }), { view: "digits" }));
    expect(a).toBe(sceneToSvg(buildScene(demo, { view: "digits" })));
  });
});
