/**
 * @mandala/engine: the mandala method as pure functions.
 * letters → numbers → code → matrices → shapes (cells as polygons) → scene → SVG.
 */

export { paintScene, type SceneContext2D } from "./canvas.ts";
export {
  allPatterns,
  codeKey,
  maxPatternLength,
  PATTERN_LENGTH_CAP,
  PATTERN_MAX_LEN,
  SHORT_CODE_BELOW,
  sectorEdge,
  UNFOLDED_EDGE_MIN,
  wishCode,
} from "./code.ts";
export {
  colouredCount,
  decodeFills,
  encodeFills,
  FILL_DIGITS,
  type Fills,
  numbersHeld,
} from "./colouring.ts";
export { DEMO_DEFAULTS, DEMO_PHRASES } from "./demo.ts";
export { DEFAULT_FILTER, FILTER_MAX, type Filter, filterHas, formatFilter, parseFilter } from "./filter.ts";
export type { Label, Tier } from "./label.ts";
export {
  MAX_PHRASE_LENGTH,
  type ParsedPhrase,
  type PhraseChar,
  parsePhrase,
  phraseLength,
  readChar,
  SEPARATOR,
} from "./letters.ts";
export { type Cell, computeMandala, type Mandala, type Symmetry, sectorLengthFor } from "./mandala.ts";
export { mainMatrix, sumSquare } from "./matrix.ts";
export { type AdditionalMethodDef, METHODS, type MethodDef, methodById } from "./methods/catalogue.ts";
export { LAYOUTS, type Layout, layoutById } from "./methods/layouts.ts";
export {
  buildSector,
  derivedSectorLength,
  SECTOR_LENGTH_DEFAULT,
  SECTOR_LENGTH_MAX,
  SECTOR_LENGTH_MIN,
} from "./methods/sector.ts";
export { BASE_PALETTES, type Hex, luminance, PALETTES, rotatedPalette, textOn } from "./palettes.ts";
export {
  type DigitsLayout,
  digitsPrintLayout,
  MIN_CELL_MM,
  pictureScale,
  smallestCellRatio,
} from "./print-layout.ts";
export { isPaletteSize, PALETTE_SIZES, type PaletteSize, reduce } from "./reduce.ts";
export {
  buildScene,
  type CirclesItem,
  DEFAULT_SCENE_SIZE,
  type LabelsItem,
  type PolygonsItem,
  type Scene,
  type SceneItem,
  type SceneLabel,
  type SceneOptions,
  type View,
} from "./scene.ts";
export { SHAPES, type ShapeDef, type ShapeId, shapeById, shapeGeometry } from "./shapes/catalogue.ts";
export type { Bounds, CellGeometry, FlatPoints, ShapeGeometry } from "./shapes/geometry.ts";
export { escapeXml, type SvgOptions, sceneToSvg } from "./svg.ts";
export {
  MandalaInputError,
  type MandalaParams,
  type Validation,
  type ValidationIssue,
  validateFilter,
  validateParams,
} from "./validate.ts";
