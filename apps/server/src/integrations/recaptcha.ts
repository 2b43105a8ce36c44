/** Verifies reCAPTCHA v2 answers with Google's siteverify API (or a fake in tests). */
export interface RecaptchaVerifier {
  /** The check's name, as the messages say it: "reCAPTCHA" or "SmartCaptcha". */
  readonly name: string;
  /** False when no secret is configured: the check is off. */
  readonly enabled: boolean;
  /** True when Google confirms `response`; false when refused, empty or unreachable. */
  verify(response: string, remoteIp?: string): Promise<boolean>;
}

const TIMEOUT_MS = 5_000;

/** How one CAPTCHA service's server-side check is asked: its form fields, and what a pass answers. */
export interface CaptchaProtocol {
  name: string;
  fields(secret: string, answer: string, remoteIp: string | undefined): URLSearchParams;
  passed(reply: Record<string, unknown>): boolean;
}

/**
 * A verifier of `protocol` using `secret` at `verifyUrl` (a form POST, 5 s at most); disabled when
 * `secret` is unset; an empty answer, a refusal or an unreachable service is a failed check.
 */
export function createCaptchaVerifier(
  protocol: CaptchaProtocol,
  options: { secret: string | undefined; verifyUrl: string },
): RecaptchaVerifier {
  return {
    name: protocol.name,
    enabled: Boolean(options.secret),
    async verify(answer, remoteIp) {
      if (!options.secret || answer === "") return false;
      try {
        const reply = await fetch(options.verifyUrl, {
          method: "POST",
          body: protocol.fields(options.secret, answer, remoteIp),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        return reply.ok && protocol.passed((await reply.json()) as Record<string, unknown>);
      } catch {
        return false;
      }
    },
  };
}

/** Google's siteverify: `secret`, `response`, `remoteip`; `{ success: true }` when passed. */
const RECAPTCHA: CaptchaProtocol = {
  name: "reCAPTCHA",
  fields(secret, response, remoteIp) {
    const body = new URLSearchParams({ secret, response });
    if (remoteIp) body.set("remoteip", remoteIp);
    return body;
  },
  passed: (reply) => reply.success === true,
};

/** A verifier using `secret` at `verifyUrl`; disabled when `secret` is unset. */
export function createRecaptchaVerifier(options: {
  secret: string | undefined;
  verifyUrl: string;
}): RecaptchaVerifier {
  return createCaptchaVerifier(RECAPTCHA, options);
}
