/**
 * GET /draw/api/v1/premium/shape/{shape}: a drawing. A preview (watermarked=true) is free; a real one
 * spends one drawing from the quota, is saved (mandala_id) and answers 402 when the quota is exhausted.
 */
import type { TPremiumDrawReply } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";
import { type DrawQueryParams, drawQuery } from "../../../api/draw-query.ts";
import type { DrawView } from "../builder-rules.ts";

export interface DrawParams extends DrawQueryParams {
  shape: string;
  /** Sent only where it applies (eight_diamond, six_diamond, stern with a method "8…"). */
  sectorLength: number | null;
  view: DrawView;
  preview: boolean;
}

/** The query of a drawing: the shared one, with the builder's sector length and preview flag. */
export function drawMandalaQuery(params: DrawParams): URLSearchParams {
  const query = drawQuery(params, true);
  query.set("watermarked", String(params.preview));
  if (params.sectorLength !== null) query.set("sector_length", String(params.sectorLength));
  return query;
}

export function drawMandala(params: DrawParams): Promise<TPremiumDrawReply> {
  const path = `/draw/api/v1/premium/shape/${encodeURIComponent(params.shape)}?${drawMandalaQuery(params)}`;
  return apiFetch<TPremiumDrawReply>(path);
}
