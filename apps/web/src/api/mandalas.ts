/**
 * The user's saved drawings, shared by the builder (re-opening one) and the gallery: GET /api/mandalas/
 * (pages, newest first, with a search) and GET /api/mandalas/{id} (everything needed to draw one
 * again), with their query keys.
 */
import type { TSavedMandala, TSavedMandalaList } from "@mandala/contract";
import { queryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "./client.ts";
import { fetchAuthorizedBlob, lookQuery, type MandalaLook, mandalaFilePath } from "./mandala-files.ts";

export const MANDALAS_KEY = ["mandalas"] as const;
/** The prefix of every page list of the gallery (one per search). */
export const MANDALA_LISTS_KEY = [...MANDALAS_KEY, "list"] as const;

/** One page of the user's drawings, newest first, after `cursor`, whose phrase contains `q`. */
export function listMandalas(q: string, cursor: number | null): Promise<TSavedMandalaList> {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (cursor !== null) query.set("cursor", String(cursor));
  const search = query.size > 0 ? `?${query}` : "";
  return apiFetch<TSavedMandalaList>(`/api/mandalas/${search}`);
}

/** The gallery's pages for a search ("" for all drawings), loaded one after another. */
export function useMandalaPages(q: string) {
  return useInfiniteQuery({
    queryKey: [...MANDALA_LISTS_KEY, q],
    queryFn: ({ pageParam }) => listMandalas(q, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function getMandala(id: number): Promise<TSavedMandala> {
  return apiFetch<TSavedMandala>(`/api/mandalas/${id}`);
}

export function mandalaQueryOptions(id: number) {
  return queryOptions({ queryKey: [...MANDALAS_KEY, id], queryFn: () => getMandala(id), retry: false });
}

/** A saved mandala's picture in `look` as a base64 JPEG (as the drawing calls answer it). */
export async function savedPictureBase64(id: number, look: MandalaLook, size = 1000): Promise<string> {
  const query = { ...lookQuery(look), size: String(size) };
  const blob = await fetchAuthorizedBlob(mandalaFilePath(id, "image.jpg", query));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
