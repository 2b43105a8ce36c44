/** Every tag (for the tag page's heading). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../../../api/graphql.ts";
import type { Term } from "./types.ts";

export async function getTags(): Promise<Term[]> {
  return (await graphqlRequest<{ allTags: Term[] }>("query AllTags { allTags { name slug } }")).allTags;
}

export function tagsQueryOptions() {
  return queryOptions({ queryKey: ["blog", "tags"], queryFn: getTags, staleTime: 5 * 60_000 });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}
