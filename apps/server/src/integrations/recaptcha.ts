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

/** A verifier using `secret` at `verifyUrl`; disabled when `secret` is unset. */
export function createRecaptchaVerifier(options: {
  secret: string | undefined;
  verifyUrl: string;
}): RecaptchaVerifier {
  return {
    name: "reCAPTCHA",
    enabled: Boolean(options.secret),
    async verify(response, remoteIp) {
      if (!options.secret || response === "") return false;
      const body = new URLSearchParams({ secret: options.secret, response });
      if (remoteIp) body.set("remoteip", remoteIp);
      try {
        const reply = await fetch(options.verifyUrl, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!reply.ok) return false;
        const json = (await reply.json()) as { success?: unknown };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}
