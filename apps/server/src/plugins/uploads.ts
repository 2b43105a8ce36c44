import type { FastifyInstance } from "fastify";
import type { FileStore } from "../storage/file-store.ts";

/** An upload's key never gets other bytes (names are random, never rewritten): cache it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves user uploads (avatars, post images) from the file store under `/uploads/<key>`, with caching
 * headers and a strong ETag (the key itself), so every instance answers for every upload. Only
 * images: other stored files (accounts' data exports) are given to their owners by their own routes.
 */
export async function uploadsPlugin(app: FastifyInstance, options: { files: FileStore }) {
  app.get<{ Params: { "*": string } }>("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params["*"];
    const etag = `"${key.replaceAll(/[^\w.-]/g, "_")}"`;
    const file = await options.files.get(key);
    if (!file?.contentType.startsWith("image/")) return reply.callNotFound();
    reply
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("etag", etag)
      .header("cache-control", IMMUTABLE);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.bytes));
  });
}
