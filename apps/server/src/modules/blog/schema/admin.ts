/** The admin's queries and mutations: the moderation queue and the post editor (role admin only). */

import { builder } from "../../../graphql/builder.ts";
import { parseId, requireAdmin } from "./access.ts";
import { CategoryRef, CommentRef, PostRef, TagRef } from "./types.ts";

const PostInput = builder.inputType("PostInput", {
  description: "The post editor's fields; those left out stay as they are.",
  fields: (t) => ({
    title: t.string(),
    slug: t.string({
      description: "lowercase Latin letters, digits and hyphens; empty: made from the title",
    }),
    content: t.string({ description: "HTML; sanitized on write" }),
    categorySlug: t.string({ description: "null or empty: no category" }),
    tagSlugs: t.stringList({ description: "replaces the post's tags" }),
    isPublished: t.boolean(),
    isFeatured: t.boolean(),
    featuredImage: t.field({ type: "Upload", description: "JPEG, PNG or WebP, at most 2 MB" }),
    removeFeaturedImage: t.boolean(),
  }),
});

const DeletedPayload = builder.objectRef<{ id: number }>("DeletedPayload").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

builder.queryFields((t) => ({
  adminPosts: t.field({
    type: [PostRef],
    description: "Admin: every post, unpublished included, with all comments.",
    resolve: async (_root, _args, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.posts();
    },
  }),
  adminPost: t.field({
    type: PostRef,
    description: "Admin: one post by id, unpublished included.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.post(parseId(id, "id"));
    },
  }),
  moderationQueue: t.field({
    type: [CommentRef],
    description: "Admin: comments waiting for approval, oldest first.",
    resolve: async (_root, _args, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.moderationQueue();
    },
  }),
}));

builder.mutationFields((t) => ({
  approveComment: t.field({
    type: CommentRef,
    args: { commentId: t.arg.id({ required: true }) },
    resolve: async (_root, { commentId }, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.approveComment(parseId(commentId, "commentId"));
    },
  }),
  deleteComment: t.field({
    type: DeletedPayload,
    args: { commentId: t.arg.id({ required: true }) },
    resolve: async (_root, { commentId }, ctx) => {
      await requireAdmin(ctx);
      const id = parseId(commentId, "commentId");
      await ctx.deps.admin.deleteComment(id);
      return { id };
    },
  }),
  createPost: t.field({
    type: PostRef,
    args: { input: t.arg({ type: PostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ctx.deps.admin.createPost(await requireAdmin(ctx), input),
  }),
  updatePost: t.field({
    type: PostRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PostInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.updatePost(parseId(id, "id"), input);
    },
  }),
  deletePost: t.field({
    type: DeletedPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireAdmin(ctx);
      const id = parseId(args.id, "id");
      await ctx.deps.admin.deletePost(id);
      return { id };
    },
  }),
  createCategory: t.field({
    type: CategoryRef,
    args: { name: t.arg.string({ required: true }), slug: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.createCategory(args);
    },
  }),
  createTag: t.field({
    type: TagRef,
    args: { name: t.arg.string({ required: true }), slug: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await requireAdmin(ctx);
      return ctx.deps.admin.createTag(args);
    },
  }),
}));
