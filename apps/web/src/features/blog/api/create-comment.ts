/** createComment: the signed-in user's comment, which shows once an admin approves it. */
import { useMutation } from "@tanstack/react-query";
import { graphqlRequest } from "../../../api/graphql.ts";

export interface CreateCommentInput {
  content: string;
  userId: number;
  postId: string;
}

export async function createComment(input: CreateCommentInput): Promise<{ id: string }> {
  const data = await graphqlRequest<{ createComment: { comment: { id: string } } }>(
    "mutation CreateComment($content: String!, $userId: ID!, $postId: ID!) { createComment(content: $content, userId: $userId, postId: $postId) { comment { id } } }",
    { ...input },
  );
  return data.createComment.comment;
}

export function useCreateComment() {
  return useMutation({ mutationFn: createComment });
}
