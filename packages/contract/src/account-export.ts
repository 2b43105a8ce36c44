import { z } from "zod";

/**
 * GET/POST /api/auth/account/export/: the account's newest data export. `preparing` while its job
 * runs; `ready` with a link (signed, for the owner only) until `expires_at`; `failed` when the job gave
 * up; `none` when there is none or it expired.
 */
export const ZAccountExport = z.object({
  state: z.enum(["none", "preparing", "ready", "failed"]),
  requested_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The archive's size in bytes. */
  size: z.number().int().nullable(),
  /** The archive's download, root-relative (works without signing in, until `expires_at`). */
  download_url: z.string().nullable(),
  /** How many more exports may be asked for today. */
  left_today: z.number().int(),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
