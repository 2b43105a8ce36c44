/**
 * GET /api/auth/userinfo/: the signed-in user's profile with the balance of drawings. Refreshed after
 * every drawing; each answer also updates the stored session (user, plan, subscription).
 */
import type { TUserProfile } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { sessionFromProfile } from "../../../api/profile-session.ts";
import { saveSession } from "../../../api/session.ts";

export async function getUserInfo(): Promise<TUserProfile> {
  const profile = await apiFetch<TUserProfile>("/api/auth/userinfo/");
  if (profile && typeof profile.id === "number") saveSession(sessionFromProfile(profile));
  return profile;
}

export function userInfoQueryOptions() {
  return queryOptions({ queryKey: ["auth", "userinfo"], queryFn: getUserInfo, staleTime: 30_000 });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
