/** GET /api/mandalas/: the user's saved drawings, newest first. */
import type { TSavedMandalaList } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export const MANDALAS_KEY = ["mandalas"] as const;

export function listMandalas(): Promise<TSavedMandalaList> {
  return apiFetch<TSavedMandalaList>("/api/mandalas/");
}

export function mandalasQueryOptions() {
  return queryOptions({ queryKey: MANDALAS_KEY, queryFn: listMandalas });
}

export function useMandalas() {
  return useQuery(mandalasQueryOptions());
}
