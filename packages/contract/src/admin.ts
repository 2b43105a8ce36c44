/** The admin's view of money: payments (with refunds), subscriptions and set purchases. */
import { z } from "zod";
import { ZSubscriptionState } from "./auth.ts";
import { ZPaymentCancellation, ZPaymentKind } from "./billing.ts";

/** A payment's state as the admin sees it: "refunded" is a succeeded payment whose refund went through. */
export const ZAdminPaymentStatus = z.enum(["pending", "succeeded", "canceled", "refunded"]);
export type TAdminPaymentStatus = z.infer<typeof ZAdminPaymentStatus>;

/** A calendar day that exists (2026-02-31 does not): the database would refuse it, not answer 400. */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, "YYYY-MM-DD");

/** Paging of the admin's lists: `page` from 1, at most 100 rows a page. */
export const ZAdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/admin/payments: filters (all optional; dates inclusive, UTC) and the page. */
export const ZAdminPaymentsQuery = ZAdminPageQuery.extend({
  status: ZAdminPaymentStatus.optional(),
  /** Part of the buyer's e-mail, case-insensitive. */
  email: z.string().trim().max(254).optional(),
  /** The order number a buyer quotes (as in the e-mails: «№ 1A2B3C4D»), or its beginning; any case. */
  order: z.string().trim().max(40).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
/** The query as the web sends it: every field optional (the server fills in the defaults). */
export type TAdminPaymentsQuery = Partial<z.output<typeof ZAdminPaymentsQuery>>;

export const ZAdminRefund = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "succeeded", "canceled"]),
  amount: z.number().int(),
  created_at: z.string(),
  /** A canceled refund: YooKassa's reason (it can be tried again). */
  cancellation_reason: z.string().nullable(),
  /** Made in YooKassa's own cabinet, not here. */
  made_at_provider: z.boolean(),
  /** Less than the payment's amount (a cabinet refund): recorded, nothing revoked. */
  partial: z.boolean(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

export const ZAdminPayment = z.object({
  id: z.uuid(),
  status: ZAdminPaymentStatus,
  kind: ZPaymentKind,
  /** The number the buyer's e-mails and receipts quote. */
  order_number: z.string(),
  amount: z.number().int(),
  email: z.string().nullable(),
  /** The plan's or the set's name. */
  item: z.string().nullable(),
  created_at: z.string(),
  refund: ZAdminRefund.nullable(),
  /** A canceled payment: who canceled it and why (YooKassa's `cancellation_details`). */
  cancellation: ZPaymentCancellation.nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  });

export const ZAdminPaymentPage = page(ZAdminPayment);
export type TAdminPaymentPage = z.infer<typeof ZAdminPaymentPage>;

export const ZAdminSubscription = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  plan_name: z.string(),
  status: ZSubscriptionState,
  is_trial: z.boolean(),
  started_at: z.string(),
  expires_at: z.string(),
});
export type TAdminSubscription = z.infer<typeof ZAdminSubscription>;
export const ZAdminSubscriptionPage = page(ZAdminSubscription);
export type TAdminSubscriptionPage = z.infer<typeof ZAdminSubscriptionPage>;

export const ZAdminPurchase = z.object({
  id: z.number().int(),
  email: z.string(),
  set_name: z.string(),
  payment_id: z.uuid(),
  purchased_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type TAdminPurchase = z.infer<typeof ZAdminPurchase>;
export const ZAdminPurchasePage = page(ZAdminPurchase);
export type TAdminPurchasePage = z.infer<typeof ZAdminPurchasePage>;

/** POST /api/admin/payments/{id}/refund. */
export const ZAdminPaymentParams = z.object({ id: z.uuid() });
