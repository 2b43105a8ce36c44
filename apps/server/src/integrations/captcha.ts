/** The CAPTCHA of sign-in and registration the operator chose (CAPTCHA_PROVIDER): reCAPTCHA or SmartCaptcha. */
import type { Config } from "../config.ts";

/** The settings a CAPTCHA is made from. */
export type CaptchaConfig = Pick<
  Config,
  | "CAPTCHA_PROVIDER"
  | "RECAPTCHA_SITE_KEY"
  | "RECAPTCHA_SECRET"
  | "RECAPTCHA_VERIFY_URL"
  | "SMARTCAPTCHA_SITE_KEY"
  | "SMARTCAPTCHA_SECRET"
  | "SMARTCAPTCHA_VERIFY_URL"
>;

import { createRecaptchaVerifier, type RecaptchaVerifier } from "./recaptcha.ts";
import { createSmartCaptchaVerifier } from "./smartcaptcha.ts";

export interface Captcha {
  provider: Config["CAPTCHA_PROVIDER"];
  verifier: RecaptchaVerifier;
  /** The widget's site key; null when the check is off (no server key), and then no widget is shown. */
  siteKey: string | null;
}

export function chosenCaptcha(config: CaptchaConfig): Captcha {
  if (config.CAPTCHA_PROVIDER === "smartcaptcha") {
    const secret = config.SMARTCAPTCHA_SECRET;
    return {
      provider: "smartcaptcha",
      verifier: createSmartCaptchaVerifier({ secret, verifyUrl: config.SMARTCAPTCHA_VERIFY_URL }),
      siteKey: secret ? (config.SMARTCAPTCHA_SITE_KEY ?? null) : null,
    };
  }
  const secret = config.RECAPTCHA_SECRET;
  return {
    provider: "recaptcha",
    verifier: createRecaptchaVerifier({ secret, verifyUrl: config.RECAPTCHA_VERIFY_URL }),
    siteKey: secret ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
  };
}
