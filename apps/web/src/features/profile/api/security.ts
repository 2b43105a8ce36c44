/**
 * The profile's security section: the account's password, e-mail and VK ID state, the devices signed
 * in, and the changes to them. Its queries live under the account key, so `refreshAccount` renews them too.
 */
import type {
  TAccountNotice,
  TAccountSecurity,
  TPasswordChangeRequest,
  TSessionList,
  TSessionsEnded,
} from "@mandala/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCOUNT_KEY } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";
import { useSession } from "../../../api/session.ts";

function useKey(part: "security" | "sessions") {
  return [...ACCOUNT_KEY, part, useSession()?.user.id ?? null] as const;
}

export function useAccountSecurity() {
  return useQuery({
    queryKey: useKey("security"),
    queryFn: () => apiFetch<TAccountSecurity>("/api/auth/account/security/", { auth: true }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: useKey("sessions"),
    queryFn: () => apiFetch<TSessionList>("/api/auth/sessions/", { auth: true }),
  });
}

/** A change that, once made, renews the section's two queries. */
function useSecurityChange<TInput, TReply>(send: (input: TInput) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

export function useChangePassword() {
  return useSecurityChange((input: TPasswordChangeRequest) =>
    apiFetch<void>("/api/auth/password/", { method: "POST", body: input, auth: true }),
  );
}

export function useRequestEmailChange() {
  return useSecurityChange((input: { email: string; password?: string }) =>
    apiFetch<TAccountNotice>("/api/auth/email/", { method: "POST", body: input, auth: true }),
  );
}

/** Asks for a new link confirming the account's address (the server allows three an hour). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      apiFetch<TAccountNotice>("/api/auth/verify-email/resend/", { method: "POST", auth: true }),
  });
}

/** Unlinks VK ID (the server refuses unless the account keeps a password and a confirmed e-mail). */
export function useUnlinkVk() {
  return useSecurityChange(() =>
    apiFetch<TAccountSecurity>("/api/auth/vk-link/", { method: "DELETE", auth: true }),
  );
}

/** Signs out one device (`id`), or every device but this one (`others`). */
export function useEndSessions() {
  return useSecurityChange((which: { id: string } | "others") =>
    which === "others"
      ? apiFetch<TSessionsEnded>("/api/auth/sessions/sign-out-others/", { method: "POST", auth: true })
      : apiFetch<TSessionsEnded>(`/api/auth/sessions/${which.id}`, { method: "DELETE", auth: true }),
  );
}
