/** GET /api/mandalas/{id}/colouring: the signed-in owner's colouring of a saved mandala. */
import type { TColouringProgress } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { MANDALAS_KEY } from "../../../api/mandalas.ts";

export function colouringKey(id: number) {
  return [...MANDALAS_KEY, id, "colouring"] as const;
}

export function getColouring(id: number): Promise<TColouringProgress> {
  return apiFetch<TColouringProgress>(`/api/mandalas/${id}/colouring`);
}

/** Always read afresh: the colouring may have grown on another device. */
export function colouringQueryOptions(id: number) {
  return queryOptions({
    queryKey: colouringKey(id),
    queryFn: () => getColouring(id),
    staleTime: 0,
    retry: false,
  });
}
