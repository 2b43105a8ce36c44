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

function circlesSvg(item: CirclesItem): string {
  const stroke = item.stroke ? ` stroke="${item.stroke}" stroke-width="${num(item.lineWidth)}"` : "";
  let body = "";
  for (let i = 0; i < item.circles.length; i += 3) {
    body += `<circle cx="${num(item.circles[i] as number)}" cy="${num(item.circles[i + 1] as number)}" r="${num(item.circles[i + 2] as number)}"/>`;
  }
  return `<g fill="${item.fill}"${stroke}>${body}</g>`;
}

function labelsSvg(item: LabelsItem): string {
  const stroke = item.stroke
    ? ` stroke="${item.stroke}" stroke-width="${num(item.lineWidth)}" paint-order="stroke" stroke-linejoin="round"`
    : "";
  const opacity = item.opacity < 1 ? ` opacity="${item.opacity}"` : "";
  const anchor = item.anchor === "middle" ? "middle" : item.anchor;
  let body = "";
  for (const l of item.labels) {
    const rotate = item.rotation ? ` transform="rotate(${item.rotation} ${num(l.x)} ${num(l.y)})"` : "";
    body += `<text x="${num(l.x)}" y="${num(l.y)}" font-size="${num(l.fontSize)}"${rotate}>${escapeXml(l.text)}</text>`;
  }
  return `<g fill="${item.fill}" font-weight="${item.bold ? "bold" : "normal"}" text-anchor="${anchor}" dominant-baseline="central"${opacity}${stroke}>${body}</g>`;
}

function itemSvg(item: SceneItem): string {
  if (item.kind === "polygons") return polygonsSvg(item);
  if (item.kind === "circles") return circlesSvg(item);
  return labelsSvg(item);
}

/**
 * Serialises a scene as a standalone SVG document (xmlns, viewBox, width and height in px), titled by the
 * scene's alt text when it has one.
 */
export function sceneToSvg(scene: Scene): string {
  const { width, height } = scene;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="${escapeXml(scene.fontFamily)}">`,
    ...(scene.alt ? [`<title>${escapeXml(scene.alt)}</title>`] : []),
    `<rect width="${width}" height="${height}" fill="${scene.background}"/>`,
    ...scene.items.map(itemSvg),
    "</svg>",
  ].join("\n");
}
