import { decodeFills, type Fills } from "./colouring.ts";
import { DEFAULT_FILTER, type Filter, filterHas } from "./filter.ts";
import type { Cell, Mandala } from "./mandala.ts";
import { type Hex, textOn } from "./palettes.ts";
import type { FlatPoints } from "./shapes/geometry.ts";

/** The three views of a mandala (method §8). */
export type View = "colorized" | "digits" | "dots";

/** How to draw a mandala. */
export interface SceneOptions {
  view: View;
  /** Dots view: which numbers to show (default 1..20). */
  filter?: Filter;
  /**
   * Digits view: the cells coloured so far (encodeFills' text); a coloured cell is filled with its
   * number's palette colour and loses its number. Ignored when it does not fit the mandala.
   */
  colouring?: string;
  /** Dots view: write the number in each dot. */
  numberedDots?: boolean;
  /** Preview watermark text, drawn diagonally; null or absent for a real drawing. */
  watermark?: string | null;
  /** Width and height in px (default 1200). */
  size?: number;
  /** Show the colour legend under the mandala (default true). */
  legend?: boolean;
  /** A title above the mandala (e.g. the phrase). */
  title?: string;
  /**
   * The picture's text alternative (the SVG's `<title>`), in the caller's language: the engine has no words
   * of its own. Without it, the title, or none.
   */
  alt?: string;
}

/** Polygons drawn with one style (fill, outline or both). Points are flat, in px. */
export interface PolygonsItem {
  kind: "polygons";
  fill: Hex | null;
  stroke: Hex | null;
  lineWidth: number;
  polygons: readonly FlatPoints[];
  /**
   * Names the polygons' geometry when it is a template's (the grid of a shape, sector length and
   * placement, whatever the phrase): the same name always means the same polygons, so a painter may keep
   * their path. Absent when the polygons depend on more (a colouring's cells, the colours' groups).
   */
  template?: string;
}

/** Filled circles of one colour: `circles` holds x, y, r triples in px. */
export interface CirclesItem {
  kind: "circles";
  fill: Hex;
  stroke: Hex | null;
  lineWidth: number;
  circles: readonly number[];
}

/** One piece of text, centred on its vertical middle. */
export interface SceneLabel {
  x: number;
  y: number;
  text: string;
  fontSize: number;
}

/** Texts of one colour and weight, optionally rotated about their anchor and outlined. */
export interface LabelsItem {
  kind: "labels";
  fill: Hex;
  bold: boolean;
  anchor: "start" | "middle" | "end";
  /** Degrees, clockwise on screen. */
  rotation: number;
  opacity: number;
  stroke: Hex | null;
  lineWidth: number;
  labels: readonly SceneLabel[];
}

/** One drawing instruction of a scene. */
export type SceneItem = PolygonsItem | CirclesItem | LabelsItem;

/** A picture as plain data: painted in order over the background by sceneToSvg or the raster renderer. */
export interface Scene {
  width: number;
  height: number;
  background: Hex;
  /** A short text alternative (the SVG's title; empty for none), in the caller's language. */
  alt: string;
  /** Font family for every label (DejaVu Sans is bundled with the raster renderer). */
  fontFamily: string;
  items: SceneItem[];
}

/** Default picture size in px. */
export const DEFAULT_SCENE_SIZE = 1200;

const INK = "#2a2633";
const OUTLINE = "#4d4659";
const FAINT = "#dcd8e3";
const WATERMARK_OUTLINE = "#7d7590";
const FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif";

/** The picture's margin around the mandala (and its title and legend), as a fraction of its size. */
export const SCENE_MARGIN = 0.035;

/** A frame: where a region of the picture goes. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Builds the scene of a mandala: the cells in the chosen view, fitted into the picture with room for the
 * title and the legend (ids 1–7 in the first row, 8..n in the second), and the watermark on top.
 */
export function buildScene(m: Mandala, o: SceneOptions): Scene {
  const size = o.size ?? DEFAULT_SCENE_SIZE;
  const margin = size * SCENE_MARGIN;
  const titleH = o.title ? size * 0.06 : 0;
  const legendH = (o.legend ?? true) ? size * 0.12 : 0;
  const box = {
    x: margin,
    y: margin + titleH,
    w: size - 2 * margin,
    h: size - 2 * margin - titleH - legendH,
  };
  const place = fit(m, box);
  const items: SceneItem[] =
    o.view === "colorized"
      ? colorized(m, place, size)
      : o.view === "digits"
        ? digits(
            m,
            place,
            size,
            o.colouring ? decodeFills(o.colouring, m.cells.length, m.colors.length) : null,
          )
        : dots(m, place, size, o.filter ?? DEFAULT_FILTER, o.numberedDots ?? false);
  if (o.watermark) {
    // Over the cells but under their numbers (digits, numbered dots), inside the mandala's box: never over
    // the title or the legend, and every number stays on top.
    const numbers = items.findIndex((item) => item.kind === "labels");
    items.splice(numbers < 0 ? items.length : numbers, 0, watermark(o.watermark, box, size));
  }
  if (o.title) items.push(text(o.title, size / 2, margin + titleH / 2, size * 0.034, INK, true));
  if (legendH > 0) items.push(...legend(m, { x: margin, y: size - margin - legendH, w: box.w, h: legendH }));
  const alt = o.alt ?? o.title ?? "";
  return { width: size, height: size, background: "#ffffff", alt, fontFamily: FONT_FAMILY, items };
}

