import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import { DomainError } from "../../errors.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import { type Limit, requestBudget } from "../../work-limits.ts";

export type { Limit };

/** The brute-force limits of the auth routes; lower them in tests. */
export interface AuthLimits {
  /**
   * Sign-in, registration and VK login attempts per client IP; an address with as many failed sign-ins
   * in the `accountFailures` window must then wait between attempts.
   */
  perIp: Limit;
  /** Failed sign-ins on one account from one address before that address is stopped for the window. */
  accountFailures: Limit;
  /** An account's failures (from anywhere, in the window) after which each attempt must wait a while. */
  accountDelayAfter: number;
  /** An account's or an address's failures after which reCAPTCHA (when configured) is asked for. */
  captchaAfter: number;
  /** An account's failures after which its owner is e-mailed a reset link (once per period). */
  ownerAlertAfter: number;
  /** How long after such an e-mail the next one may be sent. */
  ownerAlertPeriodMs: number;
  /**
   * Token refreshes per client IP. Every page load refreshes (the access token lives in memory only), and
   * many people share an office's or a mobile carrier's address; a refresh token cannot be guessed, so the
   * limit guards the server's time, not the tokens.
   */
  refreshPerIp: Limit;
  /** Password-reset e-mails asked for one address (from anywhere). */
  resetPerAddress: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  perIp: { max: 10, timeWindowMs: 60_000 },
  accountFailures: { max: 5, timeWindowMs: 15 * 60_000 },
  accountDelayAfter: 3,
  captchaAfter: 3,
  ownerAlertAfter: 3,
  ownerAlertPeriodMs: 60 * 60_000,
  refreshPerIp: { max: 300, timeWindowMs: 60_000 },
  resetPerAddress: { max: 3, timeWindowMs: 60 * 60_000 },
};

/** A route's `config.rateLimit` for `limit`, keyed by the client IP (answers 429 when exceeded). */
export function ipRateLimit(limit: Limit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}

/**
 * The options of a route for the signed-in user: 401 without a valid bearer token (which its documentation
 * asks for), and with `limit`, at most so many calls per client IP.
 */
export function signedInRoute<S extends FastifySchema>(app: FastifyInstance, schema: S, limit?: Limit) {
  return {
    onRequest: app.authenticate,
    ...(limit && { config: ipRateLimit(limit) }),
    schema: { ...schema, security: [{ bearer: [] }] },
  };
}

/**
 * A count per client address on the app's rate-limit store (Redis with several instances): each call
 * counts one, and past `limit` throws 429 with Retry-After. `name` keeps the counts of each use apart.
 */
export function perAddressLimit(app: FastifyInstance, limit: Limit, name: string) {
  return requestBudget(app, limit, name, (request) => request.ip, "http.tooManyRequests");
}

/** When the CAPTCHA is on, requires a verified `answer` (400 otherwise); does nothing when off. */
export async function requireRecaptcha(
  recaptcha: RecaptchaVerifier,
  answer: string | undefined,
  request: FastifyRequest,
): Promise<void> {
  if (!recaptcha.enabled) return;
  const named = { captcha: recaptcha.name };
  if (!answer) throw new DomainError("auth.recaptchaRequired", named);
  if (!(await recaptcha.verify(answer, request.ip))) throw new DomainError("auth.recaptchaFailed", named);
}
