import { inflateSync } from "node:zlib";
import type { Scene } from "@mandala/engine";
import fontkit from "@pdf-lib/fontkit";
import { PDFArray, PDFDocument, PDFName, type PDFRawStream, type PDFRef, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { addContent, dashedFrame, drawScene } from "./pdf-scene.ts";

/** The first page's content streams, as saved: inflated and joined. */
async function contentOf(saved: PDFDocument): Promise<string> {
  const doc = await PDFDocument.load(await saved.save());
  const page = doc.getPages()[0];
  const contents = page?.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = doc.context.lookup(ref as PDFRef) as PDFRawStream;
      const deflated = stream.dict.get(PDFName.of("Filter")) !== undefined;
      return (deflated ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString("latin1");
    })
    .join("\n");
}

const SCENE: Scene = {
  width: 100,
  height: 100,
  background: "#ffffff",
  items: [
    {
      kind: "polygons",
      fill: "#ff0000",
      stroke: "#000000",
      lineWidth: 1,
      polygons: [
        [0, 0, 10, 0, 10, 10.123456],
        [20, 20, 30.5, 20, 30, 0.0000001],
      ],
    },
    { kind: "circles", fill: "#00ff00", stroke: null, lineWidth: 0, circles: [50, 50, 5] },
    {
      kind: "labels",
      fill: "#000000",
      bold: false,
      anchor: "middle",
      rotation: 0,
      opacity: 1,
      stroke: null,
      lineWidth: 0,
      labels: [
        { x: 5, y: 5, text: "7", fontSize: 10 },
        { x: 25, y: 15, text: "7", fontSize: 10 },
        { x: 45, y: 15, text: "12", fontSize: 10 },
      ],
    },
  ],
} as unknown as Scene;

describe("drawScene (PDF)", () => {
  it("writes every polygon, circle and label as content, numbers rounded and without exponents", async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([200, 200]);
    drawScene(page, SCENE, font, { x: 10, top: 190, scale: 1 });
    const content = await contentOf(doc);
    expect(content).toContain("1 0 0 rg");
    expect(content).toContain("10 190 m 20 190 l 20 179.88 l h");
    expect(content).toContain("40.5 170 l 40 190 l h");
    expect(content.match(/ c$/gm)).toHaveLength(4);
    expect(content.match(/ Tj$/gm)).toHaveLength(3);
    expect(content).toMatch(/\bB\n/);
    expect(content).not.toMatch(/\de-\d/);
  });

  it("writes shapes that recur over pages once, as a form each page places", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const shared = new Map();
    const [first, second] = [doc.addPage([200, 200]), doc.addPage([200, 200])];
    for (const page of [first, second]) drawScene(page, SCENE, font, { x: 10, top: 190, scale: 1 }, shared);
    // The polygons and the circles: one form each, placed on both pages; the labels stay page text.
    expect(shared.size).toBe(2);
    const loaded = await PDFDocument.load(await doc.save());
    const forms = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object) => (object as PDFRawStream).dict?.get(PDFName.of("Subtype")) === PDFName.of("Form"));
    expect(forms).toHaveLength(2);
    const [polygons] = forms.map((form) => inflateSync((form as PDFRawStream).contents).toString("latin1"));
    expect(polygons).toContain("10 190 m 20 190 l 20 179.88 l h");
    const content = await contentOf(doc);
    expect(content.match(/ Do$/gm)).toHaveLength(2);
    expect(content.match(/ Tj$/gm)).toHaveLength(3);
    expect(content).not.toContain(" m ");
  });

  it("paints a dashed frame after what the page had", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    page.drawText("heading", { x: 10, y: 180, size: 10 });
    addContent(page, dashedFrame({ x: 10, y: 10, width: 100.004, height: 50 }, "#665e73"));
    const content = await contentOf(doc);
    expect(content.indexOf("[4 3] 0 d")).toBeGreaterThan(content.indexOf("Tj"));
    expect(content).toContain("10 10 100 50 re S");
    expect(content).toContain("0.4 0.3686 0.451 RG");
  });
});
