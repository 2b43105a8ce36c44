/**
 * The address of the colouring page of a mandala that is not saved (the demo calculator's, a bought
 * set's): /colour with the mandala's params in the query, shared by the pages that link to it. What the
 * page may colour is the server's answer to that query (GET /draw/api/v1/free/colour/).
 */
import { mandalaFields } from "@mandala/contract/mandala-fields";
import type { MandalaParams } from "@mandala/engine";

/** A bought set's mandala: the set, and the purchase's e-mailed link when the colouring is by it. */
export interface ColourSet {
  slug: string;
  link?: string;
}

/** The address of the colouring page of `params` (of `set`'s mandala when given). */
export function colourUrl(params: MandalaParams, set?: ColourSet): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(mandalaFields(params))) {
    if (value !== null) query.set(name, String(value));
  }
  if (set) query.set("set", set.slug);
  if (set?.link) query.set("link", set.link);
  return `/colour?${query}`;
}
