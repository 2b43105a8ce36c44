/** Gift certificates: a plan or a learning set bought for someone else, taken with its code. */
import { z } from "zod";
import { ZSetLinks } from "./billing.ts";
import { ZPersonalDataConsent } from "./consent.ts";
import { ZEmail } from "./email.ts";

/** A gift's message to its recipient: at most this many characters. */
export const GIFT_MESSAGE_MAX = 500;

/**
 * A gift's code as printed: 16 characters of an alphabet without look-alikes (no 0/O, 1/I), 80 random
 * bits, in four groups of four. Typed in any case, with or without the dashes and spaces.
 */
export const GIFT_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const GIFT_CODE_LENGTH = 16;

/** A typed code in its stored form (upper case, no separators), or null when it cannot be a code. */
export function normalGiftCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== GIFT_CODE_LENGTH) return null;
  return [...code].every((char) => GIFT_CODE_ALPHABET.includes(char)) ? code : null;
}

/** A code in its printed form: XXXX-XXXX-XXXX-XXXX. */
export const printedGiftCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/**
 * POST /draw/api/v1/free/gifts/purchase/: what is given (a plan by id or a set by slug), the buyer's
 * address (the receipt goes there), the recipient's address or none (the buyer prints the card), the
 * recipient's language, a message, and the day the e-mail is sent (none: once paid).
 */
export const ZGiftPurchaseRequest = z
  .object({
    plan_id: z.number().int().positive().optional(),
    set_slug: z.string().min(1).max(120).optional(),
    buyer_email: ZEmail,
    recipient_email: ZEmail.nullable().optional(),
    recipient_locale: z.enum(["ru", "en"]).default("ru"),
    message: z.string().trim().max(GIFT_MESSAGE_MAX).default(""),
    deliver_on: z.iso.date().nullable().optional(),
    personal_data_consent: ZPersonalDataConsent,
  })
  .refine((body) => (body.plan_id === undefined) !== (body.set_slug === undefined), {
    path: ["plan_id"],
    message: "gift item",
  });
export type TGiftPurchaseRequest = z.infer<typeof ZGiftPurchaseRequest>;

/** What a gift gives: a plan (its name and days) or a set (its name and slug). */
export const ZGiftItem = z.object({
  kind: z.enum(["plan", "set"]),
  name: z.string(),
  period_days: z.number().int().nullable(),
  set_slug: z.string().nullable(),
});

/**
 * What taking a gifted plan would give the signed-in recipient now: its period, and the paid (or
 * trial) period it follows; or, over another paid plan still running, the day it can be taken from.
 */
export const ZGiftPlanTerms = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("now"),
    starts_at: z.string(),
    expires_at: z.string(),
    after: z.object({ plan_name: z.string(), until: z.string(), trial: z.boolean() }).nullable(),
  }),
  z.object({ kind: z.literal("wait"), wait_until: z.string(), plan_name: z.string() }),
]);
export type TGiftPlanTerms = z.infer<typeof ZGiftPlanTerms>;

/** GET /draw/api/v1/free/gifts/{code}/: the gift as its recipient sees it. */
export const ZGiftView = z.object({
  state: z.enum(["available", "redeemed", "refunded"]),
  item: ZGiftItem,
  message: z.string(),
  /** For a plan and a signed-in visitor: what taking it now gives. */
  plan_terms: ZGiftPlanTerms.nullable(),
});
export type TGiftView = z.infer<typeof ZGiftView>;

/** POST /draw/api/v1/free/gifts/{code}/redeem/: a set's address (its links go there); a plan needs a sign-in. */
export const ZGiftRedeemRequest = z.object({ email: ZEmail.optional() });
export type TGiftRedeemRequest = z.infer<typeof ZGiftRedeemRequest>;

export const ZGiftRedeemReply = z.object({
  item: ZGiftItem,
  set_links: ZSetLinks.nullable(),
  plan: z.object({ starts_at: z.string(), expires_at: z.string() }).nullable(),
});
export type TGiftRedeemReply = z.infer<typeof ZGiftRedeemReply>;

/** GET /draw/api/v1/free/gifts/order/{payment_id}/: the buyer's view of their gift. */
export const ZGiftOrder = z.object({
  payment_status: z.enum(["pending", "succeeded", "canceled"]),
  order_number: z.string(),
  item: ZGiftItem,
  amount: z.number().int(),
  /** The code, once paid (the buyer may print or pass it on). */
  code: z.string().nullable(),
  recipient_email: z.string().nullable(),
  deliver_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  refunded: z.boolean(),
});
export type TGiftOrder = z.infer<typeof ZGiftOrder>;

/** GET /api/admin/gifts: the latest gifts beside the orders, newest first. */
export const ZAdminGift = z.object({
  payment_id: z.uuid(),
  order_number: z.string(),
  item: z.string(),
  recipient_email: z.string().nullable(),
  deliver_at: z.string().nullable(),
  issued_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export const ZAdminGiftList = z.object({ gifts: z.array(ZAdminGift) });
export type TAdminGiftList = z.infer<typeof ZAdminGiftList>;
