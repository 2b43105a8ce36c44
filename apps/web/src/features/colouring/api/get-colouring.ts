/**
 * GET /api/mandalas/{id} and /api/mandalas/{id}/colouring: a saved mandala and the signed-in owner's
 * colouring of it, to colour; without a connection, what this device kept of them at the last visit.
 */
import type { TColouringProgress } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { isRetryable } from "../../../api/backoff.ts";
import { apiFetch } from "../../../api/client.ts";
import { getMandala, MANDALAS_KEY } from "../../../api/mandalas.ts";
import { readOfflineColouring } from "../../../api/offline-data.ts";
import type { OpenedColouring } from "../offline-colouring.ts";

export function getColouring(id: number): Promise<TColouringProgress> {
  return apiFetch<TColouringProgress>(`/api/mandalas/${id}/colouring`);
}

/**
 * The mandala and its colouring as the server has them, with what the device kept; the device's alone
 * when the server cannot be reached (no connection, a busy server) and the device has kept them.
 */
export async function openColouring(userId: number, id: number): Promise<OpenedColouring> {
  const kept = await readOfflineColouring(userId, id);
  try {
    const [mandala, server] = await Promise.all([getMandala(id), getColouring(id)]);
    return { userId, mandala, server, kept };
  } catch (error) {
    if (kept && isRetryable(error)) return { userId, mandala: kept.mandala, server: null, kept };
    throw error;
  }
}

/** Always read afresh: the colouring may have grown on another device. */
export function openColouringQueryOptions(userId: number, id: number) {
  return queryOptions({
    queryKey: [...MANDALAS_KEY, id, "colouring", userId] as const,
    queryFn: () => openColouring(userId, id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
