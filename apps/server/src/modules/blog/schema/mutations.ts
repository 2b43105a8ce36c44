/**
 * The signed-in user's mutations (account creation and sign-in are identity's:
 * graphql/account-mutations.ts). Every `userId` argument must name the caller: the bearer token decides who acts, never the argument.
 */
import { ZProfileUpdateRequest } from "@mandala/contract";
import { DomainError } from "../../../errors.ts";
import { builder, type GraphqlContext, UserRef } from "../../../graphql/builder.ts";
import { parseInput } from "../../../parse-input.ts";
import { readImage, type UploadedFile } from "../../../storage/images.ts";
import type { UserRow } from "../../identity/index.ts";
import type { CommentView, PostView } from "../blog.service.ts";
import { actAs, parseId } from "./access.ts";
import { CommentRef, PostRef } from "./types.ts";

const CommentPayload = builder.objectRef<{ comment: CommentView }>("CommentPayload").implement({
  fields: (t) => ({ comment: t.field({ type: CommentRef, resolve: (p) => p.comment }) }),
});

const PostPayload = builder.objectRef<{ post: PostView }>("PostPayload").implement({
  fields: (t) => ({ post: t.field({ type: PostRef, resolve: (p) => p.post }) }),
});

const UserPayload = builder.objectRef<{ user: UserRow }>("UserPayload").implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});

async function updateUserProfile(
  ctx: GraphqlContext,
  args: {
    userId: string | number;
    firstName?: string | null;
    lastName?: string | null;
    bio?: string | null;
    location?: string | null;
    website?: string | null;
    avatar?: UploadedFile | null;
  },
) {
  const userId = actAs(ctx, args.userId);
  const patch = parseInput(ZProfileUpdateRequest, {
    first_name: args.firstName ?? undefined,
    last_name: args.lastName ?? undefined,
    bio: args.bio ?? undefined,
    location: args.location ?? undefined,
    website: args.website ?? undefined,
  });
  const { profiles } = ctx.deps.accounts;
  const { blog } = ctx.deps;
  const avatar = args.avatar ? await readImage(args.avatar) : null;
  await profiles.update(userId, patch);
  if (avatar) await profiles.replaceAvatar(userId, avatar.bytes, avatar.type);
  const user = await blog.userById(userId);
  if (!user) throw new DomainError("auth.notAuthenticated");
  return { user };
}

builder.mutationFields((t) => ({
  createComment: t.field({
    type: CommentPayload,
    description: "Adds the caller's comment to a published post; it shows once an admin approves it.",
    args: {
      content: t.arg.string({ required: true }),
      userId: t.arg.id({ required: true, description: "must be the caller's id" }),
      postId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = actAs(ctx, args.userId);
      const postId = parseId(args.postId, "postId");
      await ctx.deps.countComment(ctx.req, ctx.reply);
      return { comment: await ctx.deps.blog.createComment(userId, postId, args.content) };
    },
  }),
  updatePostLike: t.field({
    type: PostPayload,
    description: "Likes the post, or takes the like back: one like per user.",
    args: { postId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      post: await ctx.deps.blog.togglePostLike(actAs(ctx, args.userId), parseId(args.postId, "postId")),
    }),
  }),
  updateCommentLike: t.field({
    type: CommentPayload,
    description: "Likes the comment, or takes the like back: one like per user.",
    args: { commentId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      comment: await ctx.deps.blog.toggleCommentLike(
        actAs(ctx, args.userId),
        parseId(args.commentId, "commentId"),
      ),
    }),
  }),
  updateUserProfile: t.field({
    type: UserPayload,
    description: "Edits the caller's profile; `avatar` is a JPEG, PNG or WebP of at most 2 MB.",
    args: {
      userId: t.arg.id({ required: true }),
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      avatar: t.arg({ type: "Upload" }),
      bio: t.arg.string(),
      location: t.arg.string(),
      website: t.arg.string(),
    },
    resolve: (_root, args, ctx) => updateUserProfile(ctx, args),
  }),
}));
