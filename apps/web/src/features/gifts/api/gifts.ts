/** The gifts' API: buying one, the buyer's page of it, the recipient's view, and taking it. */
import type {
  TGiftOrder,
  TGiftPurchaseRequest,
  TGiftRedeemReply,
  TGiftView,
  TLearningSetList,
  TPaymentLinkReply,
} from "@mandala/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

const FREE = "/draw/api/v1/free";

/** The sets that can be given (every set of the catalogue). */
export function useGiftableSets(language: string) {
  return useQuery({
    queryKey: ["learning-sets", "list", language],
    queryFn: () => apiFetch<TLearningSetList>(`${FREE}/learningsets/`),
  });
}

export function usePurchaseGift() {
  return useMutation({
    mutationFn: (
      body: Omit<TGiftPurchaseRequest, "recipient_locale" | "message"> & Partial<TGiftPurchaseRequest>,
    ) => apiFetch<TPaymentLinkReply>(`${FREE}/gifts/purchase/`, { method: "POST", body }),
  });
}

export function useGiftOrder(paymentId: string, language: string) {
  return useQuery({
    queryKey: ["gift-order", paymentId, language],
    queryFn: () => apiFetch<TGiftOrder>(`${FREE}/gifts/order/${encodeURIComponent(paymentId)}/`),
    // A payment just made may still be on its way: asked again until it is paid or declined.
    refetchInterval: (query) => (query.state.data?.payment_status === "pending" ? 3000 : false),
  });
}

export function useGift(code: string, language: string, signedIn: boolean) {
  return useQuery({
    queryKey: ["gift", code, language, signedIn],
    queryFn: () => apiFetch<TGiftView>(`${FREE}/gifts/${encodeURIComponent(code)}/`),
    retry: false,
  });
}

export function useRedeemGift(code: string) {
  return useMutation({
    mutationFn: (body: { email?: string }) =>
      apiFetch<TGiftRedeemReply>(`${FREE}/gifts/${encodeURIComponent(code)}/redeem/`, {
        method: "POST",
        body,
      }),
  });
}
