/** POST /draw/api/v1/free/subscription/purchase/: a plan in, the checkout page's link out. */
import type { TPaymentLinkReply, TSubscriptionPurchaseRequest } from "@mandala/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function purchaseSubscription(body: TSubscriptionPurchaseRequest): Promise<TPaymentLinkReply> {
  return apiFetch<TPaymentLinkReply>("/draw/api/v1/free/subscription/purchase/", { method: "POST", body });
}

export function usePurchaseSubscription() {
  return useMutation({ mutationFn: purchaseSubscription });
}
