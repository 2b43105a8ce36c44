import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { SCHEMA_FILE } from "../../graphql/print-schema.ts";
import { printApiSchema } from "../../graphql/schema.ts";
import { createComment, createPost, errorCode, gql } from "./blog.test-support.ts";

const POST_FIELDS = `id title slug content excerpt isPublished isFeatured featuredImage createdAt
  category { name slug } tags { name slug } user { id username firstName lastName }
  numberOfLikes likes { id } commentSet { id content isApproved user { username avatar } numberOfLikes likes { id } }`;

describe("schema.graphql", () => {
  it("is the printed schema (run `node apps/server/src/graphql/print-schema.ts`)", () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(printApiSchema());
  });
});

describe("GraphQL queries", () => {
  const ctx = useAuthApp();

  it("answers site { name } in the request's language", async () => {
    expect((await gql(ctx, "{ site { name } }")).data).toEqual({ site: { name: "Wish Mandala" } });
  });

  it("lists only published posts, newest first, with approved comments only", async () => {
    const db = ctx.database.db;
    const author = await createUser(db, { firstName: "Анна" });
    const reader = await createUser(db);
    const older = await createPost(db, {
      authorId: author.id,
      createdAt: new Date("2024-01-01"),
      category: "metod",
      tags: ["tsvet"],
    });
    const newer = await createPost(db, { authorId: author.id, createdAt: new Date("2024-02-01") });
    await createPost(db, { authorId: author.id, isPublished: false, title: "Draft" });
    await createComment(db, { postId: older.id, userId: reader.id, content: "approved", isApproved: true });
    await createComment(db, { postId: older.id, userId: reader.id, content: "waiting" });

    const reply = await gql(ctx, `{ allPosts { ${POST_FIELDS} } }`);
    expect(reply.errors).toBeUndefined();
    const posts = reply.data?.allPosts;
    expect(posts.map((post: { id: string }) => post.id)).toEqual([String(newer.id), String(older.id)]);
    const first = posts[1];
    expect(first).toMatchObject({
      title: older.title,
      isPublished: true,
      category: { name: "Category metod", slug: "metod" },
      tags: [{ name: "tag tsvet", slug: "tsvet" }],
      user: { id: String(author.id), username: author.username, firstName: "Анна", lastName: "" },
      numberOfLikes: 0,
      likes: [],
    });
    expect(first.commentSet).toEqual([
      expect.objectContaining({
        content: "approved",
        isApproved: true,
        user: { username: reader.username, avatar: null },
      }),
    ]);
  });

  it("signs a post with its author's full name, else the editorial team, never the sign-in name", async () => {
    const db = ctx.database.db;
    const named = await createUser(db, { firstName: " Анна ", lastName: "Светлова" });
    const admin = await createUser(db, { username: "admin", firstName: "Администратор", role: "admin" });
    await createPost(db, { authorId: named.id, slug: "by-anna" });
    await createPost(db, { authorId: admin.id, slug: "by-admin" });
    const byline = async (slug: string, language: string) => {
      const reply = await ctx.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "accept-language": language },
        payload: { query: "query($s: String!) { postBySlug(slug: $s) { byline } }", variables: { s: slug } },
      });
      return reply.json().data.postBySlug.byline;
    };
    expect(await byline("by-anna", "ru")).toBe("Анна Светлова");
    expect(await byline("by-admin", "ru")).toBe("Редакция «Мандалы желаний»");
    expect(await byline("by-admin", "en")).toBe("Wish Mandala editorial team");
  });

  it("filters by category and tag, published only", async () => {
    const db = ctx.database.db;
    const author = await createUser(db);
    const a = await createPost(db, { authorId: author.id, category: "praktika", tags: ["meditatsiya"] });
    await createPost(db, { authorId: author.id, category: "metod", tags: ["tsvet"] });
    await createPost(db, {
      authorId: author.id,
      category: "praktika",
      tags: ["meditatsiya"],
      isPublished: false,
    });

    const byCategory = await gql(ctx, `{ postsByCategory(category: "praktika") { id } }`);
    expect(byCategory.data?.postsByCategory).toEqual([{ id: String(a.id) }]);
    const byTag = await gql(ctx, `{ postsByTag(tag: "meditatsiya") { id } }`);
    expect(byTag.data?.postsByTag).toEqual([{ id: String(a.id) }]);
    expect((await gql(ctx, `{ postsByTag(tag: "nope") { id } }`)).data?.postsByTag).toEqual([]);
  });

  it("finds a published post by slug, never an unpublished one", async () => {
    const db = ctx.database.db;
    const author = await createUser(db);
    await createPost(db, { authorId: author.id, slug: "visible" });
    await createPost(db, { authorId: author.id, slug: "hidden", isPublished: false });
    const query = "query($slug: String!) { postBySlug(slug: $slug) { slug } }";
    expect((await gql(ctx, query, { slug: "visible" })).data).toEqual({ postBySlug: { slug: "visible" } });
    expect((await gql(ctx, query, { slug: "hidden" })).data).toEqual({ postBySlug: null });
    expect((await gql(ctx, query, { slug: "missing" })).data).toEqual({ postBySlug: null });
    const admin = await signedInUser(ctx, { role: "admin" });
    expect((await gql(ctx, query, { slug: "hidden" }, admin.token)).data).toEqual({ postBySlug: null });
  });

  it("gives the excerpt as 350 characters of text and content sanitized on render", async () => {
    const db = ctx.database.db;
    const author = await createUser(db);
    const content = `<p onclick="x()">${"долгий текст ".repeat(60)}</p><script>alert(1)</script>`;
    await createPost(db, { authorId: author.id, slug: "long", content });
    const reply = await gql(ctx, `{ postBySlug(slug: "long") { content excerpt } }`);
    const post = reply.data?.postBySlug;
    expect(post.content).not.toContain("script");
    expect(post.content).not.toContain("onclick");
    expect([...post.excerpt].length).toBeLessThanOrEqual(351);
    expect(post.excerpt.startsWith("долгий текст")).toBe(true);
  });

  it("lists categories and tags", async () => {
    const db = ctx.database.db;
    const author = await createUser(db);
    await createPost(db, { authorId: author.id, category: "metod", tags: ["b-tag", "a-tag"] });
    const reply = await gql(ctx, "{ allCategories { name slug } allTags { name slug } }");
    expect(reply.data).toEqual({
      allCategories: [{ name: "Category metod", slug: "metod" }],
      allTags: [
        { name: "tag a-tag", slug: "a-tag" },
        { name: "tag b-tag", slug: "b-tag" },
      ],
    });
  });

  it("shows a user's public profile; the e-mail only to themselves", async () => {
    const { user, token } = await signedInUser(ctx, { bio: "О себе" });
    const author = await createUser(ctx.database.db);
    const post = await createPost(ctx.database.db, { authorId: author.id });
    await createComment(ctx.database.db, {
      postId: post.id,
      userId: user.id,
      content: "seen",
      isApproved: true,
    });
    await createComment(ctx.database.db, { postId: post.id, userId: user.id, content: "unseen" });
    const query = `query($u: String!) { currentUser(username: $u) { id username email bio commentSet { content post { id title slug } } } }`;
    const anonymous = await gql(ctx, query, { u: user.username.toUpperCase() });
    expect(anonymous.data?.currentUser).toEqual({
      id: String(user.id),
      username: user.username,
      email: null,
      bio: "О себе",
      commentSet: [{ content: "seen", post: { id: String(post.id), title: post.title, slug: post.slug } }],
    });
    expect((await gql(ctx, query, { u: user.username }, token)).data?.currentUser.email).toBe(user.email);
    expect((await gql(ctx, query, { u: "nobody" })).data?.currentUser).toBeNull();
  });

  it("answers 30 profile look-ups a minute per address, then TOO_MANY_REQUESTS with Retry-After", async () => {
    const user = await createUser(ctx.database.db);
    const lookUp = (remoteAddress: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress,
        headers: { "accept-language": "ru" },
        payload: {
          query: "query($u: String!) { currentUser(username: $u) { id } }",
          variables: { u: user.username },
        },
      });
    for (let i = 0; i < 30; i++)
      expect((await lookUp("198.51.100.7")).json().data.currentUser).toEqual({ id: String(user.id) });
    const refused = await lookUp("198.51.100.7");
    expect(refused.json().data.currentUser).toBeNull();
    expect(refused.json().errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.json().errors[0].message).toBe("Слишком много попыток. Пожалуйста, попробуйте позже");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await lookUp("198.51.100.8")).json().data.currentUser).toEqual({ id: String(user.id) });
  });

  it("refuses queries costlier than the limit (aliases multiply), before running them", async () => {
    const one = "allPosts { commentSet { likes { id } } }";
    expect((await gql(ctx, `{ ${one} }`)).errors).toBeUndefined();
    const many = `{ ${[1, 2, 3, 4, 5].map((n) => `a${n}: ${one}`).join(" ")} }`;
    const reply = await gql(ctx, many);
    expect(errorCode(reply)).toBe("BAD_USER_INPUT");
    expect(reply.errors?.[0]?.extensions?.reason).toBe("cost");
    expect(reply.data).toBeUndefined();
  });
});
