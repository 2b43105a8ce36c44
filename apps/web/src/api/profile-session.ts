/**
 * The stored session's user, plan and isSubscriptionActive as a profile (GET /api/auth/userinfo/)
 * tells them: after a subscription is paid (or a trial starts) the guards must let the user into /app.
 */
import type { TUserProfile } from "@mandala/contract";
import type { Session } from "./session.ts";

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
