/**
 * myPendingComments: the signed-in reader's own comments on a post that await moderation, shown to them
 * (marked) so that a sent comment does not seem lost after a reload.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../../../api/graphql.ts";
import type { BlogComment } from "./types.ts";

const PENDING_QUERY = `query MyPendingComments($postId: ID!) {
  myPendingComments(postId: $postId) { id content createdAt isApproved user { username avatar } numberOfLikes likes { id } }
}`;

export function pendingCommentsQueryOptions(postId: string, userId: number | null) {
  return queryOptions({
    queryKey: ["blog", "pending-comments", postId, userId],
    queryFn: async () =>
      (await graphqlRequest<{ myPendingComments: BlogComment[] }>(PENDING_QUERY, { postId }))
        .myPendingComments,
    enabled: userId !== null,
  });
}

export function usePendingComments(postId: string, userId: number | null) {
  return useQuery(pendingCommentsQueryOptions(postId, userId));
}
