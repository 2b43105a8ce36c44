/**
 * The signed-in user's mutations (and account creation and sign-in). Every `userId` argument must
 * name the caller: the bearer token decides who acts, never the argument.
 */
import { AVATAR_MAX_BYTES, ZProfileUpdateRequest, ZRegisterRequest } from "@mandala/contract";
import { AppError } from "../../../errors.ts";
import type { UserRow } from "../../auth/auth.repository.ts";
import { detectImageType } from "../../auth/avatar.ts";
import { requireRecaptcha } from "../../auth/guards.ts";
import { RegistrationConflictError } from "../../auth/registration.service.ts";
import type { CommentView, PostView } from "../blog.service.ts";
import { parseInput } from "../blog-admin.service.ts";
import type { UploadedFile } from "../post-images.ts";
import { actAs, parseId } from "./access.ts";
import { type BlogContext, builder } from "./builder.ts";
import { CommentRef, PostRef, UserRef } from "./types.ts";

const CreateUserPayload = builder.objectRef<{ user: UserRow }>("CreateUserPayload").implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});

const TokenAuthPayload = builder
  .objectRef<{ token: string; refreshToken: string; user: UserRow }>("TokenAuthPayload")
  .implement({
    fields: (t) => ({
      token: t.exposeString("token", {
        description: "The access token (JWT), as POST /api/auth/token/ gives",
      }),
      refreshToken: t.exposeString("refreshToken"),
      user: t.field({ type: UserRef, resolve: (p) => p.user }),
    }),
  });

const CommentPayload = builder.objectRef<{ comment: CommentView }>("CommentPayload").implement({
  fields: (t) => ({ comment: t.field({ type: CommentRef, resolve: (p) => p.comment }) }),
});

const PostPayload = builder.objectRef<{ post: PostView }>("PostPayload").implement({
  fields: (t) => ({ post: t.field({ type: PostRef, resolve: (p) => p.post }) }),
});

const UserPayload = builder.objectRef<{ user: UserRow }>("UserPayload").implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});

/** Registration through the same service and rules as POST /api/auth/register/. */
async function createUser(
  ctx: BlogContext,
  args: {
    username: string;
    email: string;
    password: string;
    plan?: string | number | null;
    freeTrial?: boolean | null;
    recaptcha?: string | null;
  },
) {
  await ctx.deps.guards.perIp(ctx.req, ctx.reply);
  await requireRecaptcha(ctx.deps.recaptcha, args.recaptcha ?? undefined, ctx.req);
  const input = parseInput(ZRegisterRequest, {
    username: args.username,
    email: args.email,
    password: args.password,
    plan: args.plan ?? null,
    free_trial: args.freeTrial ?? false,
  });
  try {
    return { user: await ctx.deps.registration.register(input) };
  } catch (error) {
    if (!(error instanceof RegistrationConflictError)) throw error;
    const code = error.fields.includes("username") ? "auth.usernameTaken" : "auth.emailTaken";
    throw new AppError(400, code, {}, { fields: error.fields });
  }
}

/** Sign-in with the REST sign-in's rules and limits; the same token pair. */
async function tokenAuth(
  ctx: BlogContext,
  args: { username: string; password: string; recaptcha?: string | null },
) {
  const { user, tokens } = await ctx.deps.signIn(ctx.req, ctx.reply, args);
  return { token: tokens.access, refreshToken: tokens.refresh, user };
}

/** Reads an avatar: at most 2 MB, and JPEG, PNG or WebP by its first bytes. */
async function avatarBytes(file: UploadedFile) {
  if (file.size > AVATAR_MAX_BYTES) throw new AppError(400, "auth.avatarTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError(400, "auth.avatarTooLarge");
  const type = detectImageType(bytes);
  if (!type) throw new AppError(400, "auth.avatarType");
  return { bytes, type };
}

async function updateUserProfile(
  ctx: BlogContext,
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
  const { profiles, avatars, blog } = ctx.deps;
  const avatar = args.avatar ? await avatarBytes(args.avatar) : null;
  await profiles.update(userId, patch);
  if (avatar) {
    const saved = await avatars.save(avatar.bytes, avatar.type);
    const previous = await profiles.setAvatar(userId, saved).catch(async (error: unknown) => {
      await avatars.remove(saved);
      throw error;
    });
    await avatars.remove(previous);
  }
  const user = await blog.userById(userId);
  if (!user) throw new AppError(401, "blog.notAuthenticated");
  return { user };
}

builder.mutationFields((t) => ({
  createUser: t.field({
    type: CreateUserPayload,
    args: {
      username: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      plan: t.arg.id({ description: "a plan id; with freeTrial, the 3-day trial of that plan" }),
      freeTrial: t.arg.boolean(),
      recaptcha: t.arg.string({ description: "the reCAPTCHA answer, when the check is on" }),
    },
    resolve: (_root, args, ctx) => createUser(ctx, args),
  }),
  tokenAuth: t.field({
    type: TokenAuthPayload,
    args: {
      username: t.arg.string({ required: true, description: "the username or the e-mail" }),
      password: t.arg.string({ required: true }),
      recaptcha: t.arg.string({ description: "the reCAPTCHA answer, when the check is on" }),
    },
    resolve: (_root, args, ctx) => tokenAuth(ctx, args),
  }),
  createComment: t.field({
    type: CommentPayload,
    description: "Adds the caller's comment to a published post; it shows once an admin approves it.",
    args: {
      content: t.arg.string({ required: true }),
      userId: t.arg.id({ required: true, description: "must be the caller's id" }),
      postId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      comment: await ctx.deps.blog.createComment(
        actAs(ctx, args.userId),
        parseId(args.postId, "postId"),
        args.content,
      ),
    }),
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
