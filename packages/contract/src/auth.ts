import { z } from "zod";
import { ZRowId } from "./common.ts";
import { ZPersonalDataConsent } from "./consent.ts";
import { ZEmail } from "./email.ts";
import { ZNewPassword } from "./password.ts";

/**
 * Usernames: 3–150 letters of any script (each with its combining marks), digits and `_ . @ + -`;
 * no spaces, control or format characters. "юлия_тест" is as good as "julia_test".
 */
export const USERNAME_PATTERN = /^(?:[\p{L}\p{N}_.@+-]\p{M}*)+$/u;

/** The messages of the username rule: the API's words, or a form's own (i18n keys on the web). */
export interface TUsernameMessages {
  required: string;
  length: string;
  pattern: string;
}

const USERNAME_MESSAGES: TUsernameMessages = {
  required: "Username is required.",
  length: "Username must be 3 to 150 characters.",
  pattern: "Username may contain only letters, digits and @/./+/-/_ characters.",
};

/** The username rule of a new account, for the API and for the registration form. */
export function usernameSchema(messages: TUsernameMessages = USERNAME_MESSAGES) {
  return (
    z
      .string({ error: messages.required })
      .trim()
      // One spelling per name: "й" typed as и + combining breve is stored as the single letter.
      .normalize("NFC")
      .min(1, messages.required)
      .min(3, messages.length)
      .max(150, messages.length)
      .regex(USERNAME_PATTERN, messages.pattern)
  );
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /api/auth/token/: `username` may also be the account's e-mail. */
export const ZSignInRequest = z.object({
  username: requiredText("Username is required.").normalize("NFC").max(254),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024),
  recaptcha: z.string().max(4096).optional(),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/**
 * What a sign-in, a refresh or a password reset answers: a fresh access token (JWT, ~15 minutes). The
 * refresh token that goes with it is set as an HttpOnly cookie, never in a body (docs/decisions/039).
 */
export const ZAccessToken = z.object({ access: z.string() });
export type TAccessToken = z.infer<typeof ZAccessToken>;

/** POST /api/auth/register/: `plan` is a plan id; `free_trial` asks for the 3-day trial of that plan. */
export const ZRegisterRequest = z.object({
  username: usernameSchema(),
  email: ZEmail,
  password: ZNewPassword,
  plan: ZRowId.nullish(),
  free_trial: z.boolean().default(false),
  recaptcha: z.string().max(4096).optional(),
  personal_data_consent: ZPersonalDataConsent,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** The short form of a user, as registration and social login return it. */
export const ZUserSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZRegisterReply = z.object({
  user: ZUserSummary.pick({ id: true, username: true, email: true }),
});
export type TRegisterReply = z.infer<typeof ZRegisterReply>;

/**
 * What the browser brings back from VK ID (its redirect's `code`, `device_id` and `state`) and the PKCE
 * `code_verifier` it made for the trip: our server exchanges the code with VK ID (decision 036).
 */
export const ZVkAuthorizationCode = z.object({
  code: z.string().min(1).max(4096),
  device_id: z.string().min(1).max(512),
  state: z.string().min(1).max(512),
  /** RFC 7636's verifier, as VK ID takes it: 43 to 128 characters of a-z, A-Z, 0-9, _ and -. */
  code_verifier: z.string().regex(/^[\w-]{43,128}$/),
});
export type TVkAuthorizationCode = z.infer<typeof ZVkAuthorizationCode>;

/**
 * POST /api/auth/vk-login/: a VK ID code to exchange, or — after 400 consent.required for a VK account
 * new here — the `vk_registration` ticket of that answer with the consent now given.
 */
export const ZVkLoginRequest = z.union([
  ZVkAuthorizationCode.extend({
    /** Needed when the VK account has no account here yet: signing in then registers. */
    personal_data_consent: ZPersonalDataConsent.optional(),
  }),
  z.object({ vk_registration: z.string().min(1).max(4096), personal_data_consent: ZPersonalDataConsent }),
]);
export type TVkLoginRequest = z.infer<typeof ZVkLoginRequest>;

/** The access token and the user; the refresh token is set as a cookie, as for every sign-in. */
export const ZVkLoginReply = z.object({
  access_token: z.string(),
  user: ZUserSummary,
});
export type TVkLoginReply = z.infer<typeof ZVkLoginReply>;

/** POST /api/auth/verify-recaptcha/. */
export const ZVerifyRecaptchaRequest = z.object({ response: z.string().max(4096).default("") });
export type TVerifyRecaptchaRequest = z.input<typeof ZVerifyRecaptchaRequest>;
export const ZVerifyRecaptchaReply = z.object({ success: z.boolean() });
export type TVerifyRecaptchaReply = z.infer<typeof ZVerifyRecaptchaReply>;

/** A subscription's state; "refunded": it was ended by the refund of its payment. */
export const ZSubscriptionState = z.enum([
  "none",
  "trial",
  "active",
  "pending",
  "canceled",
  "expired",
  "refunded",
]);
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** The user's current (or latest) subscription; dates are ISO 8601. */
export const ZSubscriptionDetails = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  status: ZSubscriptionState,
  expiry_date: z.string(),
  end_date: z.string(),
  days_remaining: z.number().int(),
  is_trial: z.boolean(),
});
export type TSubscriptionDetails = z.infer<typeof ZSubscriptionDetails>;

/** GET /api/auth/subscription/status/: `status` is "none" and the rest null without a subscription. */
export const ZSubscriptionStatusReply = z.object({
  is_active: z.boolean(),
  status: ZSubscriptionState,
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  expiry_date: z.string().nullable(),
  days_remaining: z.number().int(),
  is_trial: z.boolean(),
});
export type TSubscriptionStatusReply = z.infer<typeof ZSubscriptionStatusReply>;

/**
 * The balance of drawings; `reset_date` is when it next refills (a monthly plan's next period, or its
 * renewal), null when it does not (a one-time plan, a trial, renewal off, nothing live).
 */
export const ZMandalaDrawings = z.object({
  allowed: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  reset_date: z.string().nullable(),
});
export type TMandalaDrawings = z.infer<typeof ZMandalaDrawings>;

export const ZPurchasedLearningSet = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  topic_name: z.string(),
  icon_url: z.string(),
  purchased_at: z.string(),
});
export type TPurchasedLearningSet = z.infer<typeof ZPurchasedLearningSet>;

