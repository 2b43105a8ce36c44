/**
 * The user's saved drawings, shared by the builder (re-opening one) and the gallery: GET /api/mandalas/
 * (newest first) and GET /api/mandalas/{id} (everything needed to draw one again), with their query keys.
 */
import type { TSavedMandala, TSavedMandalaList } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client.ts";

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

export function getMandala(id: number): Promise<TSavedMandala> {
  return apiFetch<TSavedMandala>(`/api/mandalas/${id}`);
}

export function mandalaQueryOptions(id: number) {
  return queryOptions({ queryKey: [...MANDALAS_KEY, id], queryFn: () => getMandala(id), retry: false });
}
