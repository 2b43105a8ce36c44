import { z } from "zod";
import { ZMandalaDrawings, ZSubscriptionState } from "./auth.ts";
import { ZRowId } from "./common.ts";
import { ZPersonalDataConsent } from "./consent.ts";
import { ZEmail } from "./email.ts";

/** A plan's tier: what it unlocks in the builder. */
export const ZPlanTier = z.enum(["basic", "advanced", "premium"]);
export type TPlanTier = z.infer<typeof ZPlanTier>;

/** A one-time plan buys one period and never renews; a monthly one renews by the saved payment method. */
export const ZBillingPeriod = z.enum(["once", "month"]);
export type TBillingPeriod = z.infer<typeof ZBillingPeriod>;

/** One plan: GET /draw/api/v1/free/plans/ and /plans/details. Prices are whole roubles. */
export const ZPlan = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The display title (Russian). */
  description: z.string(),
  price: z.number().int(),
  price_rub: z.number().int(),
  period_days: z.number().int(),
  drawings_per_period: z.number().int(),
  /** Whether unused drawings carry over to the next period. */
  carry_over: z.boolean(),
  /** Rights: the palette sizes the plan opens in the builder. */
  palettes: z.array(z.number().int()),
  /** Rights: whether the plan opens the advanced shapes and methods. */
  advanced_shapes_and_methods: z.boolean(),
  tier: ZPlanTier,
  /** The features in the request's language: the rights (from the fields above), then the rest. */
  features: z.array(z.string()),
  /** The features in both languages. */
  features_i18n: z.object({ ru: z.array(z.string()), en: z.array(z.string()) }),
  is_popular: z.boolean(),
  billing_period: ZBillingPeriod,
  learning_sets: z.array(z.unknown()),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanList = z.array(ZPlan);

/** POST /draw/api/v1/free/subscription/purchase/. */
export const ZSubscriptionPurchaseRequest = z.object({
  plan_id: ZRowId,
  personal_data_consent: ZPersonalDataConsent,
});
export type TSubscriptionPurchaseRequest = z.infer<typeof ZSubscriptionPurchaseRequest>;

/** A bought set's links: its PDF, and the page to colour its mandalas on screen. */
export const ZSetLinks = z.object({ download: z.string(), colour: z.string() });
export type TSetLinks = z.infer<typeof ZSetLinks>;

/**
 * Where to send the buyer: the provider's (or the sandbox's) checkout page, and our payment's id. A
 * set's payment also gives the browser that started it the set's links: they open nothing until it is
 * paid, and then let the success page offer the download.
 */
export const ZPaymentLinkReply = z.object({
  payment_link: z.string(),
  payment_id: z.uuid(),
  set_links: ZSetLinks.optional(),
});
export type TPaymentLinkReply = z.infer<typeof ZPaymentLinkReply>;

/** POST /draw/api/v1/free/subscription/renewal/: turn the monthly plan's renewal off or back on. */
export const ZRenewalRequest = z.object({ enabled: z.boolean() });
export type TRenewalRequest = z.infer<typeof ZRenewalRequest>;

/** POST /draw/api/v1/free/subscription/trial/: the plan to try (default: the popular one). */
export const ZTrialRequest = z.object({ plan_id: ZRowId.optional() });
export type TTrialRequest = z.infer<typeof ZTrialRequest>;

/** GET /draw/api/v1/free/subscription/ and the trial's reply: the current subscription and quota. */
/** What paying for a plan does now, by the server's terms: its kind and the paid period's end. */
export const ZPurchaseOffer = z.object({
  plan_id: z.number().int(),
  kind: z.enum(["start", "after_trial", "extend", "rebuy", "replace"]),
  paid_until: z.string(),
});
export type TPurchaseOffer = z.infer<typeof ZPurchaseOffer>;

