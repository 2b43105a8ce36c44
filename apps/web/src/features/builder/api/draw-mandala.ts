/**
 * GET /draw/api/v1/premium/shape/{shape}: a drawing. A preview (watermarked=true) is free; a real one
 * spends one drawing from the quota, is saved (mandala_id) and answers 402 when the quota is exhausted.
 */
import type { TPremiumDrawReply } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";
import { type PremiumDrawQueryParams, premiumDrawQuery } from "../../../api/draw-query.ts";

export interface DrawParams extends PremiumDrawQueryParams {
  shape: string;
}

export function drawMandala(params: DrawParams): Promise<TPremiumDrawReply> {
  const path = `/draw/api/v1/premium/shape/${encodeURIComponent(params.shape)}?${premiumDrawQuery(params)}`;
  return apiFetch<TPremiumDrawReply>(path);
}
