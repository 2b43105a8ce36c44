/**
 * Verifies Yandex SmartCaptcha answers with its server-side check (`/validate`, or a fake in tests):
 * the same verifier the reCAPTCHA check is, so sign-in and registration use whichever the operator chose.
 */
import { type CaptchaProtocol, createCaptchaVerifier, type RecaptchaVerifier } from "./recaptcha.ts";

/** SmartCaptcha's `/validate`: `secret`, `token`, `ip`; `{ status: "ok" }` when passed. */
const SMARTCAPTCHA: CaptchaProtocol = {
  name: "SmartCaptcha",
  fields(secret, token, remoteIp) {
    const body = new URLSearchParams({ secret, token });
    if (remoteIp) body.set("ip", remoteIp);
    return body;
  },
  passed: (reply) => reply.status === "ok",
};

/** A verifier using the server key `secret` at `verifyUrl`; disabled when `secret` is unset. */
export function createSmartCaptchaVerifier(options: {
  secret: string | undefined;
  verifyUrl: string;
}): RecaptchaVerifier {
  return createCaptchaVerifier(SMARTCAPTCHA, options);
}
