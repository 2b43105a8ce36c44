/** The purchase e-mail's rules: the contract's schema, its messages turned into i18n keys. */
import { LEARNING_SET_EMAIL_MESSAGES, ZResendSetLinksRequest } from "@mandala/contract";

export type EmailProblem = "required" | "invalid";

/** null when `value` is a usable e-mail, else which of the spec's two messages to show. */
export function emailProblem(value: string): EmailProblem | null {
  const result = ZResendSetLinksRequest.safeParse({ email: value });
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message === LEARNING_SET_EMAIL_MESSAGES.required ? "required" : "invalid";
}
