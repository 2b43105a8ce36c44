/**
 * Verifies Yandex SmartCaptcha answers with its server-side check (`/validate`, or a fake in tests):
 * the same verifier the reCAPTCHA check is, so sign-in and registration use whichever the operator chose.
 */
import type { RecaptchaVerifier } from "./recaptcha.ts";

const TIMEOUT_MS = 5_000;

/** A verifier using the server key `secret` at `verifyUrl`; disabled when `secret` is unset. */
export function createSmartCaptchaVerifier(options: {
  secret: string | undefined;
  verifyUrl: string;
}): RecaptchaVerifier {
  return {
    name: "SmartCaptcha",
    enabled: Boolean(options.secret),
    async verify(token, remoteIp) {
      if (!options.secret || token === "") return false;
      const body = new URLSearchParams({ secret: options.secret, token });
      if (remoteIp) body.set("ip", remoteIp);
      try {
        const reply = await fetch(options.verifyUrl, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!reply.ok) return false;
        const json = (await reply.json()) as { status?: unknown };
        return json.status === "ok";
      } catch {
        return false;
      }
    },
  };
}
