/** POST /draw/api/v1/free/learningsets/purchase/{slug}/: an e-mail in, the checkout page's link out. */
import type { TLearningSetPurchaseRequest, TPaymentLinkReply } from "@mandala/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function purchaseLearningSet(
  slug: string,
  body: TLearningSetPurchaseRequest,
): Promise<TPaymentLinkReply> {
  return apiFetch<TPaymentLinkReply>(`/draw/api/v1/free/learningsets/purchase/${encodeURIComponent(slug)}/`, {
    method: "POST",
    body,
  });
}

export function usePurchaseLearningSet(slug: string) {
  return useMutation({ mutationFn: (body: TLearningSetPurchaseRequest) => purchaseLearningSet(slug, body) });
}
