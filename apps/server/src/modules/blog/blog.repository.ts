/** The blog's database access: the only file of the module that touches Drizzle. */
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import {
  blogCategories,
  blogCommentLikes,
  blogComments,
  blogPostLikes,
  blogPosts,
  blogPostTags,
  blogTags,
  users,
} from "../../db/schema.ts";

export type PostRow = typeof blogPosts.$inferSelect;
export type NewPost = typeof blogPosts.$inferInsert;
export type CommentRow = typeof blogComments.$inferSelect;
export type CategoryRow = typeof blogCategories.$inferSelect;
export type TagRow = typeof blogTags.$inferSelect;

/** Which posts to list. */
export interface PostFilter {
  publishedOnly: boolean;
  categorySlug?: string;
  tagSlug?: string;
  slug?: string;
  id?: number;
}

/** Posts (newest first) with their category, matching `filter`. */
export async function findPosts(db: DbOrTx, filter: PostFilter) {
  const conditions: SQL[] = [];
  if (filter.publishedOnly) conditions.push(eq(blogPosts.isPublished, true));
  if (filter.categorySlug !== undefined) conditions.push(eq(blogCategories.slug, filter.categorySlug));
  if (filter.slug !== undefined) conditions.push(eq(blogPosts.slug, filter.slug));
  if (filter.id !== undefined) conditions.push(eq(blogPosts.id, filter.id));
  if (filter.tagSlug !== undefined) {
    const tagged = db
      .select({ postId: blogPostTags.postId })
      .from(blogPostTags)
      .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
      .where(eq(blogTags.slug, filter.tagSlug));
    conditions.push(inArray(blogPosts.id, tagged));
  }
  return db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(...conditions))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

/** The public details of the users `ids`. */
export function findAuthors(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export function findTagsOfPosts(db: DbOrTx, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ postId: blogPostTags.postId, id: blogTags.id, name: blogTags.name, slug: blogTags.slug })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.name));
}

export function findPostLikes(db: DbOrTx, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db.select().from(blogPostLikes).where(inArray(blogPostLikes.postId, postIds));
}

/** The posts `userId` liked, with when (the account's export), oldest first. */
export function postLikesBy(db: DbOrTx, userId: number) {
  return db
    .select({ likedAt: blogPostLikes.likedAt, post: { title: blogPosts.title, slug: blogPosts.slug } })
    .from(blogPostLikes)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostLikes.postId))
    .where(eq(blogPostLikes.userId, userId))
    .orderBy(asc(blogPostLikes.likedAt), asc(blogPostLikes.postId));
}

/** The comments `userId` liked, with their post and when (the account's export), oldest first. */
export function commentLikesBy(db: DbOrTx, userId: number) {
  return db
    .select({
      likedAt: blogCommentLikes.likedAt,
      commentId: blogCommentLikes.commentId,
      post: { title: blogPosts.title, slug: blogPosts.slug },
    })
    .from(blogCommentLikes)
    .innerJoin(blogComments, eq(blogComments.id, blogCommentLikes.commentId))
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogCommentLikes.userId, userId))
    .orderBy(asc(blogCommentLikes.likedAt), asc(blogCommentLikes.commentId));
}

/** Comments (oldest first) of `postIds` or by `userId`, with their post and author. */
export function findComments(
  db: DbOrTx,
  filter: { postIds?: number[]; userId?: number; approvedOnly: boolean; id?: number },
) {
  const conditions: SQL[] = [];
  if (filter.postIds) {
    if (filter.postIds.length === 0) return Promise.resolve([]);
    conditions.push(inArray(blogComments.postId, filter.postIds));
  }
  if (filter.userId !== undefined) conditions.push(eq(blogComments.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(eq(blogComments.id, filter.id));
  if (filter.approvedOnly) conditions.push(eq(blogComments.isApproved, true));
  return db
    .select({
      comment: blogComments,
      post: {
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        isPublished: blogPosts.isPublished,
      },
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
      },
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .innerJoin(users, eq(users.id, blogComments.userId))
    .where(and(...conditions))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
}

export function findCommentLikes(db: DbOrTx, commentIds: number[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db.select().from(blogCommentLikes).where(inArray(blogCommentLikes.commentId, commentIds));
}

export const listCategories = (db: DbOrTx) =>
  db.select().from(blogCategories).orderBy(asc(blogCategories.name));
export const listTags = (db: DbOrTx) => db.select().from(blogTags).orderBy(asc(blogTags.name));

export async function findCategoryBySlug(db: DbOrTx, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug));
  return row;
}

/** The slugs of the published posts (the sitemap's). */
export async function publishedPostSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true));
  return rows.map((row) => row.slug);
}

