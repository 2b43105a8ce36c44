import type { CirclesItem, LabelsItem, PolygonsItem, Scene, SceneItem } from "./scene.ts";
import type { FlatPoints } from "./shapes/geometry.ts";

/** Rounds a coordinate to 0.01 px for compact output. */
const num = (x: number): string => String(Math.round(x * 100) / 100);

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

function pathData(polygons: readonly FlatPoints[]): string {
  const parts: string[] = [];
  for (const p of polygons) {
    let d = `M${num(p[0] as number)} ${num(p[1] as number)}`;
    for (let i = 2; i < p.length; i += 2) d += `L${num(p[i] as number)} ${num(p[i + 1] as number)}`;
    parts.push(`${d}Z`);
  }
  return parts.join("");
}

function polygonsSvg(item: PolygonsItem): string {
  const stroke = item.stroke
    ? ` stroke="${item.stroke}" stroke-width="${num(item.lineWidth)}" stroke-linejoin="round"`
    : "";
  return `<path d="${pathData(item.polygons)}" fill="${item.fill ?? "none"}"${stroke}/>`;
}

/**
 * How sceneToSvg writes a picture. By default every circle and label is an element of its own, as an
 * editor expects. A picture shown on a page can be written with fewer elements: a browser builds,
 * lays out and paints each element of an image on its main thread (a digits picture's 384 labels took
 * ~200 ms there with a phone's CPU, docs/decisions/028).
 */
export interface SvgOptions {
  /** Each item's circles as one path of arcs. */
  circlesAsPath?: boolean;
  /**
   * A plain label's outline (centred on its anchor, its em box's middle on the anchor's line) as path
   * data in relative commands only, starting from the anchor; a labels item that is centred and not
   * rotated is then written as one path. Null writes the item's labels as text.
   */
  labelOutline?: (text: string, fontSize: number, bold: boolean) => string | null;
}

function circlesSvg(item: CirclesItem, options: SvgOptions): string {
  const stroke = item.stroke ? ` stroke="${item.stroke}" stroke-width="${num(item.lineWidth)}"` : "";
  let body = "";
  for (let i = 0; i < item.circles.length; i += 3) {
    const [x, y, r] = [
      item.circles[i] as number,
      item.circles[i + 1] as number,
      item.circles[i + 2] as number,
    ];
    body += options.circlesAsPath
      ? `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0z`
      : `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}"/>`;
  }
  return options.circlesAsPath
    ? `<path d="${body}" fill="${item.fill}"${stroke}/>`
    : `<g fill="${item.fill}"${stroke}>${body}</g>`;
}

/** The item's labels as one path of outlines, or null when one of them has none (see SvgOptions). */
function outlinedLabelsSvg(
  item: LabelsItem,
  outline: NonNullable<SvgOptions["labelOutline"]>,
): string | null {
  if (item.anchor !== "middle" || item.rotation !== 0) return null;
  let d = "";
  for (const l of item.labels) {
    const shape = outline(l.text, l.fontSize, item.bold);
    if (shape === null) return null;
    d += `M${num(l.x)} ${num(l.y)}${shape}`;
  }
  return `<path d="${d}" fill="${item.fill}"${labelsPaint(item)}/>`;
}

/** A labels item's opacity and outline stroke as attributes (none when plain). */
function labelsPaint(item: LabelsItem): string {
  const stroke = item.stroke
    ? ` stroke="${item.stroke}" stroke-width="${num(item.lineWidth)}" paint-order="stroke" stroke-linejoin="round"`
    : "";
  return `${item.opacity < 1 ? ` opacity="${item.opacity}"` : ""}${stroke}`;
}

function labelsSvg(item: LabelsItem): string {
  let body = "";
  for (const l of item.labels) {
    const rotate = item.rotation ? ` transform="rotate(${item.rotation} ${num(l.x)} ${num(l.y)})"` : "";
    body += `<text x="${num(l.x)}" y="${num(l.y)}" font-size="${num(l.fontSize)}"${rotate}>${escapeXml(l.text)}</text>`;
  }
  return `<g fill="${item.fill}" font-weight="${item.bold ? "bold" : "normal"}" text-anchor="${item.anchor}" dominant-baseline="central"${labelsPaint(item)}>${body}</g>`;
}

function itemSvg(item: SceneItem, options: SvgOptions): string {
  if (item.kind === "polygons") return polygonsSvg(item);
  if (item.kind === "circles") return circlesSvg(item, options);
  return (options.labelOutline && outlinedLabelsSvg(item, options.labelOutline)) ?? labelsSvg(item);
}

/**
 * Serialises a scene as a standalone SVG document (xmlns, viewBox, width and height in px), titled by the
 * scene's alt text when it has one.
 */
export function sceneToSvg(scene: Scene, options: SvgOptions = {}): string {
  const { width, height } = scene;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="${escapeXml(scene.fontFamily)}">`,
    ...(scene.alt ? [`<title>${escapeXml(scene.alt)}</title>`] : []),
    `<rect width="${width}" height="${height}" fill="${scene.background}"/>`,
    ...scene.items.map((item) => itemSvg(item, options)),
    "</svg>",
  ].join("\n");
}
