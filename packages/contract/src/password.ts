/** The one rule for a new password (registration, a reset, a change). */
import { z } from "zod";

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest: enough for any passphrase, short enough to hash cheaply. */
export const PASSWORD_MAX_LENGTH = 1024;

/** The rule's messages as the API states them; the server answers them translated, forms with their own. */
export const PASSWORD_MESSAGES = {
  required: "Password is required.",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
};
export type TPasswordMessages = typeof PASSWORD_MESSAGES;

/** The new-password rule with a form's own messages (i18n keys on the web). */
export function newPasswordSchema(messages: TPasswordMessages = PASSWORD_MESSAGES) {
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .min(PASSWORD_MIN_LENGTH, messages.tooShort)
    .max(PASSWORD_MAX_LENGTH);
}

/** A new password of a request, as the API states its messages. */
export const ZNewPassword = newPasswordSchema();
