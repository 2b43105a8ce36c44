/** POST /api/auth/token/: a username (or e-mail) and password for an access and a refresh token. */
import type { TSignInRequest, TTokenPair } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

export function signIn(credentials: TSignInRequest): Promise<Partial<TTokenPair>> {
  return apiFetch<Partial<TTokenPair>>("/api/auth/token/", {
    method: "POST",
    body: credentials,
    auth: false,
  });
}
