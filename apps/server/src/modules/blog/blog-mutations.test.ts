import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { refreshCookie, refreshCookieOf, signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import {
  createComment,
  createPost,
  errorCode,
  gql,
  multipartOperation,
  PNG_BYTES,
} from "./blog.test-support.ts";

const CREATE_COMMENT = `mutation($content: String!, $userId: ID!, $postId: ID!) {
  createComment(content: $content, userId: $userId, postId: $postId) { comment { id content isApproved user { username } } } }`;
const LIKE_POST = `mutation($postId: ID!, $userId: ID!) { updatePostLike(postId: $postId, userId: $userId) { post { id title likes { id } numberOfLikes } } }`;
const LIKE_COMMENT = `mutation($commentId: ID!, $userId: ID!) { updateCommentLike(commentId: $commentId, userId: $userId) { comment { id likes { id } numberOfLikes } } }`;

describe("createUser and tokenAuth", () => {
  const ctx = useAuthApp();

  it("registers a user and signs in with the same JWT as the REST sign-in", async () => {
    const created = await gql(
      ctx,
      `mutation { createUser(username: "maria", email: "maria@example.com", password: "secret-1", personalDataConsent: true) { user { id username } } }`,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser.user.username).toBe("maria");

    const signedIn = await ctx.app.inject({
      method: "POST",
      url: "/graphql",
      payload: {
        query: `mutation { tokenAuth(username: "maria", password: "secret-1") { token user { id username email } } }`,
      },
    });
    const { token, user } = signedIn.json().data?.tokenAuth ?? {};
    expect(user).toEqual({ id: created.data?.createUser.user.id, username: "maria", email: null });
    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/userinfo/",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ username: "maria" });
    // The refresh token is set as the HttpOnly cookie, as by the REST sign-in, and renews the session.
    const refreshToken = refreshCookieOf(signedIn);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: refreshCookie(String(refreshToken)),
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("refuses a taken username, a bad e-mail and a wrong password with codes", async () => {
    const existing = await createUser(ctx.database.db);
    const taken = await gql(
      ctx,
      `mutation($u: String!) { createUser(username: $u, email: "new@example.com", password: "secret-1", personalDataConsent: true) { user { id } } }`,
      { u: existing.username },
    );
    // The REST registration's code and field messages.
    expect(errorCode(taken)).toBe("BAD_USER_INPUT");
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      messageCode: "auth.registrationFailed",
      username: ["A user with that username already exists."],
    });
    const badEmail = await gql(
      ctx,
      `mutation { createUser(username: "ok-name", email: "nope", password: "secret-1", personalDataConsent: true) { user { id } } }`,
    );
    expect(errorCode(badEmail)).toBe("BAD_USER_INPUT");
    expect(badEmail.errors?.[0]?.extensions?.fields).toEqual(["email"]);
    const wrong = await gql(
      ctx,
      `mutation($u: String!) { tokenAuth(username: $u, password: "wrong") { token } }`,
      {
        u: existing.username,
      },
    );
    expect(errorCode(wrong)).toBe("UNAUTHENTICATED");
    expect(wrong.errors?.[0]?.message).toBe("Invalid username or password");
    expect(JSON.stringify(wrong)).not.toMatch(/stack|\.ts:\d+/);
  });
});

describe("comments", () => {
  const ctx = useAuthApp();

  it("adds the caller's comment unapproved: hidden until an admin approves it", async () => {
    const { user, token } = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: user.id, slug: "p" });
    const reply = await gql(
      ctx,
      CREATE_COMMENT,
      { content: "  Спасибо!  ", userId: user.id, postId: post.id },
      token,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.createComment.comment).toMatchObject({
      content: "Спасибо!",
      isApproved: false,
      user: { username: user.username },
    });

    const read = `{ postBySlug(slug: "p") { commentSet { content } } }`;
    expect((await gql(ctx, read)).data?.postBySlug.commentSet).toEqual([]);

    const admin = await signedInUser(ctx, { role: "admin" });
    const commentId = reply.data?.createComment.comment.id;
    const approved = await gql(
      ctx,
      `mutation($id: ID!) { approveComment(commentId: $id) { id isApproved } }`,
      { id: commentId },
      admin.token,
    );
    expect(approved.data?.approveComment).toEqual({ id: commentId, isApproved: true });
    expect((await gql(ctx, read)).data?.postBySlug.commentSet).toEqual([{ content: "Спасибо!" }]);
  });

  it("needs a signed-in caller, refuses a forged userId, an empty text and unpublished posts", async () => {
    const { user, token } = await signedInUser(ctx);
    const other = await createUser(ctx.database.db);
    const post = await createPost(ctx.database.db, { authorId: user.id });
    const draft = await createPost(ctx.database.db, { authorId: user.id, isPublished: false });
    const vars = { content: "hi", userId: user.id, postId: post.id };

    expect(errorCode(await gql(ctx, CREATE_COMMENT, vars))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(ctx, CREATE_COMMENT, vars, "not-a-token"))).toBe("UNAUTHENTICATED");
    const forged = await gql(ctx, CREATE_COMMENT, { ...vars, userId: other.id }, token);
    expect(errorCode(forged)).toBe("FORBIDDEN");
    expect(errorCode(await gql(ctx, CREATE_COMMENT, { ...vars, content: "   " }, token))).toBe(
      "BAD_USER_INPUT",
    );
    expect(errorCode(await gql(ctx, CREATE_COMMENT, { ...vars, postId: draft.id }, token))).toBe("NOT_FOUND");
    expect(errorCode(await gql(ctx, CREATE_COMMENT, { ...vars, postId: "abc" }, token))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("keeps a comment's markup as inert text", async () => {
    const { user, token } = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: user.id });
    const payload = `<img src=x onerror="alert(1)">`;
    const reply = await gql(
      ctx,
      CREATE_COMMENT,
      { content: payload, userId: user.id, postId: post.id },
      token,
    );
    expect(reply.data?.createComment.comment.content).toBe(payload);
  });
});

