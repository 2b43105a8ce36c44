/** GET /draw/api/v1/premium/commondata/: shapes, methods and palettes of the user's tier, and the balance. */
import type { TCommonDataReply } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export type PremiumCommonData = TCommonDataReply & { remaining_drawings: number };

export function getPremiumCommonData(): Promise<PremiumCommonData> {
  return apiFetch<PremiumCommonData>("/draw/api/v1/premium/commondata/");
}

export function premiumCommonDataQueryOptions() {
  return queryOptions({
    queryKey: ["draw", "premium", "commondata"],
    queryFn: getPremiumCommonData,
    staleTime: 5 * 60_000,
  });
}

export function usePremiumCommonData() {
  return useQuery(premiumCommonDataQueryOptions());
}
