import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";

/** A number of requests allowed per time window. */
export interface Limit {
  max: number;
  timeWindowMs: number;
}

/** The brute-force limits of the auth routes; lower them in tests. */
export interface AuthLimits {
  /** Sign-in, registration and VK login attempts per client IP. */
  perIp: Limit;
  /** Failed sign-ins per account (the `username` field, case-insensitive). */
  accountFailures: Limit;
  /** Token refreshes per client IP. */
  refreshPerIp: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  perIp: { max: 10, timeWindowMs: 60_000 },
  accountFailures: { max: 5, timeWindowMs: 15 * 60_000 },
  refreshPerIp: { max: 60, timeWindowMs: 60_000 },
};

/** A route's `config.rateLimit` for `limit`, keyed by the client IP (answers 429 when exceeded). */
export function ipRateLimit(limit: Limit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}

/**
 * Counts failed sign-ins per account in the rate-limit store (so it moves to Redis with it): once
 * `max` failures are reached, the account's sign-in answers 429 until the window passes, saying in
 * how many minutes (and in Retry-After). `account`
 * names the account: its username when known (so username and e-mail share one count), else the login.
 */
export function createAccountLimiter(app: FastifyInstance, limit: Limit) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `signin-account:${keys.get(request) ?? ""}`,
  });
  return {
    /** Throws 429 when `account` has used up its failures. */
    async check(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void> {
      keys.set(request, account);
      const state = await limiter(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header("retry-after", state.ttlInSeconds);
      const minutes = Math.max(1, Math.ceil(state.ttlInSeconds / 60));
      throw new AppError(429, "auth.lockedOut", { minutes }, { retry_after_minutes: minutes });
    },
    /** Counts one failed attempt against the account given to `check`. */
    async recordFailure(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>;

/** When reCAPTCHA is on, requires a verified `answer` (400 otherwise); does nothing when off. */
export async function requireRecaptcha(
  recaptcha: RecaptchaVerifier,
  answer: string | undefined,
  request: FastifyRequest,
): Promise<void> {
  if (!recaptcha.enabled) return;
  if (!answer) throw new AppError(400, "auth.recaptchaRequired");
  if (!(await recaptcha.verify(answer, request.ip))) throw new AppError(400, "auth.recaptchaFailed");
}
