/** GET /draw/api/v1/free/commondata/: shapes, methods, palettes, limits and the demo's fixed values. */
import type { TCommonDataReply } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function getCommonData(): Promise<TCommonDataReply> {
  return apiFetch<TCommonDataReply>("/draw/api/v1/free/commondata/", { auth: false });
}

export function commonDataQueryOptions() {
  return queryOptions({
    queryKey: ["draw", "commondata"],
    queryFn: getCommonData,
    staleTime: 5 * 60_000,
  });
}

export function useCommonData() {
  return useQuery(commonDataQueryOptions());
}
