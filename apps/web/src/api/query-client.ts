import { QueryClient } from "@tanstack/react-query";
import { backoffDelay, isRetryable } from "./backoff.ts";

/**
 * The server-state cache of one page load (SPA or home document). A read that failed is tried once
 * more, a second later, only when trying again may help (no answer, a server failure): a refusal or an
 * ended session is final.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) => failures < 1 && isRetryable(error),
        retryDelay: backoffDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
