/** Deleting an account (decision 031): what is lost, asked first; then the password or an e-mailed link. */
import { z } from "zod";

/**
 * GET /api/auth/account/deletion/: what deleting the account loses, shown before confirming, and how
 * it is confirmed (the password, or a link e-mailed to `email` for an account without a password).
 */
export const ZAccountDeletionPreview = z.object({
  confirm_by: z.enum(["password", "email"]),
  /** The address a confirmation link goes to (an account without a password), else null. */
  email: z.string().nullable(),
  /** The paid period still running, or null. */
  subscription: z
    .object({
      plan_name: z.string(),
      days_remaining: z.number().int(),
      drawings_remaining: z.number().int(),
    })
    .nullable(),
  /** Learning sets bought: their download links stop with the account. */
  sets: z.array(z.string()),
  mandalas: z.number().int(),
});
export type TAccountDeletionPreview = z.infer<typeof ZAccountDeletionPreview>;

/** POST /api/auth/account/deletion/: the password (an account without one gets a link by e-mail). */
export const ZAccountDeletionRequest = z.object({ password: z.string().max(1024).optional() });
export type TAccountDeletionRequest = z.input<typeof ZAccountDeletionRequest>;

/** POST /api/auth/account/deletion/confirm/: the e-mailed link's token. */
export const ZAccountDeletionConfirm = z.object({ token: z.string().min(1).max(512) });
export type TAccountDeletionConfirm = z.input<typeof ZAccountDeletionConfirm>;
