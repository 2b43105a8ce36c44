import { createServer } from "node:http";
import { listen, readForm } from "./vk-id-server.ts";

/** A fake of Yandex SmartCaptcha's server-side check (`/validate`) on loopback. */
export interface FakeSmartCaptchaServer {
  /** The check's URL, to use as SMARTCAPTCHA_VERIFY_URL. */
  verifyUrl: string;
  /** The server key the fake accepts. */
  secret: string;
  /** The one token the fake accepts. */
  validToken: string;
  /** Every form the fake received. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

/**
 * Starts a fake that, like the real check, answers 200 `{status: "ok"}` only for `validToken` sent
 * with the right server key, `{status: "failed"}` for another token, and 403 for a wrong key.
 */
export async function startFakeSmartCaptcha(
  secret = "test-smartcaptcha-server-key",
): Promise<FakeSmartCaptchaServer> {
  const validToken = "valid-smartcaptcha-token";
  const requests: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    const form = await readForm(request);
    requests.push(form);
    if (request.method !== "POST" || form.secret !== secret) {
      response.writeHead(403, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ status: "failed", message: "Authentication failed. Secret has not provided." }),
      );
      return;
    }
    const body =
      form.token === validToken
        ? { status: "ok", message: "", host: "mandala.test" }
        : { status: "failed", message: "Token invalid or expired.", host: "" };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  const url = await listen(server);
  return {
    verifyUrl: `${url}/validate`,
    secret,
    validToken,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
