/**
 * The sign-in throttles against an attacker with many addresses, on the real server: every client is a
 * real connection from its own loopback address (127.0.0.x), no X-Forwarded-For.
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRecaptchaServer, startFakeRecaptcha } from "../../../test/fakes/recaptcha-server.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { type ServerProcess, startServer } from "../../../test/server-process.ts";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let smtp: FakeSmtpServer;
let recaptcha: FakeRecaptchaServer;
let server: ServerProcess;
let baseUrl: string;

beforeAll(async () => {
  [smtp, recaptcha] = await Promise.all([startFakeSmtp(), startFakeRecaptcha()]);
  server = startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-lockout-")),
    SMTP_URL: smtp.url,
    RECAPTCHA_SECRET: recaptcha.secret,
    RECAPTCHA_SITE_KEY: "site-key",
    RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
  });
  baseUrl = await server.listening;
}, 120_000);

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  await Promise.all([smtp.close(), recaptcha.close()]);
});

/** A JSON POST to `url` over a connection from the loopback address `from`, with `cookie` when given. */
function post(from: string, url: string, payload: unknown, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${url}`,
      {
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": "application/json",
          "accept-language": "en",
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
        );
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(payload));
  });
}

const OWNER = { username: "target", email: "target@example.com", password: "right-password-1" };
const attackers = Array.from({ length: 20 }, (_, i) => `127.0.0.${11 + i}`);

describe("an account attacked from 20 addresses", () => {
  it("lets the owner in from a known device every time, holds a new device back and e-mails the way in", {
    timeout: 120_000,
  }, async () => {
    const registered = await post("127.0.0.100", "/api/auth/register/", {
      ...OWNER,
      recaptcha: recaptcha.validResponse,
      personal_data_consent: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    // The owner's laptop signs in once before the attack: it becomes a known device of the account.
    const laptop = "127.0.0.2";
    const first = await post(laptop, "/api/auth/token/", OWNER);
    expect(first.status).toBe(200);
    const knownDevice = String(first.headers["set-cookie"]).split(";")[0];

    // Nine rounds: each of the 20 addresses tries a wrong password (with a solved CAPTCHA, the worst
    // case), then the owner signs in from the laptop. Ten attempts a minute per address in all.
    const attacks: Answer[] = [];
    const owner: number[] = [];
    for (let round = 0; round < 9; round++) {
      for (const [i, address] of attackers.entries()) {
        const guess = { ...OWNER, password: `guess-${round}-${i}`, recaptcha: recaptcha.validResponse };
        attacks.push(await post(address, "/api/auth/token/", guess));
      }
      owner.push((await post(laptop, "/api/auth/token/", OWNER, knownDevice)).status);
    }
    expect(owner).toEqual(Array(9).fill(200));
    // The account went into its delay after its third failure: almost every guess was refused unheard.
    const refused = attacks.filter((answer) => answer.status === 429);
    const wrong = attacks.filter((answer) => answer.status === 401);
    expect(refused.length + wrong.length).toBe(attacks.length);
    expect(wrong.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(attacks.length / 2);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: "auth.slowDown", recaptcha_required: true });
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }

    // The owner on a new phone, with the right password, is held back like anyone unknown...
    const phone = "127.0.0.3";
    const held = await post(phone, "/api/auth/token/", OWNER);
    // (a wait while the account's delay runs, the CAPTCHA after it)
    expect(`${held.status} ${held.body.code}`).toMatch(/^(429 auth\.slowDown|400 auth\.recaptchaRequired)$/);
    // ...and has an e-mail, in the account's language, with a reset link that signs them in.
    const mail = mailText((await smtp.messageTo(OWNER.email, "failed attempts to sign in")).data);
    expect(mail).toContain("From devices you have signed in from before, sign-in works as usual");
    const token = /\/reset-password\?token=([\w%-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const reset = await post(phone, "/api/auth/password-reset/confirm/", {
      token: decodeURIComponent(token ?? ""),
      password: "new-password-2",
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ access: expect.any(String) });
  });
});
