/**
 * The address of the colouring page of a mandala that is not saved (the demo calculator's, a bought
 * set's): /colour with the mandala's params in the query, shared by the pages that link to it.
 */
import { type MandalaParams, type PaletteSize, type ShapeId, validateParams } from "@mandala/engine";

/** The address of the colouring page of `params`. */
export function colourUrl(params: MandalaParams): string {
  const query = new URLSearchParams({
    phrase: params.phrase,
    shape: params.shape,
    first_method: params.firstMethod,
    additional_method: params.additionalMethod,
    pattern_length: String(params.patternLength),
    palette: String(params.palette),
  });
  if (params.sectorLength !== undefined) query.set("sector_length", String(params.sectorLength));
  return `/colour?${query}`;
}

/** The params an address of /colour carries, or null when they do not make a mandala. */
export function paramsFromSearch(search: URLSearchParams): MandalaParams | null {
  const sector = search.get("sector_length");
  const params: MandalaParams = {
    phrase: search.get("phrase") ?? "",
    shape: (search.get("shape") ?? "") as ShapeId,
    firstMethod: search.get("first_method") ?? "",
    additionalMethod: search.get("additional_method") ?? "",
    patternLength: Number(search.get("pattern_length")),
    palette: Number(search.get("palette")) as PaletteSize,
    ...(sector ? { sectorLength: Number(sector) } : {}),
  };
  return validateParams(params).ok ? params : null;
}