export async function findTagBySlug(db: DbOrTx, slug: string): Promise<TagRow | undefined> {
  const [row] = await db.select().from(blogTags).where(eq(blogTags.slug, slug));
  return row;
}

export async function findPostRow(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function findCommentRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ comment: blogComments, postPublished: blogPosts.isPublished })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.id, id));
  return row;
}

export const insertComment = (db: DbOrTx, values: typeof blogComments.$inferInsert): Promise<CommentRow> =>
  insertOne(db, blogComments, values);

/** Approves a comment; false when there is none. */
export async function approveComment(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(blogComments)
    .set({ isApproved: true })
    .where(eq(blogComments.id, id))
    .returning({ id: blogComments.id });
  return rows.length > 0;
}

/** Deletes a comment; false when there is none. */
export async function deleteComment(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(blogComments)
    .where(eq(blogComments.id, id))
    .returning({ id: blogComments.id });
  return rows.length > 0;
}

/**
 * Flips `userId`'s like of a post: removes it if present, else adds it. The primary key keeps at
 * most one like per user, even when two toggles race.
 */
export async function togglePostLike(db: DbOrTx, postId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(blogPostLikes)
    .where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId)))
    .returning();
  if (removed.length === 0) await db.insert(blogPostLikes).values({ postId, userId }).onConflictDoNothing();
}

/** Flips `userId`'s like of a comment (as `togglePostLike`). */
export async function toggleCommentLike(db: DbOrTx, commentId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(blogCommentLikes)
    .where(and(eq(blogCommentLikes.commentId, commentId), eq(blogCommentLikes.userId, userId)))
    .returning();
  if (removed.length === 0)
    await db.insert(blogCommentLikes).values({ commentId, userId }).onConflictDoNothing();
}

export const insertPost = (db: DbOrTx, values: NewPost): Promise<PostRow> => insertOne(db, blogPosts, values);

export async function updatePost(
  db: DbOrTx,
  id: number,
  values: Partial<NewPost>,
): Promise<PostRow | undefined> {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deletePost(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function postSlugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** Replaces the tags of a post with the tags `slugs` (unknown slugs are ignored). */
export async function setPostTags(db: DbOrTx, postId: number, slugs: string[]): Promise<void> {
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (slugs.length === 0) return;
  const tags = await db.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.slug, slugs));
  if (tags.length > 0) await db.insert(blogPostTags).values(tags.map((tag) => ({ postId, tagId: tag.id })));
}

export async function insertCategory(db: DbOrTx, values: { name: string; slug: string }) {
  const [row] = await db.insert(blogCategories).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertTag(db: DbOrTx, values: { name: string; slug: string }) {
  const [row] = await db.insert(blogTags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findUserRole(db: DbOrTx, id: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

export async function findUserRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/**
 * Removes the user's comments (and the likes they had) and the likes the user gave to posts and
 * comments, at once: the counts on the blog stop including the account.
 */
export async function deleteCommentsAndLikesOf(tx: DbOrTx, userId: number) {
  await tx.delete(blogComments).where(eq(blogComments.userId, userId));
  await tx.delete(blogPostLikes).where(eq(blogPostLikes.userId, userId));
  await tx.delete(blogCommentLikes).where(eq(blogCommentLikes.userId, userId));
}
