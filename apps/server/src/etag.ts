/**
 * Strong entity tags for deterministic replies, and the If-None-Match check that answers 304. Not
 * @fastify/etag: it hashes each reply's body in onSend, after the body was built, where our tags are made
 * once with what they tag (a prepared page at start, a drawing kept in the cache), so a 304 builds no body
 * (for a cached drawing, its 429 KB reply: docs/performance.md).
 */
import { createHash } from "node:crypto";

/** A strong ETag of `body`: a quoted hash of its bytes. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * True when an If-None-Match header names `etag` (or is `*`): the client's copy is current and the
 * answer is 304. If-None-Match compares weakly (RFC 9110 13.1.2), so `W/"x"` matches `"x"`.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
