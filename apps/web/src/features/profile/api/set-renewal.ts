/** POST /draw/api/v1/free/subscription/renewal/: turn the monthly plan's renewal off or back on. */
import type { TRenewalRequest, TSubscriptionReply } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { SUBSCRIPTION_QUERY_KEY } from "../../billing/api/get-subscription.ts";
import { PROFILE_QUERY_KEY } from "./get-profile.ts";

export function setRenewal(body: TRenewalRequest): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/renewal/", { method: "POST", body });
}

/** Changes the renewal; the subscription and the profile (its status badge) are read again. */
export function useSetRenewal(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setRenewal({ enabled }),
    onSuccess: async (subscription) => {
      client.setQueryData([...SUBSCRIPTION_QUERY_KEY, userId], subscription);
      await client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
