/** The post lists: allPosts, postsByCategory(category) and postsByTag(tag); published posts only. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../../../api/graphql.ts";
import type { PostCard } from "./types.ts";

const CARD_FIELDS = "id title slug excerpt featuredImage createdAt isFeatured category { name slug }";

/** Which posts to list: all, or those of a category or a tag (by slug). */
export type PostListFilter =
  | { kind: "all" }
  | { kind: "category"; slug: string }
  | { kind: "tag"; slug: string };

export async function getPosts(filter: PostListFilter): Promise<PostCard[]> {
  if (filter.kind === "category") {
    const data = await graphqlRequest<{ postsByCategory: PostCard[] }>(
      `query PostsByCategory($category: String!) { postsByCategory(category: $category) { ${CARD_FIELDS} } }`,
      { category: filter.slug },
    );
    return data.postsByCategory;
  }
  if (filter.kind === "tag") {
    const data = await graphqlRequest<{ postsByTag: PostCard[] }>(
      `query PostsByTag($tag: String!) { postsByTag(tag: $tag) { ${CARD_FIELDS} } }`,
      { tag: filter.slug },
    );
    return data.postsByTag;
  }
  const data = await graphqlRequest<{ allPosts: PostCard[] }>(
    `query AllPosts { allPosts { ${CARD_FIELDS} } }`,
  );
  return data.allPosts;
}

export function postsQueryOptions(filter: PostListFilter) {
  return queryOptions({ queryKey: ["blog", "posts", filter], queryFn: () => getPosts(filter) });
}

export function usePosts(filter: PostListFilter) {
  return useQuery(postsQueryOptions(filter));
}