/** GET /api/auth/userinfo/: the signed-in user's profile, subscription, quota and purchased sets. */
export const ZUserProfile = ZUserSummary.extend({
  avatar: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  joined_date: z.string(),
  role: z.enum(["user", "admin"]),
  subscription_status: z.object({ is_active: z.boolean() }),
  subscription_details: ZSubscriptionDetails.nullable(),
  mandala_drawings: ZMandalaDrawings,
  purchased_learning_sets: z.array(ZPurchasedLearningSet),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** The messages of the profile's fields: the API's words, or a form's own (i18n keys on the web). */
export interface TProfileMessages {
  tooLong: string;
  websiteInvalid: string;
}

/** The profile's editable fields, for the API and for the profile form; `website` is http(s) or empty. */
export function profileSchema(
  messages: TProfileMessages = { tooLong: "Too long.", websiteInvalid: "Please enter a valid URL." },
) {
  const text = (max: number) => z.string().trim().max(max, messages.tooLong);
  return z.object({
    first_name: text(150),
    last_name: text(150),
    bio: text(2000),
    location: text(150),
    website: text(500).pipe(
      z.union([z.literal(""), z.url({ protocol: /^https?$/, error: messages.websiteInvalid })]),
    ),
  });
}

/** PATCH /api/auth/profile/: every field optional. */
export const ZProfileUpdateRequest = profileSchema().partial();
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;