/** Maps unit coordinates to px: scale and offset. */
interface Placement {
  scale: number;
  dx: number;
  dy: number;
}

/** The name of a mandala's grid at a placement: its geometry depends on the shape and sector length only. */
function gridTemplate(m: Mandala, { scale, dx, dy }: Placement): string {
  return `${m.params.shape}/${m.sectorLength}/${scale}/${dx}/${dy}`;
}

function fit(m: Mandala, box: Box): Placement {
  const { minX, minY, maxX, maxY } = m.bounds;
  const scale = Math.min(box.w / (maxX - minX), box.h / (maxY - minY));
  return {
    scale,
    dx: box.x + (box.w - (maxX - minX) * scale) / 2 - minX * scale,
    dy: box.y + (box.h - (maxY - minY) * scale) / 2 - minY * scale,
  };
}

function project(points: FlatPoints, { scale, dx, dy }: Placement): number[] {
  const out = new Array<number>(points.length);
  for (let i = 0; i < points.length; i += 2) {
    out[i] = (points[i] as number) * scale + dx;
    out[i + 1] = (points[i + 1] as number) * scale + dy;
  }
  return out;
}

/**
 * Colorized: the shape is filled with the outline colour (and its border stroked), then every cell is
 * filled slightly inset, so the outline colour shows as thin lines between cells. This draws the same
 * picture as stroking every cell, at about half the raster cost, without seams between fills.
 */
function colorized(m: Mandala, place: Placement, size: number): SceneItem[] {
  const width = lineWidth(m, place, size);
  const byValue = m.colors.map((): number[][] => []);
  for (const cell of m.cells) byValue[cell.value - 1]?.push(inset(cell, place, width / 2));
  const outline = m.outline.map((p) => project(p, place));
  const items: SceneItem[] = [
    { kind: "polygons", fill: OUTLINE, stroke: OUTLINE, lineWidth: width, polygons: outline },
  ];
  byValue.forEach((polygons, i) => {
    if (polygons.length > 0)
      items.push({ kind: "polygons", fill: m.colors[i] as Hex, stroke: null, lineWidth: 0, polygons });
  });
  return items;
}

/** A cell's polygon in px, shrunk towards its label point so its edges move in by about `by` px. */
function inset(cell: Cell, { scale, dx, dy }: Placement, by: number): number[] {
  const r = cell.r * scale;
  const s = r > by ? 1 - by / r : 0;
  const cx = cell.cx * scale + dx;
  const cy = cell.cy * scale + dy;
  const p = cell.points;
  const out = new Array<number>(p.length);
  for (let i = 0; i < p.length; i += 2) {
    out[i] = cx + ((p[i] as number) * scale + dx - cx) * s;
    out[i + 1] = cy + ((p[i + 1] as number) * scale + dy - cy) * s;
  }
  return out;
}

/** Outline width: about 1 px at 1200 px, thinner for very small cells. */
function lineWidth(m: Mandala, place: Placement, size: number): number {
  const cellPx = (m.cells[0]?.r ?? 0.05) * place.scale;
  return Math.min(size / 1100, cellPx / 6);
}

function digitSize(cell: Cell, scale: number, value: number): number {
  return Math.round(cell.r * scale * (value > 9 ? 1.05 : 1.35) * 2) / 2;
}

function digits(m: Mandala, place: Placement, size: number, fills: Fills | null): SceneItem[] {
  const width = lineWidth(m, place, size);
  const white: number[][] = [];
  const byFill = m.colors.map((): number[][] => []);
  const labels: SceneLabel[] = [];
  m.cells.forEach((c, i) => {
    const polygon = project(c.points, place);
    const fill = fills?.[i] ?? 0;
    if (fill > 0) {
      byFill[fill - 1]?.push(polygon);
      return;
    }
    white.push(polygon);
    labels.push({
      x: c.cx * place.scale + place.dx,
      y: c.cy * place.scale + place.dy,
      text: String(c.value),
      fontSize: digitSize(c, place.scale, c.value),
    });
  });
  const items: SceneItem[] = [];
  byFill.forEach((polygons, i) => {
    if (polygons.length > 0)
      items.push({ kind: "polygons", fill: m.colors[i] as Hex, stroke: OUTLINE, lineWidth: width, polygons });
  });
  if (white.length > 0) {
    // Every cell white (no colouring): the whole grid, the same for every phrase.
    const template = white.length === m.cells.length ? gridTemplate(m, place) : undefined;
    items.push({
      kind: "polygons",
      fill: null,
      stroke: OUTLINE,
      lineWidth: width,
      polygons: white,
      template,
    });
  }
  if (labels.length > 0) items.push(labelsItem(labels, INK, false));
  return items;
}

