import { describe, expect, it } from "vitest";
import { signedInUser, useAuthApp } from "../../../test/auth.ts";
import { XSS_PAYLOADS } from "../../../test/fixtures/xss-payloads.ts";
import {
  createComment,
  createPost,
  errorCode,
  gql,
  multipartOperation,
  PNG_BYTES,
} from "./blog.test-support.ts";

const CREATE_POST = `mutation($input: PostInput!) { createPost(input: $input) { id slug title content isPublished isFeatured featuredImage category { slug } tags { slug } } }`;
const UPDATE_POST = `mutation($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { id slug isPublished isFeatured featuredImage category { slug } tags { slug } } }`;

describe("the admin's GraphQL API", () => {
  const ctx = useAuthApp();

  it("is refused to anonymous callers and ordinary users", async () => {
    const user = await signedInUser(ctx);
    for (const query of ["{ moderationQueue { id } }", "{ adminPosts { id } }"]) {
      expect(errorCode(await gql(ctx, query))).toBe("UNAUTHENTICATED");
      expect(errorCode(await gql(ctx, query, {}, user.token))).toBe("FORBIDDEN");
    }
    expect(errorCode(await gql(ctx, CREATE_POST, { input: { title: "x" } }, user.token))).toBe("FORBIDDEN");
    expect(
      errorCode(await gql(ctx, `mutation { approveComment(commentId: 1) { id } }`, {}, user.token)),
    ).toBe("FORBIDDEN");
    expect(errorCode(await gql(ctx, `mutation { deleteComment(commentId: 1) { id } }`, {}, user.token))).toBe(
      "FORBIDDEN",
    );
  });

  it("lists the moderation queue and approves or deletes comments", async () => {
    const admin = await signedInUser(ctx, { role: "admin" });
    const reader = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: admin.user.id });
    const first = await createComment(ctx.database.db, {
      postId: post.id,
      userId: reader.user.id,
      content: "first",
    });
    const second = await createComment(ctx.database.db, {
      postId: post.id,
      userId: reader.user.id,
      content: "second",
    });
    await createComment(ctx.database.db, {
      postId: post.id,
      userId: reader.user.id,
      content: "done",
      isApproved: true,
    });

    const queue = await gql(
      ctx,
      "{ moderationQueue { id content post { slug } user { username } } }",
      {},
      admin.token,
    );
    expect(queue.data?.moderationQueue).toEqual([
      {
        id: String(first.id),
        content: "first",
        post: { slug: post.slug },
        user: { username: reader.user.username },
      },
      {
        id: String(second.id),
        content: "second",
        post: { slug: post.slug },
        user: { username: reader.user.username },
      },
    ]);
    await gql(
      ctx,
      `mutation($id: ID!) { approveComment(commentId: $id) { id } }`,
      { id: first.id },
      admin.token,
    );
    const deleted = await gql(
      ctx,
      `mutation($id: ID!) { deleteComment(commentId: $id) { id } }`,
      { id: second.id },
      admin.token,
    );
    expect(deleted.data?.deleteComment).toEqual({ id: String(second.id) });
    expect((await gql(ctx, "{ moderationQueue { id } }", {}, admin.token)).data?.moderationQueue).toEqual([]);
    const again = await gql(
      ctx,
      `mutation($id: ID!) { deleteComment(commentId: $id) { id } }`,
      { id: second.id },
      admin.token,
    );
    expect(errorCode(again)).toBe("NOT_FOUND");
    const all = await gql(
      ctx,
      `{ adminPost(id: ${post.id}) { commentSet { content isApproved } } }`,
      {},
      admin.token,
    );
    expect(all.data?.adminPost.commentSet).toEqual([
      { content: "first", isApproved: true },
      { content: "done", isApproved: true },
    ]);
  });

  it("creates a draft (hidden from the public), then publishes and features it", async () => {
    const admin = await signedInUser(ctx, { role: "admin" });
    await gql(
      ctx,
      `mutation { createCategory(name: "Практика") { slug } createTag(name: "Цвет", slug: "tsvet") { slug } }`,
      {},
      admin.token,
    );
    const created = await gql(
      ctx,
      CREATE_POST,
      {
        input: { title: "Новая запись", content: "<p>Hi</p>", categorySlug: "praktika", tagSlugs: ["tsvet"] },
      },
      admin.token,
    );
    expect(created.errors).toBeUndefined();
    const post = created.data?.createPost;
    expect(post).toMatchObject({
      slug: "novaya-zapis",
      isPublished: false,
      isFeatured: false,
      category: { slug: "praktika" },
      tags: [{ slug: "tsvet" }],
    });
    expect((await gql(ctx, "{ allPosts { id } }")).data?.allPosts).toEqual([]);
    expect((await gql(ctx, `{ postBySlug(slug: "novaya-zapis") { id } }`)).data?.postBySlug).toBeNull();
    expect((await gql(ctx, "{ adminPosts { id } }", {}, admin.token)).data?.adminPosts).toEqual([
      { id: post.id },
    ]);

    const published = await gql(
      ctx,
      UPDATE_POST,
      { id: post.id, input: { isPublished: true, isFeatured: true, categorySlug: null, tagSlugs: [] } },
      admin.token,
    );
    expect(published.data?.updatePost).toMatchObject({
      isPublished: true,
      isFeatured: true,
      category: null,
      tags: [],
    });
    expect((await gql(ctx, "{ allPosts { slug isFeatured } }")).data?.allPosts).toEqual([
      { slug: "novaya-zapis", isFeatured: true },
    ]);

    const clash = await gql(ctx, CREATE_POST, { input: { title: "Новая запись" } }, admin.token);
    expect(errorCode(clash)).toBe("BAD_USER_INPUT");
    const badSlug = await gql(ctx, UPDATE_POST, { id: post.id, input: { slug: "Not A Slug" } }, admin.token);
    expect(errorCode(badSlug)).toBe("BAD_USER_INPUT");
    const unknownCategory = await gql(
      ctx,
      UPDATE_POST,
      { id: post.id, input: { categorySlug: "nope" } },
      admin.token,
    );
    expect(errorCode(unknownCategory)).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(ctx, UPDATE_POST, { id: 999, input: {} }, admin.token))).toBe("NOT_FOUND");
  });

  it("sanitizes every XSS payload on write", async () => {
    const admin = await signedInUser(ctx, { role: "admin" });
    const content = XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join("\n");
    const created = await gql(
      ctx,
      CREATE_POST,
      { input: { title: "XSS", slug: "xss", content, isPublished: true } },
      admin.token,
    );
    const stored = created.data?.createPost.content as string;
    expect(stored).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|javascript:|vbscript:|data:text/i);
    expect(stored.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+\s*=/i);
    const read = await gql(ctx, `{ postBySlug(slug: "xss") { content } }`);
    expect(read.data?.postBySlug.content).toBe(stored);
  });

  it("uploads a featured image (checked by its bytes, at most 2 MB), served from /uploads/posts/", async () => {
    const admin = await signedInUser(ctx, { role: "admin" });
    const post = await createPost(ctx.database.db, { authorId: admin.user.id });
    const send = (bytes: Buffer) => {
      const { payload, headers } = multipartOperation(
        UPDATE_POST,
        { id: post.id, input: { featuredImage: null } },
        "input.featuredImage",
        {
          name: "cover.png",
          type: "image/png",
          bytes,
        },
      );
      return ctx.app.inject({
        method: "POST",
        url: "/graphql",
        payload,
        headers: { ...headers, authorization: `Bearer ${admin.token}`, "accept-language": "en" },
      });
    };
    const reply = (await send(PNG_BYTES)).json();
    const image = reply.data?.updatePost.featuredImage as string;
    expect(image).toMatch(/^posts\/[0-9a-f]{32}\.png$/);
    const served = await ctx.app.inject({ method: "GET", url: `/uploads/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const html = (await send(Buffer.from("<html><script>alert(1)</script></html>"))).json();
    expect(html.errors[0]).toMatchObject({
      message: "The image must be a JPEG, PNG or WebP",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const big = (await send(Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]))).json();
    expect(big.errors[0]).toMatchObject({
      message: "The image must be at most 2 MB",
      extensions: { code: "BAD_USER_INPUT" },
    });

    const removed = await gql(
      ctx,
      UPDATE_POST,
      { id: post.id, input: { removeFeaturedImage: true } },
      admin.token,
    );
    expect(removed.data?.updatePost.featuredImage).toBeNull();
    expect((await ctx.app.inject({ method: "GET", url: `/uploads/${image}` })).statusCode).toBe(404);
  });

  it("deletes a post", async () => {
    const admin = await signedInUser(ctx, { role: "admin" });
    const post = await createPost(ctx.database.db, { authorId: admin.user.id });
    const reply = await gql(
      ctx,
      `mutation($id: ID!) { deletePost(id: $id) { id } }`,
      { id: post.id },
      admin.token,
    );
    expect(reply.data?.deletePost).toEqual({ id: String(post.id) });
    expect((await gql(ctx, "{ allPosts { id } }")).data?.allPosts).toEqual([]);
  });
});

describe("the /graphql endpoint", () => {
  const ctx = useAuthApp();

  it("has no GET (nor GraphiQL) outside development", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/graphql?query=%7Bsite%7Bname%7D%7D" });
    expect(response.statusCode).toBe(404);
  });

  it("answers a syntax error as a GraphQL error, without a stack trace", async () => {
    const reply = await gql(ctx, "{ allPosts { ");
    expect(reply.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(JSON.stringify(reply)).not.toMatch(/stack|at .*\.(ts|js):\d+/);
  });

  it("treats an invalid bearer token as no sign-in for public queries", async () => {
    expect((await gql(ctx, "{ site { name } }", {}, "garbage")).data).toEqual({
      site: { name: "Wish Mandala" },
    });
  });
});
