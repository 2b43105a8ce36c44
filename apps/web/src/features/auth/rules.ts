/** The contract's address and new-password rules with the auth pages' messages (i18n keys of "auth"). */
import { emailSchema, newPasswordSchema, PASSWORD_MIN_LENGTH } from "@mandala/contract";

export const emailRule = emailSchema({
  required: "validation.emailRequired",
  invalid: "validation.emailInvalid",
});

export const newPasswordRule = newPasswordSchema({
  required: "validation.passwordRequired",
  tooShort: "validation.passwordMin",
});

/** What the password texts count ("at least 6 characters"): pass to `t` with them. */
export const PASSWORD_TEXT_VALUES = { count: PASSWORD_MIN_LENGTH };
