/** GET /draw/api/v1/free/democalc/?q=…: the phrase's characters and its main matrix per palette size. */
import type { TDemoCalcReply } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function getDemoCalc(phrase: string): Promise<TDemoCalcReply> {
  const query = new URLSearchParams({ q: phrase });
  return apiFetch<TDemoCalcReply>(`/draw/api/v1/free/democalc/?${query}`, { auth: false });
}

export function demoCalcQueryOptions(phrase: string) {
  return queryOptions({
    queryKey: ["draw", "democalc", phrase],
    queryFn: () => getDemoCalc(phrase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The matrix of `phrase`, fetched only once it is non-null (the user pressed Compute). */
export function useDemoCalc(phrase: string | null) {
  return useQuery({ ...demoCalcQueryOptions(phrase ?? ""), enabled: phrase !== null });
}
