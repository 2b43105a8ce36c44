/**
 * Paints an engine scene on a PDF page as vector paths and text: sharp at any zoom, and fast to build.
 * The page's content is written as text and deflated by zlib: a digits template has ~50 000 operators,
 * which pdf-lib's operator objects and its JavaScript deflate took over a second to write.
 */
import { deflateSync } from "node:zlib";
import type { Hex, Scene, SceneItem } from "@mandala/engine";
import { type PDFFont, PDFName, type PDFPage, type PDFRef, rgb } from "pdf-lib";

/** Where the scene goes: its top-left corner in PDF points and points per scene px. */
export interface ScenePlacement {
  x: number;
  top: number;
  scale: number;
  /** Paint only inside this rectangle (PDF points, bottom-left origin). */
  clip?: { x: number; y: number; width: number; height: number };
}

/** "#rrggbb" as pdf-lib's 0..1 channels. */
export function hexColor(hex: Hex | string) {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Bezier constant for a quarter circle. */
const KAPPA = 0.5522847498;

/**
 * A number as PDF content writes it, rounded to `digits` decimals (so never written with an exponent:
 * a rounded number is 0 or at least 10^-digits).
 */
function num(value: number, digits = 2): string {
  const scale = 10 ** digits;
  return String(Math.round(value * scale) / scale);
}

/** The three 0..1 channels of a colour, as `rg`/`RG` operands. */
function channels(hex: Hex | string): string {
  const { red, green, blue } = hexColor(hex);
  return `${num(red, 4)} ${num(green, 4)} ${num(blue, 4)}`;
}

function circlePath(out: string[], x: number, y: number, r: number) {
  const k = r * KAPPA;
  const n = (v: number) => num(v);
  out.push(
    `${n(x + r)} ${n(y)} m`,
    `${n(x + r)} ${n(y + k)} ${n(x + k)} ${n(y + r)} ${n(x)} ${n(y + r)} c`,
    `${n(x - k)} ${n(y + r)} ${n(x - r)} ${n(y + k)} ${n(x - r)} ${n(y)} c`,
    `${n(x - r)} ${n(y - k)} ${n(x - k)} ${n(y - r)} ${n(x)} ${n(y - r)} c`,
    `${n(x + k)} ${n(y - r)} ${n(x + r)} ${n(y - k)} ${n(x + r)} ${n(y)} c`,
    "h",
  );
}

/**
 * A document's shapes drawn once and placed again wherever the same content recurs (a print's number
 * pages share the whole mandala's outline): a form XObject per distinct content, by its text.
 */
export type SharedShapes = Map<string, PDFRef>;

/**
 * Paints `scene` (without its background) at `at` on `page`; labels are set in `font`, upright and opaque.
 * With `shared`, each polygon or circle item is a form XObject of the document, written once per content.
 */
export function drawScene(
  page: PDFPage,
  scene: Scene,
  font: PDFFont,
  at: ScenePlacement,
  shared?: SharedShapes,
) {
  // Hundredths of a point are finer than any printer and keep the content stream short.
  const px = (x: number) => num(at.x + x * at.scale);
  const py = (y: number) => num(at.top - y * at.scale);
  // Per distinct text (a template has thousands of labels and a dozen texts): its glyphs, hex-encoded
  // (which also adds them to the font's embedded subset), and its width at size 1 (widths scale with
  // size; laying a text out with fontkit is the slowest step of all).
  const texts = new Map<string, { hex: string; unitWidth: number }>();
  const textOf = (text: string) => {
    let known = texts.get(text);
    if (!known) {
      known = { hex: font.encodeText(text).toString(), unitWidth: font.widthOfTextAtSize(text, 1) };
      texts.set(text, known);
    }
    return known;
  };
  const out: string[] = ["q", "1 j"];
  if (at.clip)
    out.push(`${num(at.clip.x)} ${num(at.clip.y)} ${num(at.clip.width)} ${num(at.clip.height)} re W n`);
  const fontKey = page.node.newFontDictionary(font.name, font.ref).toString();

  for (const item of scene.items) {
    if (item.kind === "labels") {
      // One text object per item (the scenes drawn here have no rotated or translucent labels).
      out.push(`${channels(item.fill)} rg`, "BT");
      for (const label of item.labels) {
        const size = Math.round(label.fontSize * at.scale * 10) / 10;
        const text = textOf(label.text);
        const width = text.unitWidth * size;
        const shift = item.anchor === "middle" ? width / 2 : item.anchor === "end" ? width : 0;
        out.push(
          `${fontKey} ${num(size, 1)} Tf 1 0 0 1 ${px(label.x - shift / at.scale)} ${py(label.y + (size * 0.36) / at.scale)} Tm ${text.hex} Tj`,
        );
      }
      out.push("ET");
      continue;
    }
    if (shared) {
      const shape = shapeLines(item, at, px, py);
      out.push(`${page.node.newXObject("S", sharedShape(page, shared, shape.join("\n"))).toString()} Do`);
      continue;
    }
    out.push(...shapeLines(item, at, px, py));
  }
  out.push("Q");
  addContent(page, out);
}

/** The form XObject of `content` in the page's document: the one written before, or a new one. */
function sharedShape(page: PDFPage, shared: SharedShapes, content: string): PDFRef {
  let ref = shared.get(content);
  if (!ref) {
    const context = page.doc.context;
    const { width, height } = page.getSize();
    const form = context.stream(deflateSync(Buffer.from(content, "latin1")), {
      Type: "XObject",
      Subtype: "Form",
      BBox: [0, 0, width, height],
      Filter: "FlateDecode",
    });
    ref = context.register(form);
    shared.set(content, ref);
  }
  return ref;
}

/** The content operators of one polygon or circle item. */
function shapeLines(
  item: Exclude<SceneItem, { kind: "labels" }>,
  at: ScenePlacement,
  px: (x: number) => string,
  py: (y: number) => string,
): string[] {
  const out: string[] = [];
  const filled = !!item.fill;
  const stroked = !!item.stroke && item.lineWidth > 0;
  if (item.fill) out.push(`${channels(item.fill)} rg`);
  if (item.stroke && stroked)
    out.push(`${channels(item.stroke)} RG`, `${num(item.lineWidth * at.scale, 4)} w`);
  if (item.kind === "polygons") {
    for (const points of item.polygons) {
      let path = `${px(points[0] as number)} ${py(points[1] as number)} m`;
      for (let i = 2; i < points.length; i += 2)
        path += ` ${px(points[i] as number)} ${py(points[i + 1] as number)} l`;
      out.push(`${path} h`);
    }
  } else {
    const c = item.circles;
    for (let i = 0; i < c.length; i += 3)
      circlePath(
        out,
        at.x + (c[i] as number) * at.scale,
        at.top - (c[i + 1] as number) * at.scale,
        Math.round((c[i + 2] as number) * at.scale * 100) / 100,
      );
  }
  out.push(filled && stroked ? "B" : filled ? "f" : "S");
  return out;
}

/**
 * Appends content operators, written as text lines, to the page as a stream of its own (deflated by
 * zlib). It comes after what the page has: pdf-lib's drawing calls before it are painted under it.
 */
export function addContent(page: PDFPage, lines: readonly string[]) {
  const context = page.doc.context;
  const stream = context.stream(deflateSync(Buffer.from(lines.join("\n"), "latin1")), {
    Filter: PDFName.of("FlateDecode"),
  });
  page.node.addContentStream(context.register(stream));
}

/** A dashed rectangle's outline (the line to cut a sheet along), as content operators. */
export function dashedFrame(
  box: { x: number; y: number; width: number; height: number },
  color: Hex,
): string[] {
  return [
    "q",
    `${channels(color)} RG`,
    "0.5 w [4 3] 0 d",
    `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re S`,
    "Q",
  ];
}
