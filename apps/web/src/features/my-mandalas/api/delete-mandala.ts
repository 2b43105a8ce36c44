/** DELETE /api/mandalas/{id}: forgets a saved drawing (the spent drawing is not returned). */
import type { TSavedMandalaList } from "@mandala/contract";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { MANDALA_LISTS_KEY, MANDALAS_KEY } from "../../../api/mandalas.ts";

export function deleteMandala(id: number): Promise<void> {
  return apiFetch<void>(`/api/mandalas/${id}`, { method: "DELETE" });
}

/** Deletes and drops the card from the cached pages at once (the pages' cursors stay valid). */
export function useDeleteMandala() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMandala,
    onSuccess: (_, id) => {
      client.setQueriesData<InfiniteData<TSavedMandalaList>>({ queryKey: MANDALA_LISTS_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.filter((m) => m.id !== id),
              })),
            }
          : data,
      );
      client.removeQueries({ queryKey: [...MANDALAS_KEY, id] });
    },
  });
}