describe("likes", () => {
  const ctx = useAuthApp();

  it("toggles a post like per user: like, unlike, and never two likes from one user", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: a.user.id });
    const like = (who: typeof a) => gql(ctx, LIKE_POST, { postId: post.id, userId: who.user.id }, who.token);

    expect((await like(a)).data?.updatePostLike.post).toEqual({
      id: String(post.id),
      title: post.title,
      likes: [{ id: String(a.user.id) }],
      numberOfLikes: 1,
    });
    expect((await like(b)).data?.updatePostLike.post.numberOfLikes).toBe(2);
    expect((await like(a)).data?.updatePostLike.post.likes).toEqual([{ id: String(b.user.id) }]);
    // Racing toggles by one user still leave at most one like.
    await Promise.all([like(a), like(a), like(a)]);
    const after = await gql(ctx, `{ allPosts { likes { id } } }`);
    const ids = after.data?.allPosts[0].likes.map((l: { id: string }) => l.id);
    expect(ids.filter((id: string) => id === String(a.user.id)).length).toBeLessThanOrEqual(1);
  });

  it("refuses forged, anonymous and hidden-post likes", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: a.user.id });
    const draft = await createPost(ctx.database.db, { authorId: a.user.id, isPublished: false });
    expect(errorCode(await gql(ctx, LIKE_POST, { postId: post.id, userId: b.user.id }, a.token))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await gql(ctx, LIKE_POST, { postId: post.id, userId: a.user.id }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await gql(ctx, LIKE_POST, { postId: draft.id, userId: a.user.id }, a.token))).toBe(
      "NOT_FOUND",
    );
  });

  it("toggles a comment like per user; unapproved comments cannot be liked", async () => {
    const a = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: a.user.id });
    const approved = await createComment(ctx.database.db, {
      postId: post.id,
      userId: a.user.id,
      content: "x",
      isApproved: true,
    });
    const waiting = await createComment(ctx.database.db, {
      postId: post.id,
      userId: a.user.id,
      content: "y",
    });
    const like = (commentId: number) => gql(ctx, LIKE_COMMENT, { commentId, userId: a.user.id }, a.token);
    expect((await like(approved.id)).data?.updateCommentLike.comment).toEqual({
      id: String(approved.id),
      likes: [{ id: String(a.user.id) }],
      numberOfLikes: 1,
    });
    expect((await like(approved.id)).data?.updateCommentLike.comment.numberOfLikes).toBe(0);
    expect(errorCode(await like(waiting.id))).toBe("NOT_FOUND");
    const forged = await gql(ctx, LIKE_COMMENT, { commentId: approved.id, userId: a.user.id + 100 }, a.token);
    expect(errorCode(forged)).toBe("FORBIDDEN");
  });
});

