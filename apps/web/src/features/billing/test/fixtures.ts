import type { TPaymentInfo, TUserProfile } from "@mandala/contract";

export const PAYMENT_ID = "8f0e2f0c-4a57-4c39-9d7e-2f5b1d9e6a11";

export function payment(extra: Partial<TPaymentInfo> = {}): TPaymentInfo {
  return {
    id: PAYMENT_ID,
    status: "pending",
    kind: "subscription",
    amount: 990,
    currency: "RUB",
    plan_name: "Advanced",
    learning_set_name: null,
    learning_set_slug: null,
    email: null,
    created_at: "2025-05-01T10:00:00.000Z",
    ...extra,
  };
}

export const profile: TUserProfile = {
  id: 7,
  username: "anna",
  email: "anna@example.ru",
  first_name: "",
  last_name: "",
  avatar: null,
  bio: "",
  location: "",
  website: "",
  joined_date: "2025-05-01T10:00:00.000Z",
  role: "user",
  subscription_status: { is_active: true },
  subscription_details: {
    plan_id: 2,
    plan_name: "Advanced",
    status: "active",
    expiry_date: "2025-05-31T10:00:00.000Z",
    end_date: "2025-05-31T10:00:00.000Z",
    days_remaining: 30,
    is_trial: false,
  },
  mandala_drawings: { allowed: 100, used: 0, remaining: 100, reset_date: "2025-05-31T10:00:00.000Z" },
  purchased_learning_sets: [],
};
