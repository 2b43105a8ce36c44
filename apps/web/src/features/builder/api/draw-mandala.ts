/**
 * GET /draw/api/v1/premium/shape/{shape}: a drawing. A preview (watermarked=true) is free; a real one
 * spends one drawing from the quota, is saved (mandala_id) and answers 402 when the quota is exhausted.
 */
import type { TPremiumDrawReply } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";
import type { DrawView } from "../builder-rules.ts";

export interface DrawParams {
  phrase: string;
  shape: string;
  patternLength: number;
  palette: number;
  firstMethod: string;
  additionalMethod: string;
  /** Sent only where it applies (eight_diamond, six_diamond, stern with a method "8…"). */
  sectorLength: number | null;
  view: DrawView;
  /** The dots filter as normalised text (`*` or `1,2,5`), used by the dots view. */
  filter: string;
  preview: boolean;
}

/** The query of a drawing: the view both explicit and as the spec's colorize / num_to_dot flags. */
export function drawQuery(params: DrawParams): URLSearchParams {
  const query = new URLSearchParams({
    q: params.phrase,
    patternLength: String(params.patternLength),
    palette_id: String(params.palette),
    first_method: params.firstMethod,
    additional_method: params.additionalMethod,
    colorize: params.view === "colorized" ? "1" : "0",
    num_to_dot: params.view === "dots" ? "1" : "0",
    view: params.view,
    watermarked: String(params.preview),
  });
  if (params.sectorLength !== null) query.set("sector_length", String(params.sectorLength));
  if (params.view === "dots") query.set("filter", params.filter);
  return query;
}

export function drawMandala(params: DrawParams): Promise<TPremiumDrawReply> {
  const path = `/draw/api/v1/premium/shape/${encodeURIComponent(params.shape)}?${drawQuery(params)}`;
  return apiFetch<TPremiumDrawReply>(path);
}
