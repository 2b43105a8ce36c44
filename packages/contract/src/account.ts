/** The account's life after registration: a forgotten password, changes of password and e-mail, devices. */
import { z } from "zod";
import { ZVkAuthorizationCode } from "./auth.ts";
import { ZEmail } from "./email.ts";
import { ZNewPassword } from "./password.ts";

/** A link's token as it arrives from an e-mail (any string: a cut link gets its clear answer). */
const linkToken = z.string().min(1).max(512);

/** POST /api/auth/password-reset/: the same 202 whether or not the address has an account. */
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/** What a request answers: a sentence in the request's language, the same for every address. */
export const ZAccountNotice = z.object({ detail: z.string() });
export type TAccountNotice = z.infer<typeof ZAccountNotice>;

/** GET /api/auth/password-reset/:token: whether the link still works (200), else its 4xx says why. */
export const ZPasswordResetLink = z.object({ valid: z.literal(true), expires_at: z.string() });
export type TPasswordResetLink = z.infer<typeof ZPasswordResetLink>;

/** POST /api/auth/password-reset/confirm/: sets the password and answers a new session's token pair. */
export const ZPasswordResetConfirm = z.object({ token: linkToken, password: ZNewPassword });
export type TPasswordResetConfirm = z.input<typeof ZPasswordResetConfirm>;

/** POST /api/auth/password/: `current_password` is required when the account has a password. */
export const ZPasswordChangeRequest = z.object({
  current_password: z.string().max(1024).optional(),
  new_password: ZNewPassword,
});
export type TPasswordChangeRequest = z.input<typeof ZPasswordChangeRequest>;

/** POST /api/auth/email/: a confirmation link goes to `email`; `password` is required when the account has one. */
export const ZEmailChangeRequest = z.object({ email: ZEmail, password: z.string().max(1024).optional() });
export type TEmailChangeRequest = z.input<typeof ZEmailChangeRequest>;

/** POST /api/auth/email/confirm/ and /api/auth/email/undo/: the token of the e-mailed link. */
export const ZEmailLinkRequest = z.object({ token: linkToken });
export type TEmailLinkRequest = z.input<typeof ZEmailLinkRequest>;

/** What a confirmation or undo link did, and the account's address now. */
export const ZEmailLinkReply = z.object({ outcome: z.enum(["confirmed", "undone"]), email: z.string() });
export type TEmailLinkReply = z.infer<typeof ZEmailLinkReply>;

/** GET /api/auth/account/security/: what the profile's security section shows. */
export const ZAccountSecurity = z.object({
  has_password: z.boolean(),
  /** Null for a VK ID account that shared no address. */
  email: z.string().nullable(),
  email_verified: z.boolean(),
  /** A change waiting for the link sent to the new address. */
  pending_email: z.object({ email: z.string(), expires_at: z.string() }).nullable(),
  vk_linked: z.boolean(),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;

/** POST /api/auth/vk-link/: links the VK account of this code (exchanged with VK ID) to the signed-in user. */
export const ZVkLinkRequest = ZVkAuthorizationCode;
export type TVkLinkRequest = z.infer<typeof ZVkLinkRequest>;

/** One signed-in device (a sign-in and its refreshes); `current` is the one asking. */
export const ZSession = z.object({
  id: z.uuid(),
  user_agent: z.string(),
  ip: z.string(),
  last_seen: z.string(),
  signed_in_at: z.string(),
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

/** GET /api/auth/sessions/. */
export const ZSessionList = z.object({ sessions: z.array(ZSession) });
export type TSessionList = z.infer<typeof ZSessionList>;

/** DELETE /api/auth/sessions/:id and POST /api/auth/sessions/sign-out-others/: how many ended. */
export const ZSessionsEnded = z.object({ ended: z.number().int() });
export type TSessionsEnded = z.infer<typeof ZSessionsEnded>;
