/**
 * Zoom and pan of the colouring template as pure arithmetic on the SVG's viewBox (a square: x, y and
 * its side in template units). Zooming keeps the point under the fingers or the mouse in place.
 */
export interface ViewBox {
  x: number;
  y: number;
  side: number;
}

/** The closest the view gets (a side of 1/MAX_ZOOM of the template). */
export const MAX_ZOOM = 12;

/** The whole template. */
export function fullView(size: number): ViewBox {
  return { x: 0, y: 0, side: size };
}

function clamp(view: ViewBox, size: number): ViewBox {
  const side = Math.min(size, Math.max(size / MAX_ZOOM, view.side));
  const x = Math.min(size - side, Math.max(0, view.x));
  const y = Math.min(size - side, Math.max(0, view.y));
  return { x, y, side };
}

/**
 * The view zoomed by `factor` (>1 closer) about a point given as a fraction of the view (0..1 across
 * and down), kept inside the template.
 */
export function zoomAt(view: ViewBox, size: number, factor: number, fx: number, fy: number): ViewBox {
  const side = Math.min(size, Math.max(size / MAX_ZOOM, view.side / factor));
  const px = view.x + fx * view.side;
  const py = view.y + fy * view.side;
  return clamp({ x: px - fx * side, y: py - fy * side, side }, size);
}

/** The view moved by a drag of `dx`, `dy` screen pixels on a view `screen` pixels wide. */
export function panBy(view: ViewBox, size: number, dx: number, dy: number, screen: number): ViewBox {
  const scale = view.side / screen;
  return clamp({ x: view.x - dx * scale, y: view.y - dy * scale, side: view.side }, size);
}

/** The viewBox attribute of a view. */
export function viewBoxAttribute(view: ViewBox): string {
  return `${view.x.toFixed(2)} ${view.y.toFixed(2)} ${view.side.toFixed(2)} ${view.side.toFixed(2)}`;
}

/** A fingertip in CSS px (about 8.5 mm): a phone starts with its typical cell this wide. */
export const FINGER_PX = 32;

/** A board narrower than this is on a phone, held in one hand. */
export const PHONE_BOARD_PX = 600;

/**
 * The view a board `screen` px wide starts at: the whole template on a larger screen or when its typical
 * (median) cell is finger-sized; else, on a phone, zoomed about the centre until it is. `cellSides` are
 * the cells' inscribed diameters in template units.
 */
export function startView(cellSides: readonly number[], size: number, screen: number): ViewBox {
  if (screen >= PHONE_BOARD_PX) return fullView(size);
  const sorted = [...cellSides].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? size;
  const factor = FINGER_PX / ((median * screen) / size);
  return factor <= 1 ? fullView(size) : zoomAt(fullView(size), size, factor, 0.5, 0.5);
}
