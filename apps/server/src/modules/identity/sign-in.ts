/**
 * Password sign-in, the one flow behind the REST route and the GraphQL mutation: the throttles, a
 * reCAPTCHA when they ask for one, the password, then the tokens. The throttles hold attackers back
 * without holding the owner back (docs/operations.md, "Sign-in throttling"):
 * - a known device of the account (known-device.ts) passes them, but for its address's attempts per
 *   minute, until it has itself failed `accountFailures.max` times in the window;
 * - from anywhere else, an address that keeps failing on an account is stopped for the window; once an
 *   account has failed several times, or an address as many times as its attempts per minute, each
 *   attempt waits a growing delay (1 s doubling to 30 s); after a few failures of either, with reCAPTCHA
 *   configured, an attempt must come with a verified answer;
 * - the owner is e-mailed, once per period, a reset link: their way in from a device held back.
 * The counts live in the rate-limit store (Redis with several instances). A sign-in sets the refresh
 * token's cookie on the reply and answers the access token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../../errors.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import type { UserRow } from "./auth.repository.ts";
import { type AuthLimits, requireRecaptcha } from "./guards.ts";
import type { KnownDevices } from "./known-device.ts";
import type { PasswordResetService } from "./password-reset.service.ts";
import type { RefreshCookie } from "./refresh-cookie.ts";
import { deviceOf, type SessionService } from "./session.service.ts";

/** The longest wait between two attempts on an account (or from an address) that keeps failing. */
const MAX_DELAY_SECONDS = 30;
/** The waits, doubling from one second: the n-th failure past a threshold sets level n. */
const DELAY_LEVELS = [1, 2, 4, 8, 16, MAX_DELAY_SECONDS];
/** The count limiter's max, out of reach: it counts failures and never refuses by itself. */
const COUNT_MAX = 1_000_000;

export interface SignInDeps {
  sessions: SessionService;
  recaptcha: RecaptchaVerifier;
  limits: AuthLimits;
  passwordResets: Pick<PasswordResetService, "warnOfFailedSignIns">;
  knownDevices: KnownDevices;
  refreshCookie: RefreshCookie;
}

export interface Credentials {
  username: string;
  password: string;
  recaptcha?: string | null | undefined;
}

/** Builds the sign-in flow on the app's rate-limit store. */
export function createPasswordSignIn(app: FastifyInstance, deps: SignInDeps) {
  const { sessions, recaptcha, limits, passwordResets, knownDevices, refreshCookie } = deps;
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number, timeWindow: number, prefix: string) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${prefix}:${keys.get(request) ?? ""}`,
    });
  const window = limits.accountFailures.timeWindowMs;
  const perIp = limiter(limits.perIp.max, limits.perIp.timeWindowMs, "signin-ip");
  const perAccountAndIp = limiter(limits.accountFailures.max, window, "signin-account-ip");
  // Failures in the window of an account, an address or a known device, by subject.
  const failureCounts = limiter(COUNT_MAX, window, "signin-failures");
  const delays = DELAY_LEVELS.map((seconds) => limiter(1, seconds * 1000, `signin-delay-${seconds}`));
  const delayAt = (level: number) => delays[Math.min(level, delays.length - 1)] as (typeof delays)[number];
  const ownerAlerts = limiter(1, limits.ownerAlertPeriodMs, "signin-alert");

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

  /** The failures of `subject` in the window, counting one more when `increment`. */
  async function failures(request: FastifyRequest, subject: string, increment = false): Promise<number> {
    return COUNT_MAX - (await ask(failureCounts, request, subject, increment)).remaining;
  }

  /** The seconds `subject` must still wait before its next attempt (0: none). */
  async function waitOf(request: FastifyRequest, subject: string): Promise<number> {
    let wait = 0;
    for (const delay of delays) {
      const state = await ask(delay, request, subject, false);
      if (state.remaining <= 0) wait = Math.max(wait, state.ttlInSeconds);
    }
    return wait;
  }

  function refuse(
    reply: FastifyReply,
    seconds: number,
    code: "auth.lockedOut" | "auth.slowDown",
    recaptchaRequired = false,
  ): never {
    reply.header("retry-after", seconds);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new DomainError(
      code,
      { minutes, seconds },
      {
        retry_after_seconds: seconds,
        retry_after_minutes: minutes,
        ...(recaptchaRequired ? { recaptcha_required: true } : {}),
      },
    );
  }

  /** The throttles of a device the account does not know: throws 429 (wait) or 400 (reCAPTCHA). */
  async function holdBack(request: FastifyRequest, reply: FastifyReply, account: string, answer?: string) {
    const fromHere = await ask(perAccountAndIp, request, `${account}|${request.ip}`, false);
    if (fromHere.remaining <= 0) refuse(reply, fromHere.ttlInSeconds, "auth.lockedOut");
    const address = `ip:${request.ip}`;
    const captcha =
      recaptcha.enabled &&
      Math.max(await failures(request, account), await failures(request, address)) >= limits.captchaAfter;
    const wait = Math.max(await waitOf(request, account), await waitOf(request, address));
    if (wait > 0) refuse(reply, wait, "auth.slowDown", captcha);
    if (captcha) await requireRecaptcha(recaptcha, answer, request);
  }

  /** Counts a wrong password: sets the delays it has earned and tells the owner, once per period. */
  async function recordFailure(
    request: FastifyRequest,
    account: string,
    user: UserRow | undefined,
    device: string | null,
  ) {
    await ask(perAccountAndIp, request, `${account}|${request.ip}`, true);
    if (device) await failures(request, `device:${device}`, true);
    const address = `ip:${request.ip}`;
    for (const [subject, after] of [
      [account, limits.accountDelayAfter],
      [address, limits.perIp.max],
    ] as const) {
      const level = (await failures(request, subject, true)) - after;
      if (level >= 0) await ask(delayAt(level), request, subject, true);
    }
    const accountFailures = await failures(request, account);
    if (!user || accountFailures < limits.ownerAlertAfter) return;
    if ((await ask(ownerAlerts, request, account, true)).exceeded) return;
    try {
      await passwordResets.warnOfFailedSignIns(user, accountFailures, request.ip);
    } catch (error) {
      request.log.error({ err: error }, "could not e-mail the owner about failed sign-ins");
    }
  }

  /**
   * Signs in with a password: the refresh token goes to the reply's cookie, the access token is returned;
   * throws 400 (reCAPTCHA), 401 (wrong credentials) or 429 (throttled).
   */
  return async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: Credentials,
  ): Promise<{ user: UserRow; access: string }> {
    const ipState = await ask(perIp, request, request.ip, true);
    if (ipState.exceeded) {
      reply.header("retry-after", ipState.ttlInSeconds);
      throw new DomainError("http.tooManyRequests");
    }
    const found = await sessions.findAccount(credentials.username);
    const account = found
      ? `user:${found.username.toLowerCase()}`
      : `login:${credentials.username.toLowerCase()}`;
    const device = found ? knownDevices.recognise(request, found.id) : null;
    const known =
      device !== null && (await failures(request, `device:${device}`)) < limits.accountFailures.max;
    if (!known) await holdBack(request, reply, account, credentials.recaptcha ?? undefined);
    const user = await sessions.checkPassword(found, credentials.password);
    if (!user) {
      await recordFailure(request, account, found, device);
      throw new DomainError("auth.invalidCredentials");
    }
    knownDevices.remember(reply, user.id);
    const tokens = await sessions.issue(user, deviceOf(request));
    refreshCookie.set(reply, tokens.refresh);
    return { user, access: tokens.access };
  };
}

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>;
