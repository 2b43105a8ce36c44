import { z } from "zod";

/** A row id sent by a client: a positive whole number that fits PostgreSQL's `integer`. */
export const ZRowId = z.coerce.number().int().positive().max(2_147_483_647);

/** The body of every error reply. `error` and `detail` hold the same translated message. */
export const ZErrorReply = z.object({
  error: z.string(),
  detail: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
  /** With a 429: the seconds until the request may be tried again (as the Retry-After header says). */
  retry_after_seconds: z.number().int().optional(),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;

export const ZHealthReply = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type THealthReply = z.infer<typeof ZHealthReply>;

/** Readiness: whether this instance can serve, by what it needs (Redis only when configured). */
export const ZReadyReply = z.object({
  ready: z.boolean(),
  checks: z.object({ database: z.boolean(), redis: z.boolean().optional() }),
  /** True once the instance has begun shutting down: it still answers, but takes no new traffic. */
  draining: z.boolean().optional(),
});
export type TReadyReply = z.infer<typeof ZReadyReply>;
