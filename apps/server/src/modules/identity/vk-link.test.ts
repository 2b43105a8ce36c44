import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import {
  type FakeVkIdServer,
  type FakeVkUser,
  startFakeVkId,
  vkTrip,
} from "../../../test/fakes/vk-id-server.ts";
import { users } from "../../db/schema.ts";

let vk: FakeVkIdServer;
beforeAll(async () => {
  vk = await startFakeVkId();
});
afterAll(() => vk.close());

describe("linking and unlinking VK ID", () => {
  const ctx = useAuthApp(() => ({ VKID_API_URL: vk.url, VKID_APP_ID: vk.appId }));

  /** Links the VK account of `trip` (a code the fake VK ID issued, or a forged one). */
  const link = (headers: Record<string, string>, trip: object, language = "en") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/vk-link/",
      headers: { ...headers, "accept-language": language },
      payload: trip,
    });
  const unlink = (headers: Record<string, string>, language = "en") =>
    ctx.app.inject({
      method: "DELETE",
      url: "/api/auth/vk-link/",
      headers: { ...headers, "accept-language": language },
    });
  const vkIdOf = async (userId: number) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]?.vkUserId;

  it("links the VK account to a password account, which then signs in with VK ID, and unlinks it", async () => {
    const { user, headers } = await signedInUser(ctx, { emailVerifiedAt: new Date() });
    const anna: FakeVkUser = {
      user_id: "5001",
      first_name: "Анна",
      last_name: "К",
      email: "other@vk.example",
    };

    const linked = await link(headers, vkTrip(vk, anna));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ vk_linked: true, has_password: true, email: user.email });
    expect(await vkIdOf(user.id)).toBe("5001");
    // Linking it again changes nothing.
    expect((await link(headers, vkTrip(vk, anna))).statusCode).toBe(200);

    const viaVk = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/vk-login/",
      payload: vkTrip(vk, anna),
    });
    expect(viaVk.json().user.id).toBe(user.id);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);

    const unlinked = await unlink(headers);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().vk_linked).toBe(false);
    expect(await vkIdOf(user.id)).toBeNull();
  });

  it("refuses a VK account that belongs to another user, in the request's language", async () => {
    const holder = await createUser(ctx.database.db, { vkUserId: "6001" });
    const { user, headers } = await signedInUser(ctx);
    const refused = await link(
      headers,
      vkTrip(vk, { user_id: "6001", first_name: "В", last_name: "Д" }),
      "ru",
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "auth.vkLinkedElsewhere",
      detail:
        "Этот VK ID уже привязан к другому аккаунту. Войдите через VK ID в тот аккаунт и отвяжите его там.",
    });
    expect(await vkIdOf(user.id)).toBeNull();
    expect(await vkIdOf(holder.id)).toBe("6001");
  });

  it("refuses a second VK account, and a code VK refuses without ending the session", async () => {
    const { user, headers } = await signedInUser(ctx, { vkUserId: "7001" });
    const second = await link(headers, vkTrip(vk, { user_id: "7002", first_name: "С", last_name: "Т" }));
    expect([second.statusCode, second.json().code]).toEqual([409, "auth.vkOtherLinked"]);

    const forged = await link(headers, {
      ...vkTrip(vk, { user_id: "7001", first_name: "С", last_name: "Т" }),
      code: "forged",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe("Could not link VK ID. Please try again.");
    expect(await vkIdOf(user.id)).toBe("7001");
  });

  it("refuses to unlink an account made through VK ID until it has a password and a verified e-mail", async () => {
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/vk-login/",
      payload: {
        ...vkTrip(vk, { user_id: "8001", first_name: "П", last_name: "Р" }),
        personal_data_consent: true,
      },
    });
    const headers = bearer(signIn.json().access_token);
    const userId = signIn.json().user.id as number;

    const refused = await unlink(headers, "ru");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "auth.vkUnlinkNeedsWayIn",
      detail:
        "Чтобы отвязать VK ID, сначала задайте пароль и подтвердите e-mail: иначе в аккаунт будет не войти.",
    });

    // A password alone is not enough: without a confirmed address a forgotten one could not be reset.
    const password = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password/",
      headers,
      payload: { new_password: "a-new-secret" },
    });
    expect(password.statusCode).toBe(204);
    expect((await unlink(headers)).json().code).toBe("auth.vkUnlinkNeedsWayIn");
    expect(await vkIdOf(userId)).toBe("8001");
  });

  it("needs a signed-in user", async () => {
    const trip = vkTrip(vk, { user_id: "9001", first_name: "Н", last_name: "Е" });
    expect((await link({}, trip)).statusCode).toBe(401);
    // The code was not spent by the refusal: nothing was sent to VK.
    expect(vk.requests.some((request) => request.form.code === trip.code)).toBe(false);
    expect((await unlink({})).statusCode).toBe(401);
  });
});
