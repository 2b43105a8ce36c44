import { describe, expect, it } from "vitest";
import { signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { createComment, createPost, gql } from "./blog.test-support.ts";

const PENDING = `query($postId: ID!) { myPendingComments(postId: $postId) { id content isApproved user { username } } }`;
const CREATE_COMMENT = `mutation($content: String!, $userId: ID!, $postId: ID!) {
  createComment(content: $content, userId: $userId, postId: $postId) { comment { id } } }`;
const APPROVE = `mutation($id: ID!) { approveComment(commentId: $id) { id isApproved } }`;

describe("an author's own comments awaiting moderation", () => {
  const ctx = useAuthApp();
  const db = () => ctx.database.db;

  it("are shown to their author only, until an admin approves them", async () => {
    const admin = await signedInUser(ctx, { role: "admin" });
    const post = await createPost(db(), { authorId: admin.user.id });
    const author = await signedInUser(ctx);
    const created = await gql(
      ctx,
      CREATE_COMMENT,
      { content: "Спасибо за статью!", userId: author.user.id, postId: post.id },
      author.token,
    );
    const id = created.data?.createComment.comment.id;
    expect(id, JSON.stringify(created)).toBeDefined();

    const own = await gql(ctx, PENDING, { postId: post.id }, author.token);
    expect(own.data?.myPendingComments).toEqual([
      { id, content: "Спасибо за статью!", isApproved: false, user: { username: author.user.username } },
    ]);
    const other = await signedInUser(ctx);
    expect((await gql(ctx, PENDING, { postId: post.id }, other.token)).data?.myPendingComments).toEqual([]);
    expect((await gql(ctx, PENDING, { postId: post.id })).data?.myPendingComments).toEqual([]);
    // Not among the public comments yet.
    const pub = await gql(ctx, `query($slug: String!) { postBySlug(slug: $slug) { commentSet { id } } }`, {
      slug: post.slug,
    });
    expect(pub.data?.postBySlug.commentSet).toEqual([]);

    const approved = await gql(ctx, APPROVE, { id }, admin.token);
    expect(approved.errors, JSON.stringify(approved)).toBeUndefined();
    expect((await gql(ctx, PENDING, { postId: post.id }, author.token)).data?.myPendingComments).toEqual([]);
  });

  it("show only the post's own, and none of an unpublished post", async () => {
    const admin = await createUser(db(), { role: "admin" });
    const author = await signedInUser(ctx);
    const post = await createPost(db(), { authorId: admin.id });
    const another = await createPost(db(), { authorId: admin.id });
    const hidden = await createPost(db(), { authorId: admin.id, isPublished: false });
    for (const [postId, content] of [
      [post.id, "к этому посту"],
      [another.id, "к другому"],
      [hidden.id, "к снятому"],
    ] as const) {
      await createComment(db(), { postId, userId: author.user.id, content });
    }
    const pending = async (postId: number) =>
      (await gql(ctx, PENDING, { postId }, author.token)).data?.myPendingComments.map(
        (comment: { content: string }) => comment.content,
      );
    expect(await pending(post.id)).toEqual(["к этому посту"]);
    expect(await pending(hidden.id)).toEqual([]);
  });
});
