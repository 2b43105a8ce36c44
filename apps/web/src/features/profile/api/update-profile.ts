/** PATCH /api/auth/profile/: names, bio, location and website; answers with the whole profile. */
import type { TProfileUpdateRequest, TUserProfile } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { storeProfile } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";

export function updateProfile(update: TProfileUpdateRequest): Promise<TUserProfile> {
  return apiFetch<TUserProfile>("/api/auth/profile/", { method: "PATCH", body: update, auth: true });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(client, profile),
  });
}
