/** GET /draw/api/v1/free/subscription/: the signed-in user's subscription, quota and trial right. */
import type { TSubscriptionReply } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export const SUBSCRIPTION_QUERY_KEY = ["billing", "subscription"] as const;

export function getSubscription(): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/");
}

export function subscriptionQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, userId],
    queryFn: getSubscription,
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useSubscription(userId: number | null) {
  return useQuery(subscriptionQueryOptions(userId));
}