export const ZSubscriptionReply = z.object({
  status: ZSubscriptionState,
  is_active: z.boolean(),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  tier: ZPlanTier.nullable(),
  is_trial: z.boolean(),
  expiry_date: z.string().nullable(),
  days_remaining: z.number().int(),
  /** True while the user may still start the free trial. */
  trial_available: z.boolean(),
  mandala_drawings: ZMandalaDrawings,
  /** What paying for each plan would do now (the /payment cards say it before the customer pays). */
  offers: z.array(ZPurchaseOffer),
  /** A monthly plan paid with a saved method: its renewal; null for a trial or a one-time plan. */
  renewal: z
    .object({
      /** False once the customer turned renewal off (status canceled: live until the period ends). */
      enabled: z.boolean(),
      /** When the saved method is next charged (ISO 8601); null while renewal is off. */
      next_charge_date: z.string().nullable(),
      /** What will be charged, whole roubles. */
      amount: z.number().int(),
      /** The saved card as the provider described it (last four digits, type: Mir, Visa…), if it did. */
      card: z.object({ last4: z.string(), type: z.string() }).nullable(),
    })
    .nullable(),
});
export type TSubscriptionReply = z.infer<typeof ZSubscriptionReply>;

export const ZPaymentStatus = z.enum(["pending", "succeeded", "canceled"]);
export const ZPaymentKind = z.enum(["subscription", "learning_set", "gift"]);

/**
 * YooKassa's `cancellation_details`: `party` (merchant, yoo_money, payment_network) and `reason`
 * (insufficient_funds, card_expired, permission_revoked, …; the pages explain each, and any other).
 */
export const ZPaymentCancellation = z.object({ party: z.string(), reason: z.string() });
export type TPaymentCancellation = z.infer<typeof ZPaymentCancellation>;

/** GET /api/payments/{id}: what the result pages show. */
export const ZPaymentInfo = z.object({
  id: z.uuid(),
  status: ZPaymentStatus,
  kind: ZPaymentKind,
  amount: z.number().int(),
  currency: z.literal("RUB"),
  /** A subscription payment's plan: a canceled payment is tried again with it selected at /payment. */
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  learning_set_name: z.string().nullable(),
  learning_set_slug: z.string().nullable(),
  /** A set payment: the address its download link is sent to. */
  email: z.string().nullable(),
  created_at: z.string(),
  /** The order number the customer's e-mails and payment history show. */
  order_number: z.string(),
  /** A canceled payment: who canceled it and why, as YooKassa says (`cancellation_details`). */
  cancellation: ZPaymentCancellation.nullable(),
});
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>;

/**
 * One line of GET /api/payments (the signed-in customer's payment history): a payment, a renewal
 * charge (tried), with its refund. `status`: pending, paid, declined (a renewal charge the bank
 * refused), refund_pending, refunded.
 */
export const ZPaymentHistoryEntry = z.object({
  id: z.uuid(),
  order_number: z.string(),
  kind: ZPaymentKind,
  /** A monthly plan's automatic charge. */
  renewal: z.boolean(),
  /** The plan's or the set's name in the request's language. */
  item: z.string(),
  amount: z.number().int(),
  currency: z.literal("RUB"),
  created_at: z.string(),
  status: z.enum(["pending", "paid", "declined", "refund_pending", "refunded"]),
  /** The refund, once asked for: its amount and date. */
  refund: z.object({ amount: z.number().int(), created_at: z.string() }).nullable(),
  /**
   * Where the provider sent the fiscal receipt(s) of this payment (and of its refund), or null when
   * none was issued; `receipt_sample` is true when the provider is the sandbox (a sample letter).
   */
  receipt_email: z.string().nullable(),
  receipt_sample: z.boolean(),
});
export type TPaymentHistoryEntry = z.infer<typeof ZPaymentHistoryEntry>;
export const ZPaymentHistory = z.object({ payments: z.array(ZPaymentHistoryEntry) });
export type TPaymentHistory = z.infer<typeof ZPaymentHistory>;

/** A learning set as listed under its topic. */
export const ZLearningSetSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon_url: z.string(),
  description_short: z.string(),
  price: z.number().int(),
  old_price: z.number().int().nullable(),
  /** round((1 − price/old_price)·100), 0 without an old price. */
  discount: z.number().int(),
  mandala_count: z.number().int(),
});
export type TLearningSetSummary = z.infer<typeof ZLearningSetSummary>;

export const ZLearningSetTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  description_short: z.string(),
  learning_sets: z.array(ZLearningSetSummary),
});
export type TLearningSetTopic = z.infer<typeof ZLearningSetTopic>;

