/**
 * The blog's part of an account's life (decision 050): the comments and likes in the export; deleting
 * the account removes them at once, so the blog's counts stop including it.
 */
import type { AccountPart } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import { commentLikesBy, deleteCommentsAndLikesOf, findComments, postLikesBy } from "./blog.repository.ts";

/** The address of a post's page on the site (where its comments are, each at `#comment-<id>`). */
function postPage(publicUrl: string, slug: string): string {
  return `${publicUrl}/post/${encodeURIComponent(slug)}`;
}

export function blogAccountPart({ db, publicUrl }: { db: Db; publicUrl: string }): AccountPart {
  return {
    async exportFor(owner) {
      const comments = (await findComments(db, { userId: owner.id, approvedOnly: false })).map(
        ({ comment, post }) => ({
          id: comment.id,
          post: { title: post.title, url: `${postPage(publicUrl, post.slug)}#comment-${comment.id}` },
          content: comment.content,
          approved: comment.isApproved,
          created_at: comment.createdAt.toISOString(),
        }),
      );
      const likes = {
        posts: (await postLikesBy(db, owner.id)).map(({ post, likedAt }) => ({
          post: { title: post.title, url: postPage(publicUrl, post.slug) },
          liked_at: likedAt?.toISOString() ?? null,
        })),
        comments: (await commentLikesBy(db, owner.id)).map(({ post, commentId, likedAt }) => ({
          comment_id: commentId,
          post: { title: post.title, url: `${postPage(publicUrl, post.slug)}#comment-${commentId}` },
          liked_at: likedAt?.toISOString() ?? null,
        })),
      };
      return { comments, likes };
    },
    async deleteFor(owner, tx) {
      await deleteCommentsAndLikesOf(tx, owner.id);
      return undefined;
    },
  };
}
