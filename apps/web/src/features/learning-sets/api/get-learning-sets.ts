/** GET /draw/api/v1/free/learningsets/: the topics, each with its learning sets. */
import type { TLearningSetList } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function getLearningSets(): Promise<TLearningSetList> {
  return apiFetch<TLearningSetList>("/draw/api/v1/free/learningsets/");
}

export function learningSetsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ["learning-sets", "list", language],
    queryFn: getLearningSets,
  });
}

export function useLearningSets(language: string) {
  return useQuery(learningSetsQueryOptions(language));
}
