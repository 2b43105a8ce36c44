/** DELETE /draw/api/v1/free/subscription/card/: forget the saved card (renewal goes off). */
import type { TSubscriptionReply } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAccount, subscriptionQueryOptions } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";

export function removeCard(): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/card/", { method: "DELETE" });
}

/** Removes the card; the answer is the subscription, and the rest of the account is read again. */
export function useRemoveCard(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: async (subscription) => {
      client.setQueryData(subscriptionQueryOptions(userId).queryKey, subscription);
      await refreshAccount(client);
    },
  });
}
