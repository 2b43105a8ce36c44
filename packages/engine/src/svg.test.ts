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

  it("is deterministic", () => {
    const a = sceneToSvg(buildScene(computeMandala({ ...DEMO_DEFAULTS }), { view: "digits" }));
    expect(a).toBe(sceneToSvg(buildScene(demo, { view: "digits" })));
  });
});
