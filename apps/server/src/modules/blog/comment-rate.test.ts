import { describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bearer, signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createPost } from "./blog.test-support.ts";

const CREATE_COMMENT = `mutation($content: String!, $userId: ID!, $postId: ID!) {
  createComment(content: $content, userId: $userId, postId: $postId) { comment { id } } }`;

/** The account's next comment under `postId`: the whole answer, its status and headers. */
async function comment(ctx: TestContext, token: string, userId: number, postId: number, lang = "ru") {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "accept-language": lang, ...bearer(token) },
    payload: { query: CREATE_COMMENT, variables: { content: "Спасибо!", userId, postId } },
  });
  const body = response.json() as {
    data?: { createComment: { comment: { id: string } } | null } | null;
    errors?: { message: string; extensions: { code: string; messageCode: string } }[];
  };
  return { status: response.statusCode, retryAfter: Number(response.headers["retry-after"]), ...body };
}

describe("comments per account per minute", () => {
  const ctx = useAuthApp(() => ({ COMMENTS_PER_MINUTE: "2", COMMENTS_PER_DAY: "100" }));

  it("takes the minute's comments, then answers 429 with Retry-After, other accounts unaffected", async () => {
    const writer = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: writer.user.id });
    for (let n = 0; n < 2; n++)
      expect((await comment(ctx, writer.token, writer.user.id, post.id)).errors).toBeUndefined();
    const refused = await comment(ctx, writer.token, writer.user.id, post.id);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.data?.createComment ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      messageCode: "blog.commentsPerMinute",
    });
    expect(refused.errors?.[0]?.message).toBe(
      `Не больше 2 комментариев в минуту: следующий можно оставить через ${refused.retryAfter} с`,
    );
    const english = await comment(ctx, writer.token, writer.user.id, post.id, "en");
    expect(english.errors?.[0]?.message).toBe(
      `At most 2 comments a minute: you can post the next one in ${english.retryAfter} s`,
    );
    // Counted per account, not per address: another reader on the same address still comments.
    const other = await signedInUser(ctx);
    expect((await comment(ctx, other.token, other.user.id, post.id)).errors).toBeUndefined();
  });
});

describe("comments per account per day", () => {
  const ctx = useAuthApp(() => ({ COMMENTS_PER_MINUTE: "100", COMMENTS_PER_DAY: "3" }));

  it("takes the day's comments, then says in how many hours the next one is possible", async () => {
    const writer = await signedInUser(ctx);
    const post = await createPost(ctx.database.db, { authorId: writer.user.id });
    for (let n = 0; n < 3; n++)
      expect((await comment(ctx, writer.token, writer.user.id, post.id)).errors).toBeUndefined();
    const refused = await comment(ctx, writer.token, writer.user.id, post.id);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(23 * 3600);
    expect(refused.errors?.[0]?.extensions.messageCode).toBe("blog.commentsPerDay");
    expect(refused.errors?.[0]?.message).toBe(
      "Не больше 3 комментариев в сутки: следующий можно оставить через 24 ч",
    );
    const english = await comment(ctx, writer.token, writer.user.id, post.id, "en");
    expect(english.errors?.[0]?.message).toBe("At most 3 comments a day: you can post the next one in 24 h");
  });
});
