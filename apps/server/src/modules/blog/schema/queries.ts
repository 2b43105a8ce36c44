/** The public queries: only published posts and approved comments (and a reader's own pending ones). */
import { builder, UserRef } from "../../../graphql/builder.ts";
import { translate } from "../../../i18n/messages.ts";
import { parseId } from "./access.ts";
import { CategoryRef, CommentRef, PostRef, TagRef } from "./types.ts";

const SiteRef = builder.objectRef<{ name: string }>("Site").implement({
  fields: (t) => ({ name: t.exposeString("name") }),
});

builder.queryFields((t) => ({
  site: t.field({
    type: SiteRef,
    resolve: (_root, _args, ctx) => ({ name: translate("content.siteName", ctx.locale) }),
  }),
  allPosts: t.field({
    type: [PostRef],
    description: "Published posts, newest first.",
    resolve: (_root, _args, ctx) => ctx.deps.blog.allPosts(),
  }),
  postsByCategory: t.field({
    type: [PostRef],
    args: { category: t.arg.string({ required: true, description: "the category's slug" }) },
    resolve: (_root, { category }, ctx) => ctx.deps.blog.postsByCategory(category),
  }),
  postsByTag: t.field({
    type: [PostRef],
    args: { tag: t.arg.string({ required: true, description: "the tag's slug" }) },
    resolve: (_root, { tag }, ctx) => ctx.deps.blog.postsByTag(tag),
  }),
  postBySlug: t.field({
    type: PostRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, ctx) => ctx.deps.blog.postBySlug(slug),
  }),
  myPendingComments: t.field({
    type: [CommentRef],
    description:
      "The caller's own comments on a published post that await moderation, oldest first (none for a visitor).",
    args: { postId: t.arg.id({ required: true }) },
    resolve: (_root, { postId }, ctx) =>
      ctx.viewer ? ctx.deps.blog.pendingCommentsOf(ctx.viewer.id, parseId(postId, "postId")) : [],
  }),
  allCategories: t.field({
    type: [CategoryRef],
    resolve: (_root, _args, ctx) => ctx.deps.blog.allCategories(),
  }),
  allTags: t.field({ type: [TagRef], resolve: (_root, _args, ctx) => ctx.deps.blog.allTags() }),
  currentUser: t.field({
    type: UserRef,
    nullable: true,
    description:
      "A user's public profile by username (e-mail only for themselves); 30 look-ups a minute per address.",
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) => {
      await ctx.deps.countProfileLookup(ctx.req, ctx.reply);
      return ctx.deps.blog.userByUsername(username);
    },
  }),
}));
