/** POST /draw/api/v1/free/subscription/renewal/: turn the monthly plan's renewal off or back on. */
import type { TRenewalRequest, TSubscriptionReply } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAccount, subscriptionQueryOptions } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";

export function setRenewal(body: TRenewalRequest): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/renewal/", { method: "POST", body });
}

/** Changes the renewal; the answer is the subscription, and the rest of the account is read again. */
export function useSetRenewal(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setRenewal({ enabled }),
    onSuccess: async (subscription) => {
      client.setQueryData(subscriptionQueryOptions(userId).queryKey, subscription);
      await refreshAccount(client);
    },
  });
}
