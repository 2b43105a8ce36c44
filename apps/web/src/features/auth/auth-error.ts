/**
 * Errors of the sign-in, registration and VK ID flows, and how each becomes a message for the person:
 * a translated key of the `auth` namespace, or the server's own (already translated) detail.
 */
import type { TFunction } from "i18next";
import { ApiError } from "../../api/client.ts";

/** A failure whose message is the i18n key `key` (namespace auth), or the server's `detail` when given. */
export class AuthFlowError extends Error {
  readonly key: string;
  readonly detail?: string;
  /** The server's error code, when the server refused. */
  readonly code?: unknown;

  constructor(key: string, detail?: string, code?: unknown) {
    super(detail ?? key);
    this.name = "AuthFlowError";
    this.key = key;
    this.detail = detail;
    this.code = code;
  }
}

/** True when fetch itself failed (offline, DNS, refused): the browser raises a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The server's message of an API error (`detail`, `error` or `message`), if it sent one. */
export function serverDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { detail, error: text, message } = error.body;
  return [detail, text, message].find((value): value is string => typeof value === "string" && value !== "");
}

/** True when the server refused a sign-in until it comes with a reCAPTCHA answer (after failed attempts). */
export function asksForRecaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { code, recaptcha_required } = error.body;
  return recaptcha_required === true || code === "auth.recaptchaRequired" || code === "auth.recaptchaFailed";
}

/** The message for a failed sign-in. */
export function signInErrorMessage(error: unknown, t: TFunction<"auth">): string {
  if (error instanceof AuthFlowError) return error.detail ?? t(error.key);
  if (isNetworkError(error)) return t("errors.network");
  if (error instanceof ApiError) {
    // A locked account or a wait: the server says for how long.
    if (error.status === 429) return serverDetail(error) ?? t("errors.tooMany");
    if (error.status === 400)
      return (asksForRecaptcha(error) && serverDetail(error)) || t("errors.checkInput");
    return serverDetail(error) ?? t(error.status === 401 ? "errors.invalidCredentials" : "errors.authFailed");
  }
  return t("errors.unexpected");
}
