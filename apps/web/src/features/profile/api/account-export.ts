/**
 * The account's data export: its state (asked again every few seconds while it is being made, until a
 * check fails: the card then asks for a reload) and the request.
 */
import type { TAccountExport } from "@mandala/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCOUNT_KEY } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";
import { useSession } from "../../../api/session.ts";

const EXPORT_URL = "/api/auth/account/export/";
/** How often a preparing export is looked at again. */
export const EXPORT_POLL_MS = 3000;

function useExportKey() {
  return [...ACCOUNT_KEY, "export", useSession()?.user.id ?? null] as const;
}

export function useAccountExport() {
  return useQuery({
    queryKey: useExportKey(),
    queryFn: () => apiFetch<TAccountExport>(EXPORT_URL, { auth: true }),
    refetchInterval: (query) =>
      query.state.status !== "error" && query.state.data?.state === "preparing" ? EXPORT_POLL_MS : false,
  });
}

export function useRequestExport() {
  const client = useQueryClient();
  const key = useExportKey();
  return useMutation({
    mutationFn: () => apiFetch<TAccountExport>(EXPORT_URL, { method: "POST", auth: true }),
    onSuccess: (state) => client.setQueryData(key, state),
  });
}
