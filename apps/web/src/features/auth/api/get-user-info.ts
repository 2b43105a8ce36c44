/**
 * GET /api/auth/userinfo/ with an explicit access token: used right after sign-in, before the session
 * holds a user (the shared client only sends the token of a complete session).
 */
import type { TUserProfile } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

export function getUserInfo(accessToken: string): Promise<TUserProfile | null> {
  return apiFetch<TUserProfile | null>("/api/auth/userinfo/", {
    auth: false,
    headers: { authorization: `Bearer ${accessToken}` },
  });
}
