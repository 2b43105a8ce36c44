import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bearer, refreshCookieOf, signIn, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import {
  FAKE_CODE_LIFETIME_MS,
  type FakeVkIdServer,
  type FakeVkUser,
  pkcePair,
  startFakeVkId,
  TEST_VK_REDIRECT_URI,
  vkTrip,
} from "../../../test/fakes/vk-id-server.ts";
import { personalDataConsents, users } from "../../db/schema.ts";

/** The fake VK ID's clock: a test moves it on to let its codes expire. */
let vkNow = Date.now();
let vk: FakeVkIdServer;
let smtp: FakeSmtpServer;
beforeAll(async () => {
  vk = await startFakeVkId({ now: () => vkNow });
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await vk.close();
  await smtp.close();
});

/** POST /api/auth/vk-login/ in English to the app of `ctx`, consenting (a new VK user registers). */
const postVkLogin = (ctx: TestContext, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/vk-login/",
    headers: { "accept-language": "en" },
    payload: { personal_data_consent: true, ...payload },
  });

const ivan: FakeVkUser = {
  user_id: "1001",
  first_name: "Иван",
  last_name: "Петров",
  email: "ivan@vk.example",
};

describe("POST /api/auth/vk-login/", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: vk.url, VKID_APP_ID: vk.appId, SMTP_URL: smtp.url }));
  const vkLogin = (payload: Record<string, unknown>) => postVkLogin(ctx, payload);

  it("exchanges the code at VK ID, reads the user, creates it and returns our tokens", async () => {
    const trip = vkTrip(vk, ivan);
    const response = await vkLogin(trip);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The refresh token goes to its HttpOnly cookie, as with every sign-in.
    expect(refreshCookieOf(response)).toMatch(/^[\w-]{43}$/);
    expect(Object.keys(body).sort()).toEqual(["access_token", "user"]);
    expect(body).toMatchObject({
      access_token: expect.any(String),
      user: { username: "vk_1001", email: "ivan@vk.example", first_name: "Иван", last_name: "Петров" },
    });
    const [exchange, info] = vk.requests.slice(-2);
    expect(exchange).toEqual({
      path: "/oauth2/auth",
      form: {
        grant_type: "authorization_code",
        code: trip.code,
        code_verifier: trip.code_verifier,
        client_id: vk.appId,
        device_id: trip.device_id,
        redirect_uri: TEST_VK_REDIRECT_URI,
        state: trip.state,
      },
    });
    expect(info).toMatchObject({ path: "/oauth2/user_info", form: { client_id: vk.appId } });
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/userinfo/",
      headers: bearer(body.access_token),
    });
    expect(me.json().id).toBe(body.user.id);
    // VK does not vouch for the e-mail: the account's address waits for our own confirmation link.
    const verifiedAt = async () =>
      (await ctx.database.db.select().from(users).where(eq(users.id, body.user.id)))[0]?.emailVerifiedAt;
    expect(await verifiedAt()).toBeNull();
    const mail = mailText((await smtp.messageTo("ivan@vk.example", "/api/auth/verify-email/")).data);
    const link = /https?:\/\/[^/\s]+(\/api\/auth\/verify-email\/[\w-]+)/.exec(mail)?.[1];
    expect((await ctx.app.inject({ method: "GET", url: link ?? "/" })).statusCode).toBe(303);
    expect(await verifiedAt()).toBeInstanceOf(Date);

    const again = await vkLogin(vkTrip(vk, ivan));
    expect(again.json().user.id).toBe(body.user.id);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it("asks a VK user new here for the consent, then registers them with the ticket it gave", async () => {
    const olga: FakeVkUser = {
      user_id: "1101",
      first_name: "Ольга",
      last_name: "К",
      email: "olga@vk.example",
    };
    const refused = await vkLogin({ ...vkTrip(vk, olga), personal_data_consent: undefined });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "consent.required", vk_registration: expect.any(String) });
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
    const ticket: string = refused.json().vk_registration;

    // The ticket is signed: a changed one (another VK id) is refused.
    const [payload = "", signature = ""] = ticket.split(".");
    const changed = Buffer.from(
      Buffer.from(payload, "base64url").toString().replace('"1101"', '"2002"'),
    ).toString("base64url");
    const forged = await vkLogin({ vk_registration: `${changed}.${signature}` });
    expect([forged.statusCode, forged.json().code]).toEqual([400, "auth.vkRegistrationExpired"]);
    // Without the consent the ticket registers nobody.
    expect((await vkLogin({ vk_registration: ticket, personal_data_consent: undefined })).statusCode).toBe(
      400,
    );
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);

    const registered = await vkLogin({ vk_registration: ticket });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().user).toMatchObject({ username: "vk_1101", email: "olga@vk.example" });
    const [consent] = await ctx.database.db.select().from(personalDataConsents);
    expect(consent).toMatchObject({
      purpose: "registration",
      userId: registered.json().user.id,
      email: "olga@vk.example",
    });
    const known = await vkLogin({ ...vkTrip(vk, olga), personal_data_consent: undefined });
    expect(known.statusCode).toBe(200);
    expect(known.json().user.id).toBe(registered.json().user.id);
  });

  it("refuses a code VK refuses: unknown, reused, another verifier, device or return address, expired", async () => {
    const refusedWith = async (payload: Record<string, unknown>) => {
      const response = await vkLogin(payload);
      return [response.statusCode, response.json().detail];
    };
    const failed = [401, "VK login failed."];
    expect(await refusedWith({ ...vkTrip(vk, ivan), code: "forged" })).toEqual(failed);
    const used = vkTrip(vk, ivan);
    expect((await vkLogin(used)).statusCode).toBe(200);
    expect(await refusedWith(used)).toEqual(failed);
    expect(await refusedWith({ ...vkTrip(vk, ivan), code_verifier: pkcePair().verifier })).toEqual(failed);
    expect(await refusedWith({ ...vkTrip(vk, ivan), device_id: "another-device" })).toEqual(failed);

    const { verifier, challenge } = pkcePair();
    const elsewhere = vk.authorize(ivan, { codeChallenge: challenge, redirectUri: "https://evil.test/cb" });
    expect(
      await refusedWith({
        code: elsewhere.code,
        device_id: elsewhere.deviceId,
        state: "s",
        code_verifier: verifier,
      }),
    ).toEqual(failed);

    const late = vkTrip(vk, ivan);
    vkNow += FAKE_CODE_LIFETIME_MS;
    expect(await refusedWith(late)).toEqual(failed);
  });

  it("never takes over an account holding VK's e-mail, even from a VK page with the verified tick", async () => {
    const owner = await createUser(ctx.database.db, {
      username: "owner",
      email: "Owner@Example.com",
      password: "owner-secret",
    });
    const impostor: FakeVkUser = {
      user_id: "4005",
      first_name: "O",
      last_name: "W",
      email: "owner@example.com",
      verified: true,
    };
    const refused = await vkLogin(vkTrip(vk, impostor));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "auth.vkEmailTaken",
      detail:
        "An account with this email already exists. Sign in with your password and link VK ID in your profile.",
    });
    const [unlinked] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(unlinked?.vkUserId).toBeNull();
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);

    // The owner proves the account is theirs with the password, and links VK ID from inside it.
    const { access } = await signIn(ctx, "owner", "owner-secret");
    const linked = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/vk-link/",
      headers: bearer(access),
      payload: vkTrip(vk, impostor),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await vkLogin(vkTrip(vk, impostor))).json().user.id).toBe(owner.id);
  });

  it("takes no access token from the browser, and needs the code, device id, state and verifier", async () => {
    const old = await vkLogin({ access_token: "anything" });
    expect([old.statusCode, old.json().code]).toEqual([400, "validation.invalid"]);
    const { code_verifier: _, ...withoutVerifier } = vkTrip(vk, ivan);
    expect((await vkLogin(withoutVerifier)).statusCode).toBe(400);
    expect((await vkLogin({ ...vkTrip(vk, ivan), code_verifier: "short" })).statusCode).toBe(400);
    expect(vk.requests.filter((request) => request.form.code_verifier === "short")).toEqual([]);
  });
});

describe("VK login without an app id", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: vk.url }));

  it("answers 503 'VK login is misconfigured. Contact support.'", async () => {
    const response = await postVkLogin(ctx, vkTrip(vk, ivan));
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe("VK login is misconfigured. Contact support.");
  });
});

describe("VK ID unreachable", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: "http://127.0.0.1:9", VKID_APP_ID: "1" }));

  it("answers 503 'VK login service is unavailable'", async () => {
    const response = await postVkLogin(ctx, vkTrip(vk, ivan));
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("auth.vkUnavailable");
  });
});
