/** POST /draw/api/v1/free/subscription/trial/: the free 3-day trial, once per user, no card. */
import type { TSubscriptionReply, TTrialRequest } from "@mandala/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAccount } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";

export function startTrial(body: TTrialRequest): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/trial/", { method: "POST", body });
}

/** Starts the trial, then refreshes the account and the stored session so the guards let the user into /app. */
export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTrialRequest) => {
      const reply = await startTrial(body);
      await refreshAccount(client).catch(() => undefined);
      return reply;
    },
  });
}
