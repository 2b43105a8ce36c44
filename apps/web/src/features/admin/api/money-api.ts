/**
 * The admin's view of money over REST: payments (filtered, paged), subscriptions, set purchases and a
 * full refund. The server checks the admin role on every call.
 */
import type {
  TAdminGiftList,
  TAdminPaymentPage,
  TAdminPaymentsQuery,
  TAdminPurchasePage,
  TAdminSubscriptionPage,
} from "@mandala/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

const search = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  ).toString();

export const paymentsQueryOptions = (query: TAdminPaymentsQuery) =>
  queryOptions({
    queryKey: ["admin", "money", "payments", query],
    queryFn: () => apiFetch<TAdminPaymentPage>(`/api/admin/payments?${search(query)}`),
    placeholderData: keepPreviousData,
  });

export const usePayments = (query: TAdminPaymentsQuery) => useQuery(paymentsQueryOptions(query));

export const useAdminSubscriptions = (page: number) =>
  useQuery({
    queryKey: ["admin", "money", "subscriptions", page],
    queryFn: () => apiFetch<TAdminSubscriptionPage>(`/api/admin/subscriptions?${search({ page })}`),
    placeholderData: keepPreviousData,
  });

export const useAdminPurchases = (page: number) =>
  useQuery({
    queryKey: ["admin", "money", "purchases", page],
    queryFn: () => apiFetch<TAdminPurchasePage>(`/api/admin/purchases?${search({ page })}`),
    placeholderData: keepPreviousData,
  });

/** The latest gifts, beside the orders (their payments are orders of kind "gift"). */
export const useAdminGifts = () =>
  useQuery({
    queryKey: ["admin", "money", "gifts"],
    queryFn: () => apiFetch<TAdminGiftList>("/api/admin/gifts"),
  });

/** Refunds a payment in full, then reloads the money lists. */
export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiFetch<{ id: string; status: string }>(`/api/admin/payments/${paymentId}/refund`, { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin", "money"] }),
  });
}
