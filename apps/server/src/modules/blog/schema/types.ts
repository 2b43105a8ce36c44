/** The object types of the blog's GraphQL API. */

import { builder, UserRef } from "../../../graphql/builder.ts";
import { excerptOf, sanitizeHtml } from "../../../sanitize-html.ts";
import type { CategoryRow, TagRow } from "../blog.repository.ts";
import { type AuthorView, type CommentView, type PostView, postByline } from "../blog.service.ts";

export const CategoryRef = builder.objectRef<CategoryRow>("Category").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), slug: t.exposeString("slug") }),
});

export const TagRef = builder.objectRef<TagRow>("Tag").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), slug: t.exposeString("slug") }),
});

export const AuthorRef = builder.objectRef<AuthorView>("Author").implement({
  description: "The public face of a user: the author of a post or a comment.",
  fields: (t) => ({
    id: t.exposeID("id"),
    username: t.exposeString("username"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    avatar: t.exposeString("avatar", { nullable: true, description: "URL path of the avatar image" }),
  }),
});

export const LikeRef = builder.objectRef<number>("Like").implement({
  description: "One like: `id` is the id of the user who gave it.",
  fields: (t) => ({ id: t.id({ resolve: (userId) => userId }) }),
});

export const PostSummaryRef = builder.objectRef<CommentView["post"]>("PostSummary").implement({
  fields: (t) => ({ id: t.exposeID("id"), title: t.exposeString("title"), slug: t.exposeString("slug") }),
});

export const CommentRef = builder.objectRef<CommentView>("Comment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    content: t.exposeString("content", { description: "Plain text: show it as text, never as HTML." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    isApproved: t.exposeBoolean("isApproved"),
    user: t.field({ type: AuthorRef, resolve: (comment) => comment.user }),
    numberOfLikes: t.int({ resolve: (comment) => comment.likes.length }),
    likes: t.field({ type: [LikeRef], resolve: (comment) => comment.likes }),
    post: t.field({ type: PostSummaryRef, resolve: (comment) => comment.post }),
  }),
});

export const PostRef = builder.objectRef<PostView>("Post").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    slug: t.exposeString("slug"),
    content: t.string({
      description: "Sanitized HTML (on write and again here).",
      resolve: (post) => sanitizeHtml(post.content),
    }),
    excerpt: t.string({
      description: "The first 350 characters of the text, with an ellipsis when cut.",
      resolve: (post) => excerptOf(post.content),
    }),
    isPublished: t.exposeBoolean("isPublished"),
    isFeatured: t.exposeBoolean("isFeatured"),
    featuredImage: t.exposeString("featuredImage", {
      nullable: true,
      description: "Path under /uploads/, e.g. `posts/<name>.jpg`",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    category: t.field({ type: CategoryRef, nullable: true, resolve: (post) => post.category }),
    tags: t.field({ type: [TagRef], resolve: (post) => post.tags }),
    user: t.field({ type: AuthorRef, resolve: (post) => post.user }),
    byline: t.string({
      description:
        "The name the post is signed with: its author's full name (first and last), else the editorial team's name in the caller's language.",
      resolve: (post, _args, context) => postByline(post.user, context.locale),
    }),
    numberOfLikes: t.int({ resolve: (post) => post.likes.length }),
    likes: t.field({ type: [LikeRef], resolve: (post) => post.likes }),
    commentSet: t.field({
      type: [CommentRef],
      description: "Approved comments, oldest first (all comments in the admin's queries).",
      resolve: (post) => post.comments,
    }),
    numberOfComments: t.int({ resolve: (post) => post.comments.length }),
  }),
});

builder.objectType(UserRef, {
  fields: (t) => ({
    id: t.exposeID("id"),
    username: t.exposeString("username"),
    email: t.string({
      nullable: true,
      description: "Only for the user themselves and admins.",
      resolve: (user, _args, ctx) =>
        ctx.viewer && (ctx.viewer.id === user.id || ctx.viewer.role === "admin") ? user.email : null,
    }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    avatar: t.exposeString("avatar", { nullable: true }),
    bio: t.exposeString("bio"),
    location: t.exposeString("location"),
    website: t.exposeString("website"),
    dateJoined: t.expose("joinedDate", { type: "DateTime" }),
    commentSet: t.field({
      type: [CommentRef],
      description: "Approved comments on published posts.",
      resolve: (user, _args, ctx) => ctx.deps.blog.commentsOfUser(user.id),
    }),
  }),
});
