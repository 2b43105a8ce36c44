/**
 * Why a payment was canceled, as YooKassa's `cancellation_details.reason` says (its list of reasons for
 * declined payments), and what that means for a saved method.
 */
import type { TPaymentCancellation } from "@mandala/contract";
import type { payments } from "../../db/schema.ts";

/**
 * Reasons after which YooKassa tells the shop not to charge the same saved method again: the customer
 * revoked the permission for autopayments (a new payment confirmed by the customer is needed), the card
 * expired, its number is no longer valid, or its operations are blocked (lost card) — the customer must
 * pay with a method that works.
 */
const METHOD_UNUSABLE = new Set([
  "permission_revoked",
  "card_expired",
  "invalid_card_number",
  "payment_method_restricted",
]);

/** True when a declined charge's reason says the saved method can never be charged again. */
export const methodUnusable = (reason: string | null | undefined): boolean =>
  reason != null && METHOD_UNUSABLE.has(reason);

/** A canceled payment's `cancellation_details` as the pages show them; null when not told. */
export function paymentCancellation(
  payment: Pick<typeof payments.$inferSelect, "status" | "cancellationParty" | "cancellationReason">,
): TPaymentCancellation | null {
  if (payment.status !== "canceled" || !payment.cancellationReason) return null;
  return { party: payment.cancellationParty ?? "", reason: payment.cancellationReason };
}
