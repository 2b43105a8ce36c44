/** The owner's share links of a saved mandala: GET and POST /api/mandalas/{id}/shares, DELETE /api/shares/{token}. */
import type { TShareCreate, TShareLink, TShareLinkList } from "@mandala/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { MANDALAS_KEY } from "../../../api/mandalas.ts";

const sharesKey = (id: number) => [...MANDALAS_KEY, id, "shares"] as const;

export function shareLinksQueryOptions(id: number) {
  return queryOptions({
    queryKey: sharesKey(id),
    queryFn: () => apiFetch<TShareLinkList>(`/api/mandalas/${id}/shares`),
  });
}

export function useCreateShareLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: TShareCreate) =>
      apiFetch<TShareLink>(`/api/mandalas/${id}/shares`, { method: "POST", body: options }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(id) }),
  });
}

export function useRevokeShareLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<void>(`/api/shares/${token}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(id) }),
  });
}
