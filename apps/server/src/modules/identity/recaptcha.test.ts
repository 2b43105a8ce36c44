import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_LIMITS, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeRecaptchaServer, startFakeRecaptcha } from "../../../test/fakes/recaptcha-server.ts";
import {
  type FakeSmartCaptchaServer,
  startFakeSmartCaptcha,
} from "../../../test/fakes/smartcaptcha-server.ts";
import { createSmartCaptchaVerifier } from "../../integrations/smartcaptcha.ts";

let recaptcha: FakeRecaptchaServer;
beforeAll(async () => {
  recaptcha = await startFakeRecaptcha();
});
afterAll(() => recaptcha.close());

describe("with RECAPTCHA_SECRET set", () => {
  const ctx = useAuthApp(
    () => ({
      RECAPTCHA_SECRET: recaptcha.secret,
      RECAPTCHA_SITE_KEY: "site-key-for-the-widget",
      RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
    }),
    { ...RELAXED_LIMITS, captchaAfter: 2 },
  );
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url, headers: { "accept-language": "en" }, payload });

  it("tells the web app the site key, so that it shows the widget", async () => {
    const site = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/site/" });
    expect(site.json().recaptcha_site_key).toBe("site-key-for-the-widget");
  });

  it("sign-in asks for a verified answer once the account has failed a few times, not from a known device", async () => {
    const user = await createUser(ctx.database.db);
    const credentials = { username: user.username, password: user.password };
    // No failures yet: no answer needed. The browser becomes a known device of the account.
    const first = await post("/api/auth/token/", credentials);
    expect(first.statusCode).toBe(200);
    const knownDevice = String(first.headers["set-cookie"]).split(";")[0] as string;
    for (const guess of ["guess-1", "guess-2"])
      expect((await post("/api/auth/token/", { ...credentials, password: guess })).statusCode).toBe(401);
    const missing = await post("/api/auth/token/", credentials);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe("Please complete the reCAPTCHA verification");
    const wrong = await post("/api/auth/token/", { ...credentials, recaptcha: "bad" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe("reCAPTCHA verification failed. Please try again");
    const ok = await post("/api/auth/token/", { ...credentials, recaptcha: recaptcha.validResponse });
    expect(ok.statusCode).toBe(200);
    expect(recaptcha.requests.at(-1)).toMatchObject({
      secret: recaptcha.secret,
      response: recaptcha.validResponse,
    });
    const fromKnownDevice = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      headers: { cookie: knownDevice },
      payload: credentials,
    });
    expect(fromKnownDevice.statusCode).toBe(200);
  });

  it("registration requires a verified answer", async () => {
    const account = {
      username: "captcha",
      email: "c@example.com",
      password: "secret1",
      personal_data_consent: true,
    };
    expect((await post("/api/auth/register/", account)).statusCode).toBe(400);
    expect((await post("/api/auth/register/", { ...account, recaptcha: "bad" })).statusCode).toBe(400);
    expect(
      (await post("/api/auth/register/", { ...account, recaptcha: recaptcha.validResponse })).statusCode,
    ).toBe(201);
  });

  it("verify-recaptcha reports the verdict", async () => {
    const good = await post("/api/auth/verify-recaptcha/", { response: recaptcha.validResponse });
    expect(good.json()).toEqual({ success: true });
    expect((await post("/api/auth/verify-recaptcha/", { response: "bad" })).json()).toEqual({
      success: false,
    });
    expect((await post("/api/auth/verify-recaptcha/", {})).json()).toEqual({ success: false });
  });
});

describe("without RECAPTCHA_SECRET", () => {
  const ctx = useAuthApp();

  it("the check is off: sign-in works without an answer and verify-recaptcha succeeds", async () => {
    const user = await createUser(ctx.database.db);
    const before = recaptcha.requests.length;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: user.username, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const verify = await ctx.app.inject({ method: "POST", url: "/api/auth/verify-recaptcha/", payload: {} });
    expect(verify.json()).toEqual({ success: true });
    expect(recaptcha.requests.length).toBe(before);
  });
});

describe("with CAPTCHA_PROVIDER=smartcaptcha", () => {
  let smartCaptcha: FakeSmartCaptchaServer;
  beforeAll(async () => {
    smartCaptcha = await startFakeSmartCaptcha();
  });
  afterAll(() => smartCaptcha.close());
  const ctx = useAuthApp(() => ({
    CAPTCHA_PROVIDER: "smartcaptcha",
    SMARTCAPTCHA_SITE_KEY: "smartcaptcha-client-key",
    SMARTCAPTCHA_SECRET: smartCaptcha.secret,
    SMARTCAPTCHA_VERIFY_URL: smartCaptcha.verifyUrl,
    // A reCAPTCHA configured beside it is not the one used.
    RECAPTCHA_SECRET: "unused-recaptcha-secret",
    RECAPTCHA_SITE_KEY: "unused-recaptcha-key",
  }));

  it("tells the web app to show SmartCaptcha's widget with its client key", async () => {
    const site = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/site/" });
    expect(site.json()).toMatchObject({
      captcha_provider: "smartcaptcha",
      recaptcha_site_key: "smartcaptcha-client-key",
    });
  });

  it("registration requires a token SmartCaptcha confirms, sent with the server key and the address", async () => {
    const account = {
      username: "smart",
      email: "smart@example.com",
      password: "secret1",
      personal_data_consent: true,
    };
    const register = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/register/",
        remoteAddress: "203.0.113.7",
        headers: { "accept-language": "en" },
        payload,
      });
    expect((await register(account)).json().code).toBe("auth.recaptchaRequired");
    expect((await register({ ...account, recaptcha: "forged" })).json().code).toBe("auth.recaptchaFailed");
    const created = await register({ ...account, recaptcha: smartCaptcha.validToken });
    expect(created.statusCode, created.body).toBe(201);
    expect(smartCaptcha.requests.at(-1)).toEqual({
      secret: smartCaptcha.secret,
      token: smartCaptcha.validToken,
      ip: "203.0.113.7",
    });
  });

  it("refuses every answer when the check answers for a wrong key or cannot be reached", async () => {
    const wrongKey = createSmartCaptchaVerifier({ secret: "wrong", verifyUrl: smartCaptcha.verifyUrl });
    expect(await wrongKey.verify(smartCaptcha.validToken)).toBe(false);
    const unreachable = createSmartCaptchaVerifier({
      secret: "key",
      verifyUrl: "http://127.0.0.1:9/validate",
    });
    expect(await unreachable.verify(smartCaptcha.validToken)).toBe(false);
    const off = createSmartCaptchaVerifier({ secret: undefined, verifyUrl: smartCaptcha.verifyUrl });
    expect(off.enabled).toBe(false);
  });
});
