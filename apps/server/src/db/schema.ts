/**
 * The whole product's data model. Migrations are generated from this module with
 * `npm run db:generate` and committed under `apps/server/drizzle/`.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** A row's required owner (`integer NOT NULL REFERENCES … ON DELETE CASCADE`): deleted with it. */
const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: "cascade" });

export const userRole = pgEnum("user_role", ["user", "admin"]);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    /**
     * The name's look-alike form (modules/identity/username-key.ts): unique, so no name looks like another.
     * Empty only on an account from before it whose form another, older account already had.
     */
    usernameSkeleton: text("username_skeleton"),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    avatar: text("avatar"),
    bio: text("bio").notNull().default(""),
    location: text("location").notNull().default(""),
    website: text("website").notNull().default(""),
    role: userRole("role").notNull().default("user"),
    vkUserId: text("vk_user_id"),
    trialUsedAt: timestamp("trial_used_at", { withTimezone: true }),
    /** When the person proved the e-mail is theirs (a link sent to it, or VK ID saying so). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The hash of the pending e-mail verification link's token. */
    emailVerificationTokenHash: text("email_verification_token_hash").unique(),
    /** The language of the account's e-mails: that of the page the person registered or last signed in on. */
    locale: text("locale").notNull().default("ru"),
    /**
     * When the owner deleted the account: from then on it is gone from the site (its name and address
     * are placeholders, free for others) and the purge job destroys its rows and files (decision 031).
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The hash of the e-mailed link that confirms a deletion (accounts without a password), and its end. */
    deletionTokenHash: text("deletion_token_hash").unique(),
    deletionTokenExpiresAt: timestamp("deletion_token_expires_at", { withTimezone: true }),
    joinedDate: createdAt(),
  },
  (table) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${table.username})`),
    uniqueIndex("users_username_skeleton_key").on(table.usernameSkeleton),
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    uniqueIndex("users_vk_user_id_key").on(table.vkUserId),
    check("users_locale_known", sql`${table.locale} IN ('ru', 'en')`),
  ],
);

/** Opaque refresh tokens, stored hashed; a family is one sign-in's chain of rotations. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: uuid("family_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The device the family was signed in on, as its last request described it (the devices list). */
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** When this token was issued or last refreshed from (the family's "last seen" is its newest row's). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_user_idx").on(table.userId),
  ],
);

/** A "forgot password" link's token, stored hashed: single-use (`used_at`) and short-lived. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The client address the link was asked from (told to the owner, kept for abuse reviews). */
    requestedIp: text("requested_ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * A change of a user's e-mail: `users.email` keeps the old address until the link sent to the new one
 * (`token_hash`) confirms it; the old address gets an undo link (`undo_token_hash`) that cancels the
 * change, or puts the old address back if it was already confirmed. A newer request replaces an
 * unconfirmed one.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    /** The address in force when the change was asked for (empty when the account had none). */
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    undoTokenHash: text("undo_token_hash").unique(),
    undoExpiresAt: timestamp("undo_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("email_changes_user_idx").on(table.userId)],
);

export const planTier = pgEnum("plan_tier", ["basic", "advanced", "premium"]);
/** A one-time plan buys one period and never renews; a monthly one renews by its saved payment method. */
export const billingPeriod = pgEnum("billing_period", ["once", "month"]);

export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  tier: planTier("tier").notNull(),
  priceRub: integer("price_rub").notNull(),
  periodDays: integer("period_days").notNull().default(30),
  drawingsPerPeriod: integer("drawings_per_period").notNull(),
  /** Whether unused drawings carry over to the next period (replenish) or the count resets. */
  carryOver: boolean("carry_over").notNull().default(false),
  /** The palette sizes the plan opens in the builder (a right: the cards and the builder read it). */
  palettes: jsonb("palettes").$type<number[]>().notNull(),
  /** Whether the plan opens the advanced shapes and methods (a right, like `palettes`). */
  advancedShapesAndMethods: boolean("advanced_shapes_and_methods").notNull().default(false),
  /** What the plan offers besides its rights and its drawings (the cards list these after them). */
  features: jsonb("features").$type<{ ru: string[]; en: string[] }>().notNull(),
  isPopular: boolean("is_popular").notNull().default(false),
  billingPeriod: billingPeriod("billing_period").notNull().default("month"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const subscriptionStatus = pgEnum("subscription_status", [
  "trial",
  "active",
  "pending",
  "canceled",
  "expired",
]);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus("status").notNull(),
    isTrial: boolean("is_trial").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The saved payment method a monthly plan renews with (YooKassa's or the sandbox's id). */
    paymentMethodId: text("payment_method_id"),
    /** The saved method's card as the provider described it (last four digits, type), when it did. */
    cardLast4: text("card_last4"),
    cardType: text("card_type"),
    /** While a renewal charge is being retried (grace): the end of the period it pays for. */
    unpaidSince: timestamp("unpaid_since", { withTimezone: true }),
    /** The period end the "renewal in 3 days" e-mail was sent for. */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    /** The language of the customer's e-mails (that of the page they paid on). */
    locale: text("locale").notNull().default("ru"),
    createdAt: createdAt(),
  },
  (table) => [index("subscriptions_user_idx").on(table.userId, table.expiresAt)],
);

/** A user's balance of drawings for the current period. */
export const drawingQuotas = pgTable(
  "drawing_quotas",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    allowed: integer("allowed").notNull(),
    used: integer("used").notNull().default(0),
    resetDate: timestamp("reset_date", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "drawing_quotas_used_within_allowed",
      sql`${table.used} >= 0 AND ${table.used} <= ${table.allowed}`,
    ),
  ],
);

export const paymentStatus = pgEnum("payment_status", ["pending", "succeeded", "canceled"]);
/** A gift is a certificate for a plan or a set, paid by its buyer and taken by its recipient (gifts module). */
export const paymentKind = pgEnum("payment_kind", ["subscription", "learning_set", "gift"]);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    kind: paymentKind("kind").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    amountRub: integer("amount_rub").notNull(),
    email: text("email"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    planId: integer("plan_id").references(() => plans.id),
    learningSetId: integer("learning_set_id").references(() => learningSets.id),
    idempotenceKey: uuid("idempotence_key").notNull().unique(),
    confirmationUrl: text("confirmation_url"),
    /** The language of the page the payment was made from: the buyer's later e-mails speak it. */
    locale: text("locale").notNull().default("ru"),
    /** Set once, when the payment's success has been applied (exactly-once processing). */
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    /** What the receipt's line says was sold: a refund's receipt repeats it (null before it was kept). */
    description: text("description"),
    /** Who canceled a canceled payment and why (YooKassa's `cancellation_details.party` and `.reason`). */
    cancellationParty: text("cancellation_party"),
    cancellationReason: text("cancellation_reason"),
    /**
     * Set when the payer's account was deleted while the payment was still in flight: it is never
     * fulfilled, and if it is paid all the same it is refunded in full.
     */
    accountClosedAt: timestamp("account_closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("payments_provider_payment_key").on(table.provider, table.providerPaymentId)],
);

/**
 * One charge of a subscription's saved method for the period ending at `periodEnd` (attempt 0 at the
 * end, then the retries): unique, so one attempt is made once however many instances run the job.
 */
export const renewalAttempts = pgTable(
  "renewal_attempts",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id),
    subscriptionId: ownedBy("subscription_id", () => subscriptions.id),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    attempt: integer("attempt").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("renewal_attempts_once_key").on(table.subscriptionId, table.periodEnd, table.attempt),
  ],
);

/**
 * The sandbox provider's own record of a payment (what a real provider keeps on its side): the local
 * checkout page changes it, and the billing module re-reads it exactly as it re-fetches from YooKassa.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  idempotenceKey: text("idempotence_key").notNull().unique(),
  status: paymentStatus("status").notNull().default("pending"),
  amountRub: integer("amount_rub").notNull(),
  description: text("description").notNull(),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  /** The sandbox's refund of this payment (full refunds only) and the Idempotence-Key that made it. */
  refundId: uuid("refund_id"),
  refundIdempotenceKey: text("refund_idempotence_key"),
  /** The buyer asked to save the method (a monthly plan's first payment). */
  savePaymentMethod: boolean("save_payment_method").notNull().default(false),
  /** The saved method this payment charged (a renewal), or saved once paid. */
  paymentMethodId: text("payment_method_id"),
  /** The fiscal receipts the sandbox was given, in YooKassa's format: the payment's and its refund's. */
  receipt: jsonb("receipt"),
  refundReceipt: jsonb("refund_receipt"),
  /** The settlement receipt of a prepaid (gift) payment, as YooKassa would have it. */
  settlementReceipt: jsonb("settlement_receipt"),
  /** Why a canceled payment was canceled (YooKassa's reasons), when not the buyer leaving the checkout. */
  cancellationReason: text("cancellation_reason"),
  createdAt: createdAt(),
});

export const refundStatus = pgEnum("refund_status", ["pending", "succeeded", "canceled"]);

/**
 * A full refund of a succeeded payment, made by an admin at the provider. One per payment: a double
 * click finds the same row and repeats the provider's call with the same Idempotence-Key.
 */
export const refunds = pgTable("refunds", {
  id: uuid("id").primaryKey().defaultRandom(),
  paymentId: uuid("payment_id")
    .notNull()
    .unique()
    .references(() => payments.id),
  providerRefundId: text("provider_refund_id"),
  status: refundStatus("status").notNull().default("pending"),
  amountRub: integer("amount_rub").notNull(),
  idempotenceKey: uuid("idempotence_key").notNull().unique(),
  /** The admin who asked for it. */
  adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
  /** Set once, when the refund's effects (subscription ended, links stopped, e-mail) were applied. */
  appliedAt: timestamp("applied_at", { withTimezone: true }),
  /**
   * When the Idempotence-Key was issued: YooKassa keeps a key 24 hours, after which a repeat with it
   * would be a new refund, so an older one is never re-sent (the payment's refunds are listed first).
   */
  keyIssuedAt: timestamp("key_issued_at", { withTimezone: true }).notNull().defaultNow(),
  /** Why the provider canceled the refund (YooKassa's `cancellation_details.reason`), while canceled. */
  cancellationReason: text("cancellation_reason"),
  /** Made in the provider's own cabinet, not by our admin: learned from its notification. */
  madeAtProvider: boolean("made_at_provider").notNull().default(false),
  createdAt: createdAt(),
});

export const learningSetTopics = pgTable("learning_set_topics", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  descriptionShort: text("description_short").notNull().default(""),
  /** The topic's texts in English. */
  translations: jsonb("translations")
    .$type<{ en?: { name: string; descriptionShort: string } }>()
    .notNull()
    .default({}),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const learningSets = pgTable("learning_sets", {
  id: serial("id").primaryKey(),
  topicId: integer("topic_id")
    .notNull()
    .references(() => learningSetTopics.id),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  iconUrl: text("icon_url").notNull().default(""),
  descriptionShort: text("description_short").notNull().default(""),
  description: text("description").notNull().default(""),
  priceRub: integer("price_rub").notNull(),
  oldPriceRub: integer("old_price_rub"),
  includedItems: jsonb("included_items").$type<string[]>().notNull().default([]),
  mandalaCount: integer("mandala_count").notNull().default(0),
  /** The set's mandalas, in order: each intention with its drawing settings (drawn in the set's PDF). */
  intentions: jsonb("intentions").$type<SetIntention[]>().notNull().default([]),
  /** The set's texts in other languages (Russian is in the columns above). */
  translations: jsonb("translations").$type<SetTranslations>().notNull().default({}),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** One mandala of a learning set: the intention and, optionally, how it is drawn. */
export interface SetIntention {
  phrase: string;
  shape?: string;
  patternLength?: number;
}

/** A learning set's texts in English. */
export interface SetTranslations {
  en?: { name: string; descriptionShort: string; description: string; includedItems: string[] };
}

/** A paid learning set, owned by an e-mail (and by the user with that e-mail, once one exists). */
export const purchases = pgTable(
  "purchases",
  {
    id: serial("id").primaryKey(),
    learningSetId: integer("learning_set_id")
      .notNull()
      .references(() => learningSets.id),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    downloadTokenHash: text("download_token_hash").notNull().unique(),
    /** When the purchase's payment was refunded: its links stop working. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    purchasedAt: createdAt(),
  },
  (table) => [index("purchases_email_idx").on(sql`lower(${table.email})`)],
);

/**
 * A gift certificate for a plan or a learning set (the gifts module): bought with its payment (one
 * each), its code derived from the payment (only the code's hash is kept), sent to the recipient's
 * address (on `deliverAt`, or at once) or printed by the buyer, taken once (`redeemedAt`), stopped when
 * its payment is refunded (`refundedAt`).
 */
export const gifts = pgTable(
  "gifts",
  {
    id: serial("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    codeHash: text("code_hash").notNull().unique(),
    planId: integer("plan_id").references(() => plans.id),
    learningSetId: integer("learning_set_id").references(() => learningSets.id),
    /** The recipient's address; null when the buyer prints the card instead. */
    recipientEmail: text("recipient_email"),
    /** The language of the recipient's e-mail and card (the buyer's choice). */
    recipientLocale: text("recipient_locale").notNull().default("ru"),
    message: text("message").notNull().default(""),
    /** When its payment was received: from then on the code can be taken. */
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    /** When the recipient's e-mail is due; null: as soon as the gift is paid. */
    deliverAt: timestamp("deliver_at", { withTimezone: true }),
    /** When the recipient's e-mail was queued (once). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    /** The address a set was taken with (its links went there). */
    redeemedEmail: text("redeemed_email"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("gifts_one_item", sql`(${table.planId} IS NULL) <> (${table.learningSetId} IS NULL)`),
    index("gifts_due_idx").on(table.deliverAt).where(sql`${table.deliveredAt} IS NULL`),
  ],
);

export const savedMandalas = pgTable(
  "saved_mandalas",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    phrase: text("phrase").notNull(),
    shape: text("shape").notNull(),
    firstMethod: text("first_method").notNull(),
    additionalMethod: text("additional_method").notNull(),
    patternLength: integer("pattern_length").notNull(),
    sectorLength: integer("sector_length"),
    palette: integer("palette").notNull(),
    pattern: jsonb("pattern").$type<number[]>().notNull(),
    /** The view it was drawn in: its files come in that view unless another is asked for. */
    view: text("view").$type<"colorized" | "digits" | "dots">().notNull().default("colorized"),
    createdAt: createdAt(),
  },
  (table) => [
    index("saved_mandalas_user_idx").on(table.userId, table.createdAt),
    check("saved_mandalas_view_known", sql`${table.view} IN ('colorized', 'digits', 'dots')`),
  ],
);

export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const blogTags = pgTable("blog_tags", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    featuredImage: text("featured_image"),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_published_idx").on(table.isPublished, table.createdAt)],
);

export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: ownedBy("post_id", () => blogPosts.id),
    tagId: ownedBy("tag_id", () => blogTags.id),
  },
  (table) => [primaryKey({ columns: [table.postId, table.tagId] })],
);

export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    postId: ownedBy("post_id", () => blogPosts.id),
    userId: ownedBy("user_id", () => users.id),
    content: text("content").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("blog_comments_post_idx").on(table.postId, table.isApproved)],
);

/**
 * When a like was given (the account's data export states it). Null for likes given before the time
 * was kept: the migration adds it empty, then sets the default, so no old like gets a made-up time.
 */
const likedAt = () => timestamp("liked_at", { withTimezone: true }).defaultNow();

export const blogPostLikes = pgTable(
  "blog_post_likes",
  {
    postId: ownedBy("post_id", () => blogPosts.id),
    userId: ownedBy("user_id", () => users.id),
    likedAt: likedAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const blogCommentLikes = pgTable(
  "blog_comment_likes",
  {
    commentId: ownedBy("comment_id", () => blogComments.id),
    userId: ownedBy("user_id", () => users.id),
    likedAt: likedAt(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/** Raw bytes (PostgreSQL `bytea`), read back as a Buffer by both drivers. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Uploaded files (avatars, post images) when the server runs on PostgreSQL: shared by every instance. */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** How far the owner has coloured a saved mandala (one row per mandala; see the engine's colouring.ts). */
export const colouringProgress = pgTable("colouring_progress", {
  mandalaId: integer("mandala_id")
    .primaryKey()
    .references(() => savedMandalas.id, { onDelete: "cascade" }),
  /** One character per cell: 0 white, 1..9 and a..d the number whose colour it took. */
  fills: text("fills").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A public link to a saved mandala's picture, made and revoked by its owner; it counts its visits. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull().unique(),
    mandalaId: ownedBy("mandala_id", () => savedMandalas.id),
    /** Whether the public page shows the wish phrase (never, unless the owner chose it). */
    showPhrase: boolean("show_phrase").notNull().default(false),
    /** Whether the picture is the owner's colouring rather than the computed colours. */
    coloured: boolean("coloured").notNull().default(false),
    visits: integer("visits").notNull().default(0),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("share_links_mandala_idx").on(table.mandalaId)],
);

export const consentPurpose = pgEnum("consent_purpose", ["registration", "purchase"]);

/**
 * A consent to the processing of personal data, as the person gave it by ticking its box: who (the
 * account and/or the e-mail), when, why (registration, or the order `paymentId`) and to which edition
 * of the policy. Deleting the account takes the person out of it, as of the payments.
 */
export const personalDataConsents = pgTable(
  "personal_data_consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    purpose: consentPurpose("purpose").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id),
    policyVersion: text("policy_version").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("personal_data_consents_user_idx").on(table.userId),
    index("personal_data_consents_email_idx").on(sql`lower(${table.email})`),
  ],
);
