/**
 * The drawing balance's level: none when remaining <= 0 (red), low when remaining is
 * below 20% of allowed (orange), otherwise plenty (green).
 */
import type { TMandalaDrawings } from "@mandala/contract";

export type QuotaLevel = "none" | "low" | "plenty";

/** The share of `allowed` below which the balance counts as low. */
export const LOW_QUOTA_SHARE = 0.2;

export function quotaLevel({
  remaining,
  allowed,
}: Pick<TMandalaDrawings, "remaining" | "allowed">): QuotaLevel {
  if (remaining <= 0) return "none";
  if (remaining < allowed * LOW_QUOTA_SHARE) return "low";
  return "plenty";
}

/** The bar's filled share in percent, 0–100. */
export function quotaPercent({
  remaining,
  allowed,
}: Pick<TMandalaDrawings, "remaining" | "allowed">): number {
  if (allowed <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((remaining / allowed) * 100)));
}
