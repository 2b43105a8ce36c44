/**
 * GET /api/auth/userinfo/, then the stored session's user, plan and isSubscriptionActive are
 * updated: after a subscription is paid (or a trial starts) the guards must let the user into /app.
 */
import type { TUserProfile } from "@mandala/contract";
import { apiFetch } from "./client.ts";
import { readSession, type Session, saveSession } from "./session.ts";

/** The parts of the session that come from the profile. */
export function sessionFromProfile(
  profile: TUserProfile,
): Pick<Session, "user" | "plan" | "isSubscriptionActive"> {
  const details = profile.subscription_details;
  return {
    user: {
      id: profile.id,
      username: profile.username,
      email: profile.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      role: profile.role,
    },
    plan: details
      ? {
          id: details.plan_id,
          name: details.plan_name,
          expiryDate: details.expiry_date || details.end_date || null,
          isTrial: details.is_trial,
        }
      : null,
    isSubscriptionActive: profile.subscription_status?.is_active === true,
  };
}

/** Re-reads the profile and stores it; does nothing when signed out. */
export async function refreshSession(): Promise<TUserProfile | null> {
  if (!readSession()) return null;
  const profile = await apiFetch<TUserProfile>("/api/auth/userinfo/");
  if (profile && typeof profile.id === "number" && readSession()) saveSession(sessionFromProfile(profile));
  return profile;
}
