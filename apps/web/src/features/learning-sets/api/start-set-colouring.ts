/**
 * POST /draw/api/v1/free/learningsets/{slug}/mandalas/{index}/colouring: the owner's own mandala of a
 * set's mandala (kept among their mandalas once), whose colouring the server keeps.
 */
import type { TSetMandalaColouring } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { MANDALA_LISTS_KEY } from "../../../api/mandalas.ts";

export function startSetColouring(slug: string, index: number): Promise<TSetMandalaColouring> {
  return apiFetch<TSetMandalaColouring>(
    `/draw/api/v1/free/learningsets/${encodeURIComponent(slug)}/mandalas/${index}/colouring`,
    { method: "POST" },
  );
}

/** Starts colouring; "My mandalas" is read again, as it may have gained the mandala. */
export function useStartSetColouring(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => startSetColouring(slug, index),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANDALA_LISTS_KEY }),
  });
}
