import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeVkIdServer, startFakeVkId } from "../../../test/fakes/vk-id-server.ts";
import { personalDataConsents, users } from "../../db/schema.ts";
import { bearer, useAuthApp } from "./auth.test-support.ts";

let vk: FakeVkIdServer;
beforeAll(async () => {
  vk = await startFakeVkId();
});
afterAll(() => vk.close());

/** POST /api/auth/vk-login/ in English to the app of `ctx`, consenting (a new VK user registers). */
const postVkLogin = (ctx: TestContext, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/vk-login/",
    headers: { "accept-language": "en" },
    payload: { personal_data_consent: true, ...payload },
  });

describe("POST /api/auth/vk-login/", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: vk.url, VKID_APP_ID: vk.appId }));
  const vkLogin = (payload: Record<string, unknown>) => postVkLogin(ctx, payload);

  it("verifies the token with VK ID, creates the user and returns tokens and the user", async () => {
    vk.addToken("token-ivan", {
      user_id: "1001",
      first_name: "Иван",
      last_name: "Петров",
      email: "ivan@vk.example",
    });
    const response = await vkLogin({ access_token: "token-ivan" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user: { username: "vk_1001", email: "ivan@vk.example", first_name: "Иван", last_name: "Петров" },
    });
    expect(vk.requests.at(-1)).toEqual({ access_token: "token-ivan", client_id: vk.appId });
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/userinfo/",
      headers: bearer(body.access_token),
    });
    expect(me.json().id).toBe(body.user.id);
    const refresh = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      payload: { refresh: body.refresh_token },
    });
    expect(refresh.statusCode).toBe(200);

    const again = await vkLogin({ access_token: "token-ivan" });
    expect(again.json().user.id).toBe(body.user.id);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it("registers a VK user new here only with the consent, recorded; signs a known one in without it", async () => {
    vk.addToken("token-olga", {
      user_id: "1101",
      first_name: "Ольга",
      last_name: "К",
      email: "olga@vk.example",
    });
    const refused = await vkLogin({ access_token: "token-olga", personal_data_consent: undefined });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("consent.required");
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
    const registered = await vkLogin({ access_token: "token-olga" });
    expect(registered.statusCode, registered.body).toBe(200);
    const [consent] = await ctx.database.db.select().from(personalDataConsents);
    expect(consent).toMatchObject({
      purpose: "registration",
      userId: registered.json().user.id,
      email: "olga@vk.example",
    });
    const again = await vkLogin({ access_token: "token-olga", personal_data_consent: undefined });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(registered.json().user.id);
  });

  it("rejects tokens VK does not know, whatever vk_user_id the client claims", async () => {
    const victim = await createUser(ctx.database.db, { vkUserId: "2002" });
    const response = await vkLogin({ access_token: "forged", vk_user_id: "2002", email: victim.email });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe("VK login failed.");
  });

  it("ignores a forged vk_user_id and e-mail: the verified VK id decides the account", async () => {
    const victim = await createUser(ctx.database.db, { vkUserId: "3003" });
    vk.addToken("token-mallory", { user_id: "3004", first_name: "M", last_name: "X" });
    const response = await vkLogin({
      access_token: "token-mallory",
      vk_user_id: "3003",
      email: victim.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).not.toBe(victim.id);
    expect(response.json().user.email).toBe("vk3004@vk.invalid");
  });

  it("links an existing password account by e-mail only when VK reports it verified", async () => {
    const owner = await createUser(ctx.database.db, { email: "Owner@Example.com" });
    vk.addToken("token-unverified", {
      user_id: "4004",
      first_name: "O",
      last_name: "W",
      email: "owner@example.com",
    });
    const refused = await vkLogin({ access_token: "token-unverified" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("auth.vkEmailTaken");
    const [unlinked] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(unlinked?.vkUserId).toBeNull();

    vk.addToken("token-verified", {
      user_id: "4005",
      first_name: "O",
      last_name: "W",
      email: "owner@example.com",
      verified: true,
    });
    const linked = await vkLogin({ access_token: "token-verified" });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.id).toBe(owner.id);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.vkUserId).toBe("4005");
  });

  it("requires an access token", async () => {
    expect((await vkLogin({ vk_user_id: "1" })).statusCode).toBe(400);
  });
});

describe("VK login without an app id", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: vk.url }));

  it("answers 503 'VK login is misconfigured. Contact support.'", async () => {
    const response = await postVkLogin(ctx, { access_token: "anything" });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe("VK login is misconfigured. Contact support.");
  });
});

describe("VK ID unreachable", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: "http://127.0.0.1:9", VKID_APP_ID: "1" }));

  it("answers 503 'VK login service is unavailable'", async () => {
    const response = await postVkLogin(ctx, { access_token: "anything" });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("auth.vkUnavailable");
  });
});
