/**
 * updatePostLike and updateCommentLike: sent without waiting (the count already changed on
 * screen); a failure is ignored and the next load shows the truth.
 */
import { graphqlRequest } from "../../../api/graphql.ts";

export function sendPostLike(postId: string, userId: number): void {
  graphqlRequest(
    "mutation UpdatePostLike($postId: ID!, $userId: ID!) { updatePostLike(postId: $postId, userId: $userId) { post { id title likes { id } } } }",
    { postId, userId },
  ).catch(() => undefined);
}

export function sendCommentLike(commentId: string, userId: number): void {
  graphqlRequest(
    "mutation UpdateCommentLike($commentId: ID!, $userId: ID!) { updateCommentLike(commentId: $commentId, userId: $userId) { comment { id likes { id } } } }",
    { commentId, userId },
  ).catch(() => undefined);
}
