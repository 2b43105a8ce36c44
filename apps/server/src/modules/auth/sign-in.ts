/**
 * Password sign-in, the one flow behind the REST route and the GraphQL mutation: reCAPTCHA, then the
 * throttles, then the password, then the tokens. Throttles slow an attacker down without locking the
 * owner out: an address that keeps failing on an account is stopped for the window, while every other
 * address only waits a few seconds between attempts once the account has failed several times, and the
 * owner is told by e-mail. The counts live in the rate-limit store (Redis with several instances).
 */
import type { TTokenPair } from "@mandala/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../../errors.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import { failedSignInsMail } from "./account-mail.ts";
import type { UserRow } from "./auth.repository.ts";
import { type AuthLimits, requireRecaptcha } from "./guards.ts";
import { deviceOf, type SessionService } from "./session.service.ts";

/** The longest wait between two attempts on an account that keeps failing. */
const MAX_DELAY_SECONDS = 30;
/** The waits, doubling from one second: an account's n-th failure past the threshold sets level n. */
const DELAY_LEVELS = [1, 2, 4, 8, 16, MAX_DELAY_SECONDS];

export interface SignInDeps {
  sessions: SessionService;
  recaptcha: RecaptchaVerifier;
  limits: AuthLimits;
  mailer: Mailer;
  publicUrl: string;
}

export interface Credentials {
  username: string;
  password: string;
  recaptcha?: string | null | undefined;
}

/** Builds the sign-in flow on the app's rate-limit store. */
export function createPasswordSignIn(app: FastifyInstance, deps: SignInDeps) {
  const { sessions, recaptcha, limits, mailer, publicUrl } = deps;
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number, timeWindow: number, prefix: string) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${prefix}:${keys.get(request) ?? ""}`,
    });
  const perIp = limiter(limits.perIp.max, limits.perIp.timeWindowMs, "signin-ip");
  const perAccountAndIp = limiter(
    limits.accountFailures.max,
    limits.accountFailures.timeWindowMs,
    "signin-account-ip",
  );
  // Counts an account's failures from everywhere; never refuses by itself (its max is out of reach).
  const COUNT_MAX = 1_000_000;
  const accountFailures = limiter(COUNT_MAX, limits.accountFailures.timeWindowMs, "signin-account");
  const delays = DELAY_LEVELS.map((seconds) => limiter(1, seconds * 1000, `signin-delay-${seconds}`));
  const delayAt = (level: number) => delays[Math.min(level, delays.length - 1)] as (typeof delays)[number];

  /** The limiter's count for `key` (counting this request when `increment`): what is left, and how long. */
  async function ask(
    check: ReturnType<typeof limiter>,
    request: FastifyRequest,
    key: string,
    increment: boolean,
  ) {
    keys.set(request, key);
    const state = await check(request, { increment });
    // `isAllowed` means an allow-listed request, which none of ours is: it is never limited.
    return state.isAllowed
      ? { remaining: Number.POSITIVE_INFINITY, exceeded: false, ttlInSeconds: 0 }
      : { remaining: state.remaining, exceeded: state.isExceeded, ttlInSeconds: state.ttlInSeconds };
  }

  function refuse(reply: FastifyReply, seconds: number, code: "auth.lockedOut" | "auth.slowDown"): never {
    reply.header("retry-after", seconds);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new DomainError(
      code,
      { minutes, seconds },
      { retry_after_seconds: seconds, retry_after_minutes: minutes },
    );
  }

  async function recordFailure(request: FastifyRequest, account: string, user: UserRow | undefined) {
    await ask(perAccountAndIp, request, `${account}|${request.ip}`, true);
    const state = await ask(accountFailures, request, account, true);
    const failures = COUNT_MAX - state.remaining;
    const level = failures - limits.accountDelayAfter;
    if (level >= 0) await ask(delayAt(level), request, account, true);
    if (user && failures === limits.ownerAlertAfter) {
      mailer
        .send(failedSignInsMail(user.email, storedLocale(user.locale), failures, `${publicUrl}/profile`))
        .catch((error: unknown) => {
          request.log.error({ err: error }, "could not e-mail the owner about failed sign-ins");
        });
    }
  }

  /** Signs in with a password; throws 400 (reCAPTCHA), 401 (wrong credentials) or 429 (throttled). */
  return async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: Credentials,
  ): Promise<{ user: UserRow; tokens: TTokenPair }> {
    const ipState = await ask(perIp, request, request.ip, true);
    if (ipState.exceeded) {
      reply.header("retry-after", ipState.ttlInSeconds);
      throw new DomainError("http.tooManyRequests");
    }
    await requireRecaptcha(recaptcha, credentials.recaptcha ?? undefined, request);
    const found = await sessions.findAccount(credentials.username);
    const account = found
      ? `user:${found.username.toLowerCase()}`
      : `login:${credentials.username.toLowerCase()}`;
    const fromHere = await ask(perAccountAndIp, request, `${account}|${request.ip}`, false);
    if (fromHere.remaining <= 0) refuse(reply, fromHere.ttlInSeconds, "auth.lockedOut");
    for (const delay of delays) {
      const state = await ask(delay, request, account, false);
      if (state.remaining <= 0) refuse(reply, state.ttlInSeconds, "auth.slowDown");
    }
    const user = await sessions.checkPassword(found, credentials.password);
    if (!user) {
      await recordFailure(request, account, found);
      throw new DomainError("auth.invalidCredentials");
    }
    return { user, tokens: await sessions.issue(user, deviceOf(request)) };
  };
}

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>;
