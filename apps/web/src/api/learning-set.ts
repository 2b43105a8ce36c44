/** GET /draw/api/v1/free/learningsets/{slug}: one set; `purchased` is true for a signed-in owner. */
import type { TLearningSetDetail } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client.ts";

export function getLearningSet(slug: string): Promise<TLearningSetDetail> {
  return apiFetch<TLearningSetDetail>(`/draw/api/v1/free/learningsets/${encodeURIComponent(slug)}`);
}

/** `viewer` is the signed-in user's id (or null): the purchased flag depends on who asks. */
export function learningSetQueryOptions(slug: string, language: string, viewer: number | null) {
  return queryOptions({
    queryKey: ["learning-sets", "detail", slug, language, viewer],
    queryFn: () => getLearningSet(slug),
  });
}

export function useLearningSet(slug: string, language: string, viewer: number | null) {
  return useQuery(learningSetQueryOptions(slug, language, viewer));
}
