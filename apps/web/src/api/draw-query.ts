/** The query both drawing calls share: the demo's free call and the builder's premium one. */

export interface DrawQueryParams {
  phrase: string;
  patternLength: number;
  palette: number;
  firstMethod: string;
  additionalMethod: string;
  view: "colorized" | "digits" | "dots";
  /** The dots filter as normalised text (`*` or `1,2,5`), sent in the dots view only. */
  filter: string;
}

/**
 * The view both explicit and as the query's colorize / num_to_dot flags; `numberedDots` asks the dots
 * view for the numbers beside the dots (num_to_dot=1).
 */
export function drawQuery(params: DrawQueryParams, numberedDots: boolean): URLSearchParams {
  const query = new URLSearchParams({
    q: params.phrase,
    patternLength: String(params.patternLength),
    palette_id: String(params.palette),
    first_method: params.firstMethod,
    additional_method: params.additionalMethod,
    colorize: params.view === "colorized" ? "1" : "0",
    num_to_dot: numberedDots && params.view === "dots" ? "1" : "0",
    view: params.view,
  });
  if (params.view === "dots") query.set("filter", params.filter);
  return query;
}

export interface PremiumDrawQueryParams extends DrawQueryParams {
  /** Sent only where it applies (eight_diamond, six_diamond, stern with a method "8…"). */
  sectorLength: number | null;
  /** A free, watermarked preview instead of a saved drawing from the quota. */
  preview: boolean;
}

/** The query of the premium call (builder, print previews): dots numbered, sector length, preview flag. */
export function premiumDrawQuery(params: PremiumDrawQueryParams): URLSearchParams {
  const query = drawQuery(params, true);
  query.set("watermarked", String(params.preview));
  if (params.sectorLength !== null) query.set("sector_length", String(params.sectorLength));
  return query;
}
