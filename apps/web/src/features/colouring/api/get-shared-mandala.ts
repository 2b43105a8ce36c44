/** GET /api/shares/{token}: a shared mandala, as anyone with the link sees it (public). */
import type { TSharedMandala } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function sharedMandalaQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["shares", token] as const,
    queryFn: () => apiFetch<TSharedMandala>(`/api/shares/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
