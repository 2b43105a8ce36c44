/**
 * GET /draw/api/v1/free/colour/: the mandala the /colour page's address asks for, when the visitor may
 * colour it (the demo's, their plan's, their set's); a 403 that says why otherwise.
 */
import type { TColourMandala } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

/** The query the server checks: the page's address as it is (phrase, shape, …, set, link). */
export function colourMandalaQueryOptions(search: URLSearchParams, language: string, viewer: number | null) {
  const query = search.toString();
  return queryOptions({
    queryKey: ["colour", query, language, viewer],
    queryFn: () => apiFetch<TColourMandala>(`/draw/api/v1/free/colour/?${query}`),
    retry: false,
  });
}
