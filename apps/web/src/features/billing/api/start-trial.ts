/** POST /draw/api/v1/free/subscription/trial/: the free 3-day trial, once per user, no card. */
import type { TSubscriptionReply, TTrialRequest } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { refreshSession } from "../../../api/profile-session.ts";
import { SUBSCRIPTION_QUERY_KEY } from "./get-subscription.ts";

export function startTrial(body: TTrialRequest): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/trial/", { method: "POST", body });
}

/** Starts the trial, then refreshes the stored session so the guards let the user into /app. */
export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTrialRequest) => {
      const reply = await startTrial(body);
      await refreshSession().catch(() => undefined);
      return reply;
    },
    onSuccess: (reply) => {
      client.setQueriesData({ queryKey: SUBSCRIPTION_QUERY_KEY }, reply);
    },
  });
}