describe("updateUserProfile", () => {
  const ctx = useAuthApp();
  const MUTATION = `mutation($userId: ID!, $firstName: String, $website: String, $avatar: Upload) {
    updateUserProfile(userId: $userId, firstName: $firstName, website: $website, avatar: $avatar) { user { id firstName website avatar } } }`;

  const upload = (token: string, userId: number, file: { name: string; type: string; bytes: Buffer }) => {
    const { payload, headers } = multipartOperation(MUTATION, { userId, avatar: null }, "avatar", file);
    return ctx.app.inject({
      method: "POST",
      url: "/graphql",
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, "accept-language": "en" },
    });
  };

  it("edits the caller's details and refuses another user's or invalid ones", async () => {
    const { user, token } = await signedInUser(ctx);
    const other = await createUser(ctx.database.db);
    const reply = await gql(
      ctx,
      MUTATION,
      { userId: user.id, firstName: "Ольга", website: "https://olga.example" },
      token,
    );
    expect(reply.data?.updateUserProfile.user).toEqual({
      id: String(user.id),
      firstName: "Ольга",
      website: "https://olga.example",
      avatar: null,
    });
    expect(errorCode(await gql(ctx, MUTATION, { userId: other.id, firstName: "X" }, token))).toBe(
      "FORBIDDEN",
    );
    expect(
      errorCode(await gql(ctx, MUTATION, { userId: user.id, website: "javascript:alert(1)" }, token)),
    ).toBe("BAD_USER_INPUT");
  });

  it("stores a PNG avatar sent as a multipart upload, served under /uploads/avatars/", async () => {
    const { user, token } = await signedInUser(ctx);
    const response = await upload(token, user.id, { name: "me.png", type: "image/png", bytes: PNG_BYTES });
    const avatar = response.json().data?.updateUserProfile.user.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    // Served by the file store (on disk with PGlite, in the database on PostgreSQL).
    const served = await ctx.app.inject({ method: "GET", url: avatar });
    expect(served.statusCode).toBe(200);
    // Re-encoded without metadata (account/avatar.ts): the same 1 × 1 picture.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
  });

  it("refuses files that are not images by their bytes, and files over 2 MB", async () => {
    const { user, token } = await signedInUser(ctx);
    const fake = await upload(token, user.id, {
      name: "x.png",
      type: "image/png",
      bytes: Buffer.from("<svg onload=alert(1)>"),
    });
    expect(fake.json().errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(fake.json().errors[0].message).toBe("The image must be a JPEG, PNG or WebP");
    const gif = await upload(token, user.id, {
      name: "x.gif",
      type: "image/gif",
      bytes: Buffer.from("GIF89a...."),
    });
    expect(gif.json().errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(token, user.id, { name: "big.png", type: "image/png", bytes: big });
    expect(tooBig.json().errors[0]).toMatchObject({
      message: "The image must be at most 2 MB",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const huge = await upload(token, user.id, {
      name: "huge.png",
      type: "image/png",
      bytes: Buffer.alloc(4 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const forged = await upload(token, user.id + 1, { name: "me.png", type: "image/png", bytes: PNG_BYTES });
    expect(forged.json().errors[0].extensions.code).toBe("FORBIDDEN");
  });
});
