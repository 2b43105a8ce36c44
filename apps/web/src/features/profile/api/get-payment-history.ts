/** GET /api/payments: the signed-in customer's payments, renewal charges and refunds, newest first. */
import type { TPaymentHistory } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ACCOUNT_KEY } from "../../../api/account.ts";
import { apiFetch } from "../../../api/client.ts";
import { useSession } from "../../../api/session.ts";

export function getPaymentHistory(): Promise<TPaymentHistory> {
  return apiFetch<TPaymentHistory>("/api/payments", { auth: true });
}

/** Under the account's key: a payment or a refund (refreshAccount) reads it again. */
export function paymentHistoryQueryOptions(userId: number | null, language: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_KEY, "payments", userId, language] as const,
    queryFn: getPaymentHistory,
    enabled: userId !== null,
  });
}

export function usePaymentHistory(language: string) {
  return useQuery(paymentHistoryQueryOptions(useSession()?.user.id ?? null, language));
}