/** GET /draw/api/v1/free/learningsets/. */
export const ZLearningSetList = z.object({ data: z.array(ZLearningSetTopic) });
export type TLearningSetList = z.infer<typeof ZLearningSetList>;

/** GET /draw/api/v1/free/learningsets/{slug}: `purchased` is true for a signed-in owner. */
export const ZLearningSetDetail = ZLearningSetSummary.extend({
  description: z.string(),
  included_items: z.array(z.string()),
  topic: z.object({ id: z.number().int(), name: z.string() }),
  purchased: z.boolean(),
});
export type TLearningSetDetail = z.infer<typeof ZLearningSetDetail>;

/**
 * POST /draw/api/v1/free/learningsets/purchase/{slug}/: only an e-mail, no account needed. A set the
 * address already bought is refused (409) unless `buy_again` says it is wanted once more (a gift).
 */
export const ZLearningSetPurchaseRequest = z.object({
  email: ZEmail,
  personal_data_consent: ZPersonalDataConsent,
  buy_again: z.boolean().optional(),
});
export type TLearningSetPurchaseRequest = z.infer<typeof ZLearningSetPurchaseRequest>;

/** POST /draw/api/v1/free/learningsets/resend-links/: the address the sets were bought with. */
export const ZResendSetLinksRequest = ZLearningSetPurchaseRequest.pick({ email: true });
export type TResendSetLinksRequest = z.infer<typeof ZResendSetLinksRequest>;

/** Its answer, the same whether or not the address bought anything. */
export const ZResendSetLinksReply = z.object({ status: z.literal("accepted") });
export type TResendSetLinksReply = z.infer<typeof ZResendSetLinksReply>;

/** A free PDF set of the home page: GET /draw/api/v1/free/free-sets/. */
export const ZFreeSet = z.object({ slug: z.string(), title: z.string(), fileUrl: z.string() });
export type TFreeSet = z.infer<typeof ZFreeSet>;
export const ZFreeSetList = z.array(ZFreeSet);

/** GET /draw/api/v1/free/site/: small site settings. */
/** Public settings the web app reads at run time (so that one build serves every configuration). */
/** Text the operator gives in both languages (the English falls back to the Russian). */
const ZBilingual = z.object({ ru: z.string(), en: z.string() });

/** The seller the offer, the policy, the footer and the e-mails name (SELLER_* settings). */
export const ZSeller = z.object({
  /** "ip": an individual entrepreneur (ИП), `name` is the person's full name; "org": an organisation. */
  form: z.enum(["ip", "org"]),
  name: ZBilingual,
  /** ОГРНИП of an ИП (15 digits), ОГРН of an organisation (13). */
  ogrn: z.string(),
  inn: z.string(),
  address: ZBilingual,
});
export type TSeller = z.infer<typeof ZSeller>;

export const ZSiteSettings = z.object({
  messenger_url: z.string(),
  /** The VK ID app id, or null when VK ID sign-in is not configured. */
  vkid_app_id: z.string().nullable(),
  /** The CAPTCHA of sign-in and registration the operator chose. */
  captcha_provider: z.enum(["recaptcha", "smartcaptcha"]),
  /** That CAPTCHA's site key, or null when the check is off (then no widget is shown). */
  recaptcha_site_key: z.string().nullable(),
  /** Null on a local copy without a seller: the pages then say that a demo seller stands in. */
  seller: ZSeller.nullable(),
  support_email: z.string().nullable(),
  support_phone: z.string().nullable(),
  /** When support answers (SUPPORT_HOURS, SUPPORT_HOURS_EN, or the default). */
  support_hours: ZBilingual,
  /** The operator's pages on each network; null when not configured (no icon is shown). */
  social_links: z.object({
    vk: z.string().nullable(),
    telegram: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  /** The home page's video lesson (a YouTube id); null: no video section. */
  lesson_video_id: z.string().nullable(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** POST /api/payments/yookassa/notifications: only the id is trusted (the payment is re-fetched). */
export const ZYooKassaNotification = z.object({
  type: z.literal("notification"),
  event: z.string().max(100),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});
export type TYooKassaNotification = z.infer<typeof ZYooKassaNotification>;
