/** The purchase e-mail's rules: the contract's address rule, its messages turned into two:
 * a missing address and an invalid one. */
import { EMAIL_MESSAGES, ZEmail } from "@mandala/contract";

export type EmailProblem = "required" | "invalid";

/** null when `value` is a usable e-mail, else which of the two messages to show. */
export function emailProblem(value: string): EmailProblem | null {
  const result = ZEmail.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message === EMAIL_MESSAGES.required ? "required" : "invalid";
}
