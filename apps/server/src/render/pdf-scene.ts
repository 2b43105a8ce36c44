/** Paints an engine scene on a PDF page as vector paths and text: sharp at any zoom, and fast to build. */
import type { Hex, Scene } from "@mandala/engine";
import {
  appendBezierCurve,
  beginText,
  clip,
  closePath,
  endPath,
  endText,
  fill,
  fillAndStroke,
  LineJoinStyle,
  lineTo,
  moveTo,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  showText,
  stroke,
} from "pdf-lib";

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

function circlePath(ops: PDFOperator[], x: number, y: number, r: number) {
  const k = r * KAPPA;
  ops.push(
    moveTo(x + r, y),
    appendBezierCurve(x + r, y + k, x + k, y + r, x, y + r),
    appendBezierCurve(x - k, y + r, x - r, y + k, x - r, y),
    appendBezierCurve(x - r, y - k, x - k, y - r, x, y - r),
    appendBezierCurve(x + k, y - r, x + r, y - k, x + r, y),
    closePath(),
  );
}

/** Paints `scene` (without its background) at `at` on `page`; labels are set in `font`, upright and opaque. */
export function drawScene(page: PDFPage, scene: Scene, font: PDFFont, at: ScenePlacement) {
  // Hundredths of a point are finer than any printer and keep the content stream short.
  const px = (x: number) => Math.round((at.x + x * at.scale) * 100) / 100;
  const py = (y: number) => Math.round((at.top - y * at.scale) * 100) / 100;
  const encoded = new Map<string, ReturnType<PDFFont["encodeText"]>>();
  const encode = (text: string) => {
    let hex = encoded.get(text);
    if (!hex) {
      hex = font.encodeText(text);
      encoded.set(text, hex);
    }
    return hex;
  };
  const ops: PDFOperator[] = [pushGraphicsState(), setLineJoin(LineJoinStyle.Round)];
  if (at.clip) ops.push(rectangle(at.clip.x, at.clip.y, at.clip.width, at.clip.height), clip(), endPath());
  const fontKey = page.node.newFontDictionary(font.name, font.ref);

  for (const item of scene.items) {
    if (item.kind === "labels") {
      // One text object per item (the scenes drawn here have no rotated or translucent labels).
      const color = hexColor(item.fill);
      ops.push(setFillingRgbColor(color.red, color.green, color.blue), beginText());
      for (const label of item.labels) {
        const size = Math.round(label.fontSize * at.scale * 10) / 10;
        const width = font.widthOfTextAtSize(label.text, size);
        const shift = item.anchor === "middle" ? width / 2 : item.anchor === "end" ? width : 0;
        ops.push(
          setFontAndSize(fontKey, size),
          setTextMatrix(1, 0, 0, 1, px(label.x - shift / at.scale), py(label.y + (size * 0.36) / at.scale)),
          showText(encode(label.text)),
        );
      }
      ops.push(endText());
      continue;
    }
    const fillColor = item.fill ? hexColor(item.fill) : null;
    const strokeColor = item.stroke && item.lineWidth > 0 ? hexColor(item.stroke) : null;
    if (fillColor) ops.push(setFillingRgbColor(fillColor.red, fillColor.green, fillColor.blue));
    if (strokeColor) {
      ops.push(setStrokingRgbColor(strokeColor.red, strokeColor.green, strokeColor.blue));
      ops.push(setLineWidth(item.lineWidth * at.scale));
    }
    if (item.kind === "polygons") {
      for (const points of item.polygons) {
        ops.push(moveTo(px(points[0] as number), py(points[1] as number)));
        for (let i = 2; i < points.length; i += 2)
          ops.push(lineTo(px(points[i] as number), py(points[i + 1] as number)));
        ops.push(closePath());
      }
    } else {
      const c = item.circles;
      for (let i = 0; i < c.length; i += 3)
        circlePath(
          ops,
          px(c[i] as number),
          py(c[i + 1] as number),
          Math.round((c[i + 2] as number) * at.scale * 100) / 100,
        );
    }
    ops.push(fillColor && strokeColor ? fillAndStroke() : fillColor ? fill() : stroke());
  }
  ops.push(popGraphicsState());
  page.pushOperators(...ops);
}
