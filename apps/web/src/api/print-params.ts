/**
 * The print page's query: payload (the phrase), shapeSelected, shapeSelectedId,
 * patternLenSelected, paletteSelected, firstMethodSelected, additionalMethodSelected,
 * printDefaultMandala, printOnlyDigits, printOnlyDots, printDotsByNumbers, pattern; plus our
 * additions `mandalaId` (a saved drawing: images come from it without spending) and `sectorLength`.
 */
import { mandalaParams } from "@mandala/contract/mandala-fields";
import { type MandalaParams, parseFilter } from "@mandala/engine";

export interface PrintParams {
  phrase: string;
  shape: string;
  /** The shape's position in the catalogue (1-based), the query's shapeSelectedId. */
  shapeId: number;
  patternLength: number;
  palette: number;
  firstMethod: string;
  additionalMethod: string;
  sectorLength: number | null;
  colorized: boolean;
  digits: boolean;
  dots: boolean;
  /** One dots page per number, ascending. */
  numbers: number[];
  /** The dots pattern of the dots page. */
  pattern: string;
  mandalaId: number | null;
}

/** The mandala a print is of (as the engine computes it). */
export function printMandalaParams(
  params: Pick<
    PrintParams,
    "phrase" | "shape" | "firstMethod" | "additionalMethod" | "patternLength" | "sectorLength" | "palette"
  >,
): MandalaParams {
  const { firstMethod, additionalMethod, patternLength, sectorLength } = params;
  return mandalaParams({
    ...params,
    first_method: firstMethod,
    additional_method: additionalMethod,
    pattern_length: patternLength,
    sector_length: sectorLength,
  });
}

/** The /print URL (relative) of `params`. */
export function printUrl(params: PrintParams): string {
  const query = new URLSearchParams({
    payload: params.phrase,
    shapeSelected: params.shape,
    shapeSelectedId: String(params.shapeId),
    patternLenSelected: String(params.patternLength),
    paletteSelected: String(params.palette),
    firstMethodSelected: params.firstMethod,
    additionalMethodSelected: params.additionalMethod,
    printDefaultMandala: String(params.colorized),
    printOnlyDigits: String(params.digits),
    printOnlyDots: String(params.dots),
    printDotsByNumbers: sortedNumbers(params.numbers).join(","),
    pattern: params.pattern,
  });
  if (params.sectorLength !== null) query.set("sectorLength", String(params.sectorLength));
  if (params.mandalaId !== null) query.set("mandalaId", String(params.mandalaId));
  return `/print?${query}`;
}

function sortedNumbers(numbers: readonly number[]): number[] {
  return [...new Set(numbers)].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}

function int(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** Reads the print page's query; missing flags are off, numbers are sorted ascending. */
export function parsePrintParams(search: URLSearchParams): PrintParams {
  const flag = (name: string) => ["true", "1"].includes(search.get(name) ?? "");
  const numbers = (search.get("printDotsByNumbers") ?? "")
    .split(",")
    .map((part) => int(part))
    .filter((n): n is number => n !== null);
  const pattern = search.get("pattern") ?? "";
  return {
    phrase: search.get("payload") ?? "",
    shape: search.get("shapeSelected") ?? "",
    shapeId: int(search.get("shapeSelectedId")) ?? 0,
    patternLength: int(search.get("patternLenSelected")) ?? 1,
    palette: int(search.get("paletteSelected")) ?? 9,
    firstMethod: search.get("firstMethodSelected") ?? "",
    additionalMethod: search.get("additionalMethodSelected") ?? "",
    sectorLength: int(search.get("sectorLength")),
    colorized: flag("printDefaultMandala"),
    digits: flag("printOnlyDigits"),
    dots: flag("printOnlyDots"),
    numbers: sortedNumbers(numbers),
    pattern: parseFilter(pattern) === null ? "*" : pattern,
    mandalaId: int(search.get("mandalaId")),
  };
}
