/**
 * The address of the colouring page of a mandala that is not saved (the demo calculator's, a bought
 * set's): /colour with the mandala's params in the query, shared by the pages that link to it. What the
 * page may colour is the server's answer to that query (GET /draw/api/v1/free/colour/).
 */
import type { MandalaParams } from "@mandala/engine";

/** A bought set's mandala: the set, and the purchase's e-mailed link when the colouring is by it. */
export interface ColourSet {
  slug: string;
  link?: string;
}

/** The address of the colouring page of `params` (of `set`'s mandala when given). */
export function colourUrl(params: MandalaParams, set?: ColourSet): string {
  const query = new URLSearchParams({
    phrase: params.phrase,
    shape: params.shape,
    first_method: params.firstMethod,
    additional_method: params.additionalMethod,
    pattern_length: String(params.patternLength),
    palette: String(params.palette),
  });
  if (params.sectorLength !== undefined) query.set("sector_length", String(params.sectorLength));
  if (set) query.set("set", set.slug);
  if (set?.link) query.set("link", set.link);
  return `/colour?${query}`;
}
