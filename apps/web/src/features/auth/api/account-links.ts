/**
 * The calls behind the account e-mails' links: asking for and using a password-reset link, and
 * confirming or undoing a change of e-mail. None needs a session: the link's token is the proof.
 */
import type { TAccessToken, TAccountNotice, TEmailLinkReply, TPasswordResetLink } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

/** POST /api/auth/password-reset/: the same answer for every address. */
export function requestPasswordReset(email: string): Promise<TAccountNotice> {
  return apiFetch<TAccountNotice>("/api/auth/password-reset/", {
    method: "POST",
    body: { email },
    auth: false,
  });
}

/** GET /api/auth/password-reset/:token: resolves while the link works, else fails with why. */
export function checkResetLink(token: string): Promise<TPasswordResetLink> {
  return apiFetch<TPasswordResetLink>(`/api/auth/password-reset/${encodeURIComponent(token)}`, {
    auth: false,
  });
}

/**
 * POST /api/auth/password-reset/confirm/: the new password; answers a new session's access token (its
 * refresh token comes as the HttpOnly cookie).
 */
export function completePasswordReset(token: string, password: string): Promise<Partial<TAccessToken>> {
  return apiFetch<Partial<TAccessToken>>("/api/auth/password-reset/confirm/", {
    method: "POST",
    body: { token, password },
    auth: false,
  });
}

/** POST /api/auth/email/confirm/ or /api/auth/email/undo/. */
export function followEmailLink(action: "confirm" | "undo", token: string): Promise<TEmailLinkReply> {
  return apiFetch<TEmailLinkReply>(`/api/auth/email/${action}/`, {
    method: "POST",
    body: { token },
    auth: false,
  });
}
