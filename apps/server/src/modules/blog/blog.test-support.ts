/** Helpers shared by the blog module's tests (not loaded by the app). */
import { expect } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bearer } from "../../../test/auth.ts";
import type { Db } from "../../db/client.ts";
import { blogCategories, blogComments, blogPosts, blogPostTags, blogTags } from "../../db/schema.ts";

export interface GraphQLReply<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

/** Runs `query` against POST /graphql (as `token`'s user when given). */
// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert their shape
export async function gql<T = Record<string, any>>(
  ctx: TestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLReply<T> & { status: number }> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "accept-language": "en", ...(token ? bearer(token) : {}) },
    payload: { query, variables },
  });
  return { status: response.statusCode, ...(response.json() as GraphQLReply<T>) };
}

/** The code of the first error, failing the test when there is none. */
export function errorCode(reply: GraphQLReply): unknown {
  expect(reply.errors, JSON.stringify(reply)).toBeDefined();
  return reply.errors?.[0]?.extensions?.code;
}

let sequence = 0;

/** A post (published unless told otherwise) by `authorId`, with an optional category and tags. */
export async function createPost(
  db: Db,
  values: { authorId: number } & Partial<typeof blogPosts.$inferInsert> & {
      category?: string;
      tags?: string[];
    },
) {
  const n = ++sequence;
  const { category, tags = [], ...post } = values;
  let categoryId: number | null = null;
  if (category) {
    await db
      .insert(blogCategories)
      .values({ name: `Category ${category}`, slug: category })
      .onConflictDoNothing();
    const rows = await db.select().from(blogCategories);
    categoryId = rows.find((row) => row.slug === category)?.id ?? null;
  }
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: `Post ${n}`,
      slug: `post-${n}`,
      content: `<p>Text of post ${n}</p>`,
      isPublished: true,
      categoryId,
      ...post,
    })
    .returning();
  if (!row) throw new Error("createPost: nothing inserted");
  for (const slug of tags) {
    await db
      .insert(blogTags)
      .values({ name: `tag ${slug}`, slug })
      .onConflictDoNothing();
    const tag = (await db.select().from(blogTags)).find((candidate) => candidate.slug === slug);
    if (tag) await db.insert(blogPostTags).values({ postId: row.id, tagId: tag.id });
  }
  return row;
}

/** A comment (unapproved unless told otherwise). */
export async function createComment(db: Db, values: typeof blogComments.$inferInsert) {
  const [row] = await db.insert(blogComments).values(values).returning();
  if (!row) throw new Error("createComment: nothing inserted");
  return row;
}

/** A valid PNG of one transparent pixel (libpng reads it: its IDAT's CRC holds). */
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082",
  "hex",
);

/**
 * A GraphQL multipart request (operations, map, files) holding one file at `variablePath`, from
 * the test site's own page (its Origin: a multipart post without one is refused).
 */
export function multipartOperation(
  query: string,
  variables: Record<string, unknown>,
  variablePath: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----blog${Math.random().toString(16).slice(2)}`;
  const part = (name: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
  const head = Buffer.from(
    part("operations", JSON.stringify({ query, variables })) +
      part("map", JSON.stringify({ 0: [`variables.${variablePath}`] })) +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: "http://mandala.test" },
  };
}
