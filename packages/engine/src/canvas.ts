/**
 * Paints a scene on a 2D canvas context: the browser's (the builder's previews) and the server's
 * (@napi-rs/canvas, its JPEG pictures) paint with this one function, so a picture looks the same
 * wherever it is drawn.
 */
import type { CirclesItem, LabelsItem, PolygonsItem, Scene } from "./scene.ts";

/**
 * The part of a 2D canvas context the painter uses. The style properties are written only (their types
 * differ between canvas implementations), so both the DOM's CanvasRenderingContext2D and @napi-rs/canvas's
 * context fit it.
 */
export interface SceneContext2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: unknown;
  globalAlpha: number;
  font: string;
  textAlign: unknown;
  textBaseline: unknown;
  save(): void;
  restore(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(path?: object): void;
  stroke(path?: object): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
}

/** A canvas implementation's Path2D class: the browser's, or @napi-rs/canvas's on the server. */
export type PathConstructor = new (svgPath: string) => object;

/** The polygons as SVG path data, at full precision (a number's shortest text reads back as itself). */
function pathText(polygons: readonly (readonly number[])[]): string {
  let d = "";
  for (const p of polygons) {
    d += `M${p[0]} ${p[1]}`;
    for (let i = 2; i < p.length; i += 2) d += `L${p[i]} ${p[i + 1]}`;
    d += "Z";
  }
  return d;
}

/** How many templates' paths a thread keeps: a few shapes at a few sizes at a time. */
const TEMPLATE_PATHS = 16;
/** Per Path2D class (one per thread in practice), the paths of recent templates, least recent first. */
const templatePaths = new WeakMap<PathConstructor, Map<string, object>>();

/**
 * The polygons as one path: parsed by the canvas from one text, far fewer native calls than a moveTo or
 * lineTo per point. A template's path (the grid) is kept and reused while it is among the recent ones.
 */
function polygonsPath(item: PolygonsItem, Path: PathConstructor): object {
  if (item.template === undefined) return new Path(pathText(item.polygons));
  let paths = templatePaths.get(Path);
  if (!paths) {
    paths = new Map();
    templatePaths.set(Path, paths);
  }
  let path = paths.get(item.template);
  if (path) paths.delete(item.template);
  else {
    path = new Path(pathText(item.polygons));
    if (paths.size >= TEMPLATE_PATHS) paths.delete(paths.keys().next().value as string);
  }
  paths.set(item.template, path);
  return path;
}

function polygons(ctx: SceneContext2D, item: PolygonsItem, Path: PathConstructor | null): void {
  let path: object | undefined;
  if (Path) path = polygonsPath(item, Path);
  else {
    ctx.beginPath();
    for (const p of item.polygons) {
      ctx.moveTo(p[0] as number, p[1] as number);
      for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i] as number, p[i + 1] as number);
      ctx.closePath();
    }
  }
  if (item.fill) {
    ctx.fillStyle = item.fill;
    if (path) ctx.fill(path);
    else ctx.fill();
  }
  if (item.stroke && item.lineWidth > 0) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
    if (path) ctx.stroke(path);
    else ctx.stroke();
  }
}

function circles(ctx: SceneContext2D, item: CirclesItem): void {
  ctx.beginPath();
  const c = item.circles;
  for (let i = 0; i < c.length; i += 3) {
    const [x, y, r] = [c[i] as number, c[i + 1] as number, c[i + 2] as number];
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = item.fill;
  ctx.fill();
  if (item.stroke && item.lineWidth > 0) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
    ctx.stroke();
  }
}

/** Labels through the canvas's own text API (fillText/strokeText), centred on their anchor's middle. */
function labels(ctx: SceneContext2D, item: LabelsItem, fontFamily: string): void {
  ctx.save();
  ctx.globalAlpha = item.opacity;
  ctx.fillStyle = item.fill;
  ctx.textAlign = item.anchor === "middle" ? "center" : item.anchor;
  ctx.textBaseline = "middle";
  if (item.stroke) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = item.lineWidth;
  }
  const weight = item.bold ? "bold " : "";
  let size = -1;
  for (const l of item.labels) {
    if (l.fontSize !== size) {
      size = l.fontSize;
      ctx.font = `${weight}${size}px ${fontFamily}`;
    }
    if (item.rotation) {
      ctx.save();
      ctx.translate(l.x, l.y);
      ctx.rotate((item.rotation * Math.PI) / 180);
      if (item.stroke) ctx.strokeText(l.text, 0, 0);
      ctx.fillText(l.text, 0, 0);
      ctx.restore();
    } else {
      if (item.stroke) ctx.strokeText(l.text, l.x, l.y);
      ctx.fillText(l.text, l.x, l.y);
    }
  }
  ctx.restore();
}

/**
 * Paints `scene` onto a context the caller owns, at the context's current transform (so a caller can
 * translate and scale to place several scenes on one canvas). `fontFamily` is the CSS font family of every
 * label: the scene's own (a list with fallbacks) unless the caller has a font of its own registered.
 * `Path` is the canvas's Path2D class (the browser's global one by default); with none (null), polygons are
 * traced point by point.
 */
export function paintScene(
  ctx: SceneContext2D,
  scene: Scene,
  fontFamily: string = scene.fontFamily,
  Path: PathConstructor | null = (globalThis as { Path2D?: PathConstructor }).Path2D ?? null,
): void {
  ctx.save();
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  ctx.lineJoin = "round";
  for (const item of scene.items) {
    if (item.kind === "polygons") polygons(ctx, item, Path);
    else if (item.kind === "circles") circles(ctx, item);
    else labels(ctx, item, fontFamily);
  }
  ctx.restore();
}
