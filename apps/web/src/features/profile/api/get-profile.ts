/** GET /api/auth/userinfo/: the signed-in user's profile (spec section 3). */
import type { TUserProfile } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export const PROFILE_QUERY_KEY = ["auth", "profile"] as const;

export async function getProfile(): Promise<TUserProfile> {
  const profile = await apiFetch<TUserProfile | null>("/api/auth/userinfo/", { auth: true });
  if (!profile || typeof profile.id !== "number") throw new Error("No user data received");
  return profile;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, staleTime: 30_000, retry: false });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
