import { createServer } from "node:http";
import { listen, readForm } from "./vk-id-server.ts";

/** A fake reCAPTCHA siteverify endpoint on loopback. */
export interface FakeRecaptchaServer {
  /** The verify URL, to use as RECAPTCHA_VERIFY_URL. */
  verifyUrl: string;
  /** The secret the fake accepts. */
  secret: string;
  /** The one answer token the fake accepts. */
  validResponse: string;
  /** Every form the fake received. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

/** Starts a fake that answers `{success: true}` only for `validResponse` with the right secret. */
export async function startFakeRecaptcha(secret = "test-recaptcha-secret"): Promise<FakeRecaptchaServer> {
  const validResponse = "valid-recaptcha-answer";
  const requests: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    const form = await readForm(request);
    requests.push(form);
    const body =
      form.secret !== secret
        ? { success: false, "error-codes": ["invalid-input-secret"] }
        : form.response === validResponse
          ? { success: true, challenge_ts: new Date().toISOString(), hostname: "mandala.test" }
          : { success: false, "error-codes": ["invalid-input-response"] };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  const url = await listen(server);
  return {
    verifyUrl: `${url}/recaptcha/api/siteverify`,
    secret,
    validResponse,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
