/** Keeps the stored session's user (names shown in the header) in step with an edited profile. */
import type { TUserProfile } from "@mandala/contract";
import { readSession, saveSession } from "../../../api/session.ts";

export function syncSessionUser(profile: TUserProfile): void {
  const session = readSession();
  if (!session || session.user.id !== profile.id) return;
  saveSession({
    user: {
      ...session.user,
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
    },
  });
}
