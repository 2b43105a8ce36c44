/**
 * The blog's rules for readers: only published posts and approved comments are public; comments
 * start unapproved; likes toggle, at most one per user.
 */
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import * as repo from "./blog.repository.ts";

/** The public face of a user as the blog shows them. */
export interface AuthorView {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface CommentView {
  id: number;
  content: string;
  createdAt: Date;
  isApproved: boolean;
  user: AuthorView;
  post: { id: number; title: string; slug: string; isPublished: boolean };
  /** Ids of the users who like it. */
  likes: number[];
}

export interface PostView extends repo.PostRow {
  category: repo.CategoryRow | null;
  tags: repo.TagRow[];
  user: AuthorView;
  likes: number[];
  /** Approved comments, or all of them in the admin's views. */
  comments: CommentView[];
}

export const COMMENT_MAX_LENGTH = 2000;

/**
 * The name a post is signed with: its author's full name (first and last), else the editorial team
 * (posts are written by the site's staff, and a first name alone, such as the seeded admin's
 * «Администратор», names a role rather than a person); never the author's sign-in name.
 */
export function postByline(author: Pick<AuthorView, "firstName" | "lastName">, locale: Locale): string {
  const [first, last] = [author.firstName.trim(), author.lastName.trim()];
  return first && last ? `${first} ${last}` : translate("blog.editorial", locale);
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** Comments with their likes (a few batched queries, never one per comment). */
export async function loadComments(
  db: DbOrTx,
  filter: Parameters<typeof repo.findComments>[1],
): Promise<CommentView[]> {
  const rows = await repo.findComments(db, filter);
  const likes = groupBy(
    await repo.findCommentLikes(
      db,
      rows.map((row) => row.comment.id),
    ),
    (like) => like.commentId,
  );
  return rows.map(({ comment, post, user }) => ({
    id: comment.id,
    content: comment.content,
    createdAt: comment.createdAt,
    isApproved: comment.isApproved,
    user,
    post,
    likes: (likes.get(comment.id) ?? []).map((like) => like.userId),
  }));
}

/** Posts with category, tags, author, likes and comments (a few batched queries). */
export async function loadPosts(db: DbOrTx, filter: repo.PostFilter): Promise<PostView[]> {
  const rows = await repo.findPosts(db, filter);
  const ids = rows.map((row) => row.post.id);
  const [authors, tags, likes, comments] = await Promise.all([
    repo.findAuthors(db, [...new Set(rows.map((row) => row.post.authorId))]),
    repo.findTagsOfPosts(db, ids),
    repo.findPostLikes(db, ids),
    loadComments(db, { postIds: ids, approvedOnly: filter.publishedOnly }),
  ]);
  const tagsOf = groupBy(tags, (tag) => tag.postId);
  const likesOf = groupBy(likes, (like) => like.postId);
  const commentsOf = groupBy(comments, (comment) => comment.post.id);
  return rows.flatMap(({ post, category }) => {
    const user = authors.find((author) => author.id === post.authorId);
    if (!user) return [];
    return [
      {
        ...post,
        category,
        tags: (tagsOf.get(post.id) ?? []).map(({ id, name, slug }) => ({ id, name, slug })),
        user,
        likes: (likesOf.get(post.id) ?? []).map((like) => like.userId),
        comments: commentsOf.get(post.id) ?? [],
      },
    ];
  });
}

/** Reading, commenting and liking, as the public and signed-in readers may. */
export function createBlogService({ db }: { db: Db }) {
  async function publishedPost(id: number): Promise<PostView> {
    const [post] = await loadPosts(db, { publishedOnly: true, id });
    if (!post) throw new DomainError("blog.postNotFound");
    return post;
  }

  /** An approved comment of a published post. */
  async function visibleComment(id: number): Promise<CommentView> {
    const [comment] = await loadComments(db, { id, approvedOnly: true });
    const row = await repo.findCommentRow(db, id);
    if (!comment || !row?.postPublished) throw new DomainError("blog.commentNotFound");
    return comment;
  }

  return {
    allPosts: () => loadPosts(db, { publishedOnly: true }),
    postsByCategory: (categorySlug: string) => loadPosts(db, { publishedOnly: true, categorySlug }),
    postsByTag: (tagSlug: string) => loadPosts(db, { publishedOnly: true, tagSlug }),
    async postBySlug(slug: string): Promise<PostView | null> {
      const [post] = await loadPosts(db, { publishedOnly: true, slug });
      return post ?? null;
    },
    allCategories: () => repo.listCategories(db),
    allTags: () => repo.listTags(db),

    /** A user by id, or null. */
    userById: async (id: number) => (await repo.findUserRow(db, id)) ?? null,

    /** A user by username (case-insensitive), or null. */
    userByUsername: async (username: string) => (await repo.findUserByUsername(db, username)) ?? null,

    /** A user's approved comments on published posts. */
    async commentsOfUser(userId: number): Promise<CommentView[]> {
      const comments = await loadComments(db, { userId, approvedOnly: true });
      return comments.filter((comment) => comment.post.isPublished);
    },

    /**
     * The user's own comments on a published post that still await moderation, oldest first: shown to
     * their author only, marked as such, so that a comment does not seem lost before an admin sees it.
     */
    async pendingCommentsOf(userId: number, postId: number): Promise<CommentView[]> {
      const comments = await loadComments(db, { postIds: [postId], userId, approvedOnly: false });
      return comments.filter((comment) => !comment.isApproved && comment.post.isPublished);
    },

    /** True when the user `id` is (still) an admin: the database decides, not the token. */
    isAdmin: async (id: number) => (await repo.findUserRole(db, id)) === "admin",

    /** Adds an unapproved comment by `userId` to a published post. */
    async createComment(userId: number, postId: number, content: string): Promise<CommentView> {
      const text = content.trim();
      if (text === "") throw new DomainError("blog.commentEmpty");
      if (text.length > COMMENT_MAX_LENGTH) {
        throw new DomainError("blog.commentTooLong", { max: COMMENT_MAX_LENGTH });
      }
      await publishedPost(postId);
      const row = await repo.insertComment(db, { postId, userId, content: text });
      const [comment] = await loadComments(db, { id: row.id, approvedOnly: false });
      if (!comment) throw new Error("the new comment vanished");
      return comment;
    },

    /** Likes or unlikes a published post for `userId`; returns the post as it is now. */
    async togglePostLike(userId: number, postId: number): Promise<PostView> {
      await publishedPost(postId);
      await repo.togglePostLike(db, postId, userId);
      return publishedPost(postId);
    },

    /** Likes or unlikes an approved comment for `userId`; returns the comment as it is now. */
    async toggleCommentLike(userId: number, commentId: number): Promise<CommentView> {
      await visibleComment(commentId);
      await repo.toggleCommentLike(db, commentId, userId);
      return visibleComment(commentId);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
