/**
 * GET /draw/api/v1/premium/shape/{shape}: a drawing. A preview (watermarked=true) is free; a real one
 * spends one drawing from the quota, is saved (mandala_id) and answers 402 when the quota is exhausted,
 * 409 when the user already keeps an identical drawing (unless `again`).
 */
import type { TPremiumDrawReply } from "@mandala/contract";
import { ApiError, apiFetch, errorCode } from "../../../api/client.ts";
import { type PremiumDrawQueryParams, premiumDrawQuery } from "../../../api/draw-query.ts";

export interface DrawParams extends PremiumDrawQueryParams {
  shape: string;
  /** Draw (and spend) even when the user keeps an identical drawing (else 409 draw.duplicate). */
  again?: boolean;
}

export function drawMandala(params: DrawParams): Promise<TPremiumDrawReply> {
  const query = premiumDrawQuery(params);
  if (params.again) query.set("again", "1");
  const path = `/draw/api/v1/premium/shape/${encodeURIComponent(params.shape)}?${query}`;
  return apiFetch<TPremiumDrawReply>(path);
}

/** The saved drawing's id when a real drawing was refused as one the user already keeps. */
export function duplicateOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || errorCode(error) !== "draw.duplicate") return null;
  const id = error.body.mandala_id;
  return typeof id === "number" ? id : null;
}