function dots(m: Mandala, place: Placement, size: number, filter: Filter, numbered: boolean): SceneItem[] {
  const polygons = m.cells.map((c) => project(c.points, place));
  const items: SceneItem[] = [
    {
      kind: "polygons",
      fill: null,
      stroke: FAINT,
      lineWidth: lineWidth(m, place, size),
      polygons,
      template: gridTemplate(m, place),
    },
  ];
  const circles = m.colors.map((): number[] => []);
  const labels = m.colors.map((): SceneLabel[] => []);
  for (const c of m.cells) {
    if (!filterHas(filter, c.value)) continue;
    const x = c.cx * place.scale + place.dx;
    const y = c.cy * place.scale + place.dy;
    const r = c.r * place.scale * (numbered ? 0.82 : 0.62);
    circles[c.value - 1]?.push(x, y, r);
    if (numbered) {
      const fontSize = Math.round(r * (c.value > 9 ? 1.15 : 1.45) * 2) / 2;
      labels[c.value - 1]?.push({ x, y, text: String(c.value), fontSize });
    }
  }
  const ring = Math.min(size / 1600, ((m.cells[0]?.r ?? 0.05) * place.scale) / 10);
  circles.forEach((list, i) => {
    const fill = m.colors[i] as Hex;
    if (list.length > 0)
      items.push({ kind: "circles", fill, stroke: OUTLINE, lineWidth: ring, circles: list });
  });
  labels.forEach((list, i) => {
    if (list.length > 0) items.push(labelsItem(list, textOn(m.colors[i] as Hex), true));
  });
  return items;
}

function labelsItem(labels: SceneLabel[], fill: Hex, bold: boolean): LabelsItem {
  return {
    kind: "labels",
    fill,
    bold,
    anchor: "middle",
    rotation: 0,
    opacity: 1,
    stroke: null,
    lineWidth: 0,
    labels,
  };
}

function text(value: string, x: number, y: number, fontSize: number, fill: Hex, bold: boolean): LabelsItem {
  return labelsItem([{ x, y, text: value, fontSize }], fill, bold);
}

function legend(m: Mandala, box: Box): SceneItem[] {
  const n = m.colors.length;
  const rows = [
    Array.from({ length: Math.min(7, n) }, (_, i) => i + 1),
    Array.from({ length: Math.max(0, n - 7) }, (_, i) => i + 8),
  ];
  const gap = box.h * 0.1;
  const side = (box.h - gap) / 2;
  const items: SceneItem[] = [];
  rows.forEach((values, row) => {
    const width = values.length * side + (values.length - 1) * gap;
    const y = box.y + row * (side + gap);
    values.forEach((v, i) => {
      const x = box.x + (box.w - width) / 2 + i * (side + gap);
      const fill = m.colors[v - 1] as Hex;
      const inset = side * 0.06;
      const square = [
        x + inset,
        y + inset,
        x + side - inset,
        y + inset,
        x + side - inset,
        y + side - inset,
        x + inset,
        y + side - inset,
      ];
      items.push({ kind: "polygons", fill, stroke: OUTLINE, lineWidth: side / 60, polygons: [square] });
      items.push(text(String(v), x + side / 2, y + side / 2, side * 0.48, textOn(fill), true));
    });
  });
  return items;
}

/** A generous advance of one character of the watermark, in em (DejaVu Sans Bold averages about 0.62). */
export const WATERMARK_CHAR_EM = 0.7;

/**
 * The preview watermark: the text three times on parallel diagonals (−45°) of the largest square centred
 * in the mandala's box, each line sized so that it stays inside that square. Light: white letters with a
 * thin grey outline at 45 % opacity, visible on colours and on white, and the numbers are drawn above it.
 */
function watermark(value: string, box: Box, size: number): LabelsItem {
  const a = Math.min(box.w, box.h) / 2;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const ems = Math.max(1, Array.from(value).length) * WATERMARK_CHAR_EM + 2;
  // The main line runs along the square's diagonal (2√2·a); the others are offset by d along the other
  // diagonal, where the square's chord is √2·(2a − 2d).
  const big = Math.min(size * 0.11, (0.8 * 2 * Math.SQRT2 * a) / ems);
  const d = a * 0.55;
  const small = Math.min(big * 0.6, (0.8 * Math.SQRT2 * (2 * a - 2 * d)) / ems);
  const labels: SceneLabel[] = [
    { x: cx, y: cy, text: value, fontSize: big },
    { x: cx - d, y: cy - d, text: value, fontSize: small },
    { x: cx + d, y: cy + d, text: value, fontSize: small },
  ];
  return {
    kind: "labels",
    fill: "#ffffff",
    bold: true,
    anchor: "middle",
    rotation: -45,
    opacity: 0.45,
    stroke: WATERMARK_OUTLINE,
    lineWidth: Math.max(1, size / 700),
    labels,
  };
}
