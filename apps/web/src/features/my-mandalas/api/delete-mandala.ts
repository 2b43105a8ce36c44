/** DELETE /api/mandalas/{id}: forgets a saved drawing (the spent drawing is not returned). */
import type { TSavedMandalaList } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { MANDALAS_KEY } from "../../../api/mandalas.ts";

export function deleteMandala(id: number): Promise<void> {
  return apiFetch<void>(`/api/mandalas/${id}`, { method: "DELETE" });
}

/** Deletes and drops the card from the cached list at once. */
export function useDeleteMandala() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMandala,
    onSuccess: (_, id) => {
      client.setQueryData<TSavedMandalaList>(MANDALAS_KEY, (list) =>
        list ? { results: list.results.filter((m) => m.id !== id) } : list,
      );
      client.removeQueries({ queryKey: [...MANDALAS_KEY, id] });
    },
  });
}
