/** PATCH /api/auth/profile/: names, bio, location and website; answers with the whole profile. */
import type { TProfileUpdateRequest, TUserProfile } from "@mandala/contract";
import { useProfileChange } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";

export function updateProfile(update: TProfileUpdateRequest): Promise<TUserProfile> {
  return apiFetch<TUserProfile>("/api/auth/profile/", { method: "PATCH", body: update, auth: true });
}

export function useUpdateProfile() {
  return useProfileChange(updateProfile);
}
