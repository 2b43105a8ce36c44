/** POST /api/auth/profile/avatar/: one JPEG, PNG or WebP file (multipart field "file"), up to 2 MB. */
import type { TUserProfile } from "@mandala/contract";
import { useProfileChange } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";

export function uploadAvatar(file: File): Promise<TUserProfile> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch<TUserProfile>("/api/auth/profile/avatar/", { method: "POST", body: form, auth: true });
}

export function useUploadAvatar() {
  return useProfileChange(uploadAvatar);
}
