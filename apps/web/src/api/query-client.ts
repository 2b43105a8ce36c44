import { QueryClient } from "@tanstack/react-query";

/** The server-state cache of one page load (SPA or home document). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
