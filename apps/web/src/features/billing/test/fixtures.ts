import type { TPaymentInfo } from "@mandala/contract";

export const PAYMENT_ID = "8f0e2f0c-4a57-4c39-9d7e-2f5b1d9e6a11";

export function payment(extra: Partial<TPaymentInfo> = {}): TPaymentInfo {
  return {
    id: PAYMENT_ID,
    status: "pending",
    kind: "subscription",
    amount: 990,
    currency: "RUB",
    plan_id: 2,
    plan_name: "Advanced",
    learning_set_name: null,
    learning_set_slug: null,
    email: null,
    created_at: "2025-05-01T10:00:00.000Z",
    order_number: "8F0E2F0C",
    cancellation: null,
    ...extra,
  };
}

/** A paid payment for the set «Гармония в паре». */
export function paidSet(extra: Partial<TPaymentInfo> = {}): TPaymentInfo {
  return payment({
    status: "succeeded",
    kind: "learning_set",
    plan_name: null,
    learning_set_name: "Гармония в паре",
    learning_set_slug: "garmoniya-v-pare",
    ...extra,
  });
}
