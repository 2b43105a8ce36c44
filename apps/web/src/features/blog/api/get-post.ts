/** One published post by slug, with its tags, likes and approved comments. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../../../api/graphql.ts";
import type { Post } from "./types.ts";

const POST_QUERY = `query PostBySlug($slug: String!) {
  postBySlug(slug: $slug) {
    id title slug excerpt content featuredImage createdAt isFeatured
    category { name slug } tags { name slug }
    byline
    numberOfLikes likes { id }
    commentSet { id content createdAt isApproved user { username avatar } numberOfLikes likes { id } }
  }
}`;

export async function getPost(slug: string): Promise<Post | null> {
  const data = await graphqlRequest<{ postBySlug: Post | null }>(POST_QUERY, { slug });
  return data.postBySlug;
}

export function postQueryOptions(slug: string) {
  return queryOptions({ queryKey: ["blog", "post", slug], queryFn: () => getPost(slug) });
}

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
