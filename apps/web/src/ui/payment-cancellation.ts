import type { TPaymentCancellation } from "@mandala/contract";
import type { TFunction } from "i18next";

/**
 * The sentence that explains why a payment was canceled (YooKassa's `cancellation_details.reason`), in
 * the page's language; a reason without its own sentence (one YooKassa adds later) gets the generic one.
 * `t` must have the billing texts loaded.
 */
export function cancellationText(t: TFunction, cancellation: TPaymentCancellation): string {
  const generic = t("billing:cancellation.generic");
  if (!/^[a-z0-9_]+$/.test(cancellation.reason)) return generic;
  return t(`billing:cancellation.reasons.${cancellation.reason}`, { defaultValue: generic });
}
