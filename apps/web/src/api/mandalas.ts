/**
 * The user's saved drawings, shared by the builder (re-opening one) and the gallery: GET /api/mandalas/
 * (newest first) and GET /api/mandalas/{id} (everything needed to draw one again), with their query keys.
 */
import type { TSavedMandala, TSavedMandalaList } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client.ts";
import { fetchAuthorizedBlob, mandalaFilePath } from "./mandala-files.ts";

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

/** A saved mandala's coloured picture as a base64 JPEG (as the drawing calls answer it). */
export async function savedPictureBase64(id: number, size = 1000): Promise<string> {
  const blob = await fetchAuthorizedBlob(mandalaFilePath(id, "image.jpg", { size: String(size) }));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
