import { z } from "zod";

/** The body of every error reply. `error` and `detail` hold the same translated message. */
export const ZErrorReply = z.object({
  error: z.string(),
  detail: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;

export const ZHealthReply = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type THealthReply = z.infer<typeof ZHealthReply>;
