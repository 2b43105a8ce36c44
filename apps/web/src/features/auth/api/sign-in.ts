/**
 * POST /api/auth/token/: a username (or e-mail) and password for an access token (the refresh token
 * comes as the HttpOnly cookie).
 */
import type { TAccessToken, TSignInRequest } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

export function signIn(credentials: TSignInRequest): Promise<Partial<TAccessToken>> {
  return apiFetch<Partial<TAccessToken>>("/api/auth/token/", {
    method: "POST",
    body: credentials,
    auth: false,
  });
}
