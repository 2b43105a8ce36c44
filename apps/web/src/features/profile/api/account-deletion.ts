/** Deleting the account (decision 031): what it loses, then the password or an e-mailed link. */
import type { TAccountDeletionPreview, TAccountNotice } from "@mandala/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ACCOUNT_KEY } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";
import { useSession } from "../../../api/session.ts";

/** What deleting the account loses, asked only once the owner opens the deletion. */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: [...ACCOUNT_KEY, "deletion", useSession()?.user.id ?? null],
    queryFn: () => apiFetch<TAccountDeletionPreview>("/api/auth/account/deletion/", { auth: true }),
    enabled,
  });
}

/** Deletes the account (undefined: done) or, without a password, e-mails the link (its notice). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string | undefined) =>
      apiFetch<TAccountNotice | undefined>("/api/auth/account/deletion/", {
        method: "POST",
        body: password === undefined ? {} : { password },
        auth: true,
      }),
  });
}

/** The e-mailed link's confirmation. */
export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<void>("/api/auth/account/deletion/confirm/", { method: "POST", body: { token } }),
  });
}
