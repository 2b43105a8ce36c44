import type { TUserProfile } from "@mandala/contract";
import { fakeJwt } from "../../../test/tokens.ts";

/** A profile as GET /api/auth/userinfo/ answers it: a fresh user on a trial. */
export function profileFixture(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    id: 7,
    username: "anna",
    email: "anna@example.com",
    first_name: "",
    last_name: "",
    avatar: null,
    bio: "",
    location: "",
    website: "",
    joined_date: "2025-05-12T10:00:00.000Z",
    role: "user",
    subscription_status: { is_active: true },
    subscription_details: {
      plan_id: 2,
      plan_name: "Advanced",
      status: "trial",
      expiry_date: "2025-05-15T10:00:00.000Z",
      end_date: "2025-05-15T10:00:00.000Z",
      days_remaining: 3,
      is_trial: true,
    },
    mandala_drawings: { allowed: 100, used: 0, remaining: 100, reset_date: "2025-05-15T10:00:00.000Z" },
    purchased_learning_sets: [],
    ...overrides,
  };
}

/** A token pair as POST /api/auth/token/ answers it. */
export function tokenPair() {
  return { access: fakeJwt(900), refresh: "refresh-token" };
}
