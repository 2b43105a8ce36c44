/** GET /draw/api/v1/premium/shapesdata/?shape&q: a shape's matrices, all patterns and default methods. */
import type { TShapesDataReply } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function getPremiumShapesData(shape: string, phrase: string): Promise<TShapesDataReply> {
  const query = new URLSearchParams({ shape, q: phrase });
  return apiFetch<TShapesDataReply>(`/draw/api/v1/premium/shapesdata/?${query}`);
}

/** Shape data never changes for a shape and phrase: fetched once, kept for the session. */
export function premiumShapesDataQueryOptions(shape: string, phrase: string) {
  return queryOptions({
    queryKey: ["draw", "premium", "shapesdata", shape, phrase],
    queryFn: () => getPremiumShapesData(shape, phrase),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
