/** Every category (for the sidebar). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../../../api/graphql.ts";
import type { Term } from "./types.ts";

export async function getCategories(): Promise<Term[]> {
  return (
    await graphqlRequest<{ allCategories: Term[] }>("query AllCategories { allCategories { name slug } }")
  ).allCategories;
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: ["blog", "categories"], queryFn: getCategories, staleTime: 5 * 60_000 });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
