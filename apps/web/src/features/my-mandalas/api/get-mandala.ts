/** GET /api/mandalas/{id}: one saved drawing with everything needed to draw it again. */
import type { TSavedMandala } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { MANDALAS_KEY } from "./list-mandalas.ts";

export function getMandala(id: number): Promise<TSavedMandala> {
  return apiFetch<TSavedMandala>(`/api/mandalas/${id}`);
}

export function mandalaQueryOptions(id: number) {
  return queryOptions({ queryKey: [...MANDALAS_KEY, id], queryFn: () => getMandala(id), retry: false });
}
