/** The admin's side of the blog: the moderation queue and writing posts, categories and tags. */
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { invalidFields, parseInput } from "../../parse-input.ts";
import { sanitizeHtml } from "../../sanitize-html.ts";
import type { UploadedFile } from "../../storage/images.ts";
import * as repo from "./blog.repository.ts";
import { type CommentView, loadComments, loadPosts, type PostView } from "./blog.service.ts";
import type { PostImageStore } from "./post-images.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from "./slug.ts";

const ZSlug = z.string().trim().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

/** What the post editor sends; absent fields stay as they are. */
export const ZPostInput = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  slug: z.union([z.literal(""), ZSlug]).optional(),
  content: z.string().max(200_000).optional(),
  categorySlug: z.string().trim().max(SLUG_MAX_LENGTH).nullish(),
  tagSlugs: z.array(z.string().trim().max(SLUG_MAX_LENGTH)).max(30).optional(),
  isPublished: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  removeFeaturedImage: z.boolean().optional(),
});
type PostFields = z.input<typeof ZPostInput>;
/** The editor's fields as GraphQL passes them (null = left out, except `categorySlug`: no category). */
export type PostInput = { [K in keyof PostFields]?: PostFields[K] | null } & {
  featuredImage?: UploadedFile | null;
};

function postValues(input: PostInput) {
  const { featuredImage: _file, ...fields } = input;
  const given = Object.entries(fields).filter(([key, value]) => value !== null || key === "categorySlug");
  return parseInput(ZPostInput, Object.fromEntries(given));
}

export const ZTermInput = z.object({
  name: z.string().trim().min(1).max(100),
  slug: z.union([z.literal(""), ZSlug]),
});
/** A category or a tag as the admin names it (no slug: made from the name). */
type TermInput = { name: string; slug?: string | null };

export function createBlogAdminService({ db, images }: { db: Db; images: PostImageStore }) {
  async function post(id: number): Promise<PostView> {
    const [found] = await loadPosts(db, { publishedOnly: false, id });
    if (!found) throw new DomainError("blog.postNotFound");
    return found;
  }

  async function categoryId(slug: string | null | undefined): Promise<number | null | undefined> {
    if (slug === undefined) return undefined;
    if (slug === null || slug === "") return null;
    const category = await repo.findCategoryBySlug(db, slug);
    if (!category) throw new DomainError("blog.categoryNotFound", { slug });
    return category.id;
  }

  /** Adds a category or a tag (`insert`), its slug made from the name when none is given. */
  async function createTerm<Row>(
    input: TermInput,
    insert: (db: Db, values: { name: string; slug: string }) => Promise<Row | undefined>,
  ): Promise<Row> {
    const values = parseInput(ZTermInput, { name: input.name, slug: input.slug ?? "" });
    const slug = values.slug || slugify(values.name);
    const row = await insert(db, { name: values.name, slug });
    if (!row) throw new DomainError("blog.slugTaken", { slug });
    return row;
  }

  async function freeSlug(slug: string, exceptId?: number): Promise<string> {
    if (await repo.postSlugTaken(db, slug, exceptId)) throw new DomainError("blog.slugTaken", { slug });
    return slug;
  }

  return {
    /** Every post, unpublished included, newest first, with all comments. */
    posts: () => loadPosts(db, { publishedOnly: false }),
    post,

    /** Comments waiting for approval, oldest first. */
    async moderationQueue(): Promise<CommentView[]> {
      const comments = await loadComments(db, { approvedOnly: false });
      return comments.filter((comment) => !comment.isApproved);
    },

    async approveComment(id: number): Promise<CommentView> {
      if (!(await repo.approveComment(db, id))) throw new DomainError("blog.commentNotFound");
      const [comment] = await loadComments(db, { id, approvedOnly: false });
      if (!comment) throw new DomainError("blog.commentNotFound");
      return comment;
    },

    async deleteComment(id: number): Promise<void> {
      if (!(await repo.deleteComment(db, id))) throw new DomainError("blog.commentNotFound");
    },

    /** Creates a post by `authorId` (unpublished unless asked); content is sanitized on write. */
    async createPost(authorId: number, input: PostInput): Promise<PostView> {
      const values = postValues(input);
      if (!values.title) throw invalidFields(["title"]);
      const slug = await freeSlug(values.slug || slugify(values.title) || `post-${Date.now()}`);
      const featuredImage = input.featuredImage ? await images.save(input.featuredImage) : null;
      const row = await repo.insertPost(db, {
        title: values.title,
        slug,
        content: sanitizeHtml(values.content ?? ""),
        isPublished: values.isPublished ?? false,
        isFeatured: values.isFeatured ?? false,
        categoryId: (await categoryId(values.categorySlug)) ?? null,
        featuredImage,
        authorId,
      });
      if (values.tagSlugs) await repo.setPostTags(db, row.id, values.tagSlugs);
      return post(row.id);
    },

    /** Edits a post: only the fields given change. */
    async updatePost(id: number, input: PostInput): Promise<PostView> {
      const values = postValues(input);
      const existing = await repo.findPostRow(db, id);
      if (!existing) throw new DomainError("blog.postNotFound");
      const slug = values.slug ? await freeSlug(values.slug, id) : undefined;
      let featuredImage: string | null | undefined;
      if (input.featuredImage) featuredImage = await images.save(input.featuredImage);
      else if (values.removeFeaturedImage) featuredImage = null;
      await repo.updatePost(db, id, {
        title: values.title,
        slug,
        content: values.content === undefined ? undefined : sanitizeHtml(values.content),
        isPublished: values.isPublished,
        isFeatured: values.isFeatured,
        categoryId: await categoryId(values.categorySlug),
        featuredImage,
        updatedAt: new Date(),
      });
      if (featuredImage !== undefined) await images.remove(existing.featuredImage);
      if (values.tagSlugs) await repo.setPostTags(db, id, values.tagSlugs);
      return post(id);
    },

    async deletePost(id: number): Promise<void> {
      const removed = await repo.deletePost(db, id);
      if (!removed) throw new DomainError("blog.postNotFound");
      await images.remove(removed.featuredImage);
    },

    createCategory: (input: TermInput) => createTerm(input, repo.insertCategory),
    createTag: (input: TermInput) => createTerm(input, repo.insertTag),
  };
}

export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
