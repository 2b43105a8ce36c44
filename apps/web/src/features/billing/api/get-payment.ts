/**
 * GET /api/payments/{id}: the real state of a payment for the result pages. While it is pending the
 * query polls every 2 s, for about 30 s; then, or as soon as a check fails, the page offers to check
 * again (a failing server is not asked again by itself).
 */
import type { TPaymentInfo } from "@mandala/contract";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { apiFetch } from "../../../api/client.ts";

export const POLL_INTERVAL_MS = 2_000;
export const POLL_WINDOW_MS = 30_000;

export function getPayment(id: string): Promise<TPaymentInfo> {
  return apiFetch<TPaymentInfo>(`/api/payments/${encodeURIComponent(id)}`);
}

/** The payment, polled while pending; `timedOut` once the polling window has passed. */
export function usePayment(id: string | null) {
  const [since, setSince] = useState(() => Date.now());
  const query = useQuery({
    queryKey: ["billing", "payment", id],
    queryFn: () => getPayment(id ?? ""),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.status !== "error" &&
      q.state.data?.status === "pending" &&
      q.state.dataUpdatedAt - since < POLL_WINDOW_MS
        ? POLL_INTERVAL_MS
        : false,
  });
  const timedOut = query.data?.status === "pending" && query.dataUpdatedAt - since >= POLL_WINDOW_MS;
  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setSince(Date.now());
    void refetch();
  }, [refetch]);
  return { ...query, timedOut, checkAgain };
}
