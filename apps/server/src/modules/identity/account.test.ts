import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessWorks,
  bearer,
  canSignIn,
  linkIn,
  RELAXED_LIMITS,
  refreshCookie,
  refreshCookieOf,
  refreshWorks,
  securityOf,
  signIn,
  useAuthApp,
} from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { type FakeVkIdServer, startFakeVkId, vkTrip } from "../../../test/fakes/vk-id-server.ts";
import { passwordResetTokens, users } from "../../db/schema.ts";
import { RESET_LINK_TTL_MS } from "./password-reset.service.ts";

let smtp: FakeSmtpServer;
let vk: FakeVkIdServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  vk = await startFakeVkId();
});
afterAll(async () => {
  await smtp.close();
  await vk.close();
});

const RESET_LINK = /\/reset-password\?token=([\w-]+)/;
/** The token of a link in an e-mail (see `linkIn`). */
const linkToken = (to: string, saying: string, pattern: RegExp, seen = 0) =>
  linkIn(smtp, to, saying, pattern, seen);

describe("forgot password", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }), {
    ...RELAXED_LIMITS,
    perIp: { max: 4, timeWindowMs: 60_000 },
    resetPerAddress: { max: 2, timeWindowMs: 60 * 60_000 },
  });
  let ip = 0;
  const nextIp = () => `10.9.0.${++ip}`;
  const ask = (email: string, remoteAddress = nextIp(), lang = "ru") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/",
      remoteAddress,
      headers: { "accept-language": lang },
      payload: { email },
    });
  const setPassword = (token: string, password: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm/",
      remoteAddress: nextIp(),
      headers: { "accept-language": "en" },
      payload: { token, password },
    });
  it("answers the same whether or not the address has an account, and e-mails only the account", async () => {
    await createUser(ctx.database.db, { email: "known@example.com" });
    const seen = smtp.messages.length;
    const known = await ask("KNOWN@example.com");
    const unknown = await ask("nobody@example.com");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().detail).toContain("Если этот адрес указан в аккаунте");
    const mail = await smtp.messageTo("known@example.com", "Задать новый пароль");
    expect(mailText(mail.data)).toContain("действует 60 минут");
    expect(smtp.messages.slice(seen).map((message) => message.to)).toEqual([["known@example.com"]]);
  });

  it("sets the password through the link: every other session ends, the old password is refused, the owner is told", async () => {
    const user = await createUser(ctx.database.db, {
      username: "forgetful",
      email: "forgetful@example.com",
      emailVerifiedAt: null,
      locale: "en",
    });
    const elsewhere = await signIn(ctx, "forgetful", user.password);
    await ask("forgetful@example.com");
    const token = await linkToken("forgetful@example.com", "Set a new password", RESET_LINK);

    const check = await ctx.app.inject({ method: "GET", url: `/api/auth/password-reset/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().valid).toBe(true);

    const done = await setPassword(token, "brand-new-secret");
    expect(done.statusCode, done.body).toBe(200);
    expect(await accessWorks(ctx, done.json().access)).toBe(true);
    expect(await accessWorks(ctx, elsewhere.access)).toBe(false);
    expect(await refreshWorks(ctx, elsewhere.refresh)).toBe(false);
    expect(await canSignIn(ctx, "forgetful", user.password)).toBe(false);
    expect(await canSignIn(ctx, "forgetful", "brand-new-secret")).toBe(true);
    // The link came to the address: it is verified now.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const notice = mailText(
      (await smtp.messageTo("forgetful@example.com", "has just been changed through a reset link")).data,
    );
    expect(notice).toContain("Every other device signed in to the account has been signed out.");
  });

  it("refuses a link used before, and a second one sent before it, with clear messages", async () => {
    await createUser(ctx.database.db, { email: "twice@example.com" });
    await ask("twice@example.com");
    const first = await linkToken("twice@example.com", "Задать новый пароль", RESET_LINK);
    const seen = smtp.messages.length;
    await ask("twice@example.com");
    const second = await linkToken("twice@example.com", "Задать новый пароль", RESET_LINK, seen);
    expect(second).not.toBe(first);
    expect((await setPassword(second, "password-one")).statusCode).toBe(200);
    for (const token of [first, second]) {
      const again = await setPassword(token, "password-two");
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        code: "auth.resetLinkUsed",
        detail:
          "This link has already been used: the password was set with it. Sign in with the new password or ask for a new link.",
      });
    }
    const wrong = await setPassword("not-a-link-of-ours", "password-two");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("auth.resetLinkInvalid");
  });

  it("refuses a link after its hour", async () => {
    const user = await createUser(ctx.database.db, { email: "late@example.com" });
    await ask("late@example.com");
    const token = await linkToken("late@example.com", "Задать новый пароль", RESET_LINK);
    const [link] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(Number(link?.expiresAt) - Number(link?.createdAt)).toBeCloseTo(RESET_LINK_TTL_MS, -4);
    // The hour passes for the link's row, not for the process: a clock faked an hour ahead would put
    // pg-boss, which delivers the mail, to sleep for that hour if it began a poll meanwhile.
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const check = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/password-reset/${token}`,
      headers: { "accept-language": "ru" },
    });
    expect(check.statusCode).toBe(410);
    expect(check.json()).toMatchObject({
      code: "auth.resetLinkExpired",
      detail: "Срок действия ссылки истёк (она действует час). Запросите новую.",
    });
    expect((await setPassword(token, "too-late-now")).json().code).toBe("auth.resetLinkExpired");
  });

  it("validates the new password as registration does", async () => {
    await createUser(ctx.database.db, { email: "short@example.com" });
    await ask("short@example.com");
    const token = await linkToken("short@example.com", "Задать новый пароль", RESET_LINK);
    const short = await setPassword(token, "12345");
    expect(short.statusCode).toBe(400);
    expect((await setPassword(token, "123456")).statusCode).toBe(200);
  });

  it("limits the e-mails per address, known or not, whoever asks, saying for how long", async () => {
    await createUser(ctx.database.db, { email: "popular@example.com" });
    for (const email of ["popular@example.com", "ghost@example.com"]) {
      expect((await ask(email)).statusCode).toBe(202);
      expect((await ask(email.toUpperCase())).statusCode).toBe(202);
      const limited = await ask(email, nextIp(), "en");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: "auth.resetTooMany",
        detail: "A reset e-mail has already been asked for several times. Please try again in 60 min.",
      });
    }
  });

  it("limits the requests per client address", async () => {
    const client = nextIp();
    for (let i = 0; i < 4; i++) expect((await ask(`someone${i}@example.com`, client)).statusCode).toBe(202);
    const limited = await ask("someone9@example.com", client);
    expect(limited.statusCode).toBe(429);
    expect((await ask("someone9@example.com")).statusCode).toBe(202);
  });
});

describe("changing the password", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url, VKID_API_URL: vk.url, VKID_APP_ID: vk.appId }));
  const change = (access: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/password/",
      headers: { ...bearer(access), "accept-language": "en" },
      payload,
    });

  it("requires the current password; then other sessions end, this one stays, the owner is told", async () => {
    const user = await createUser(ctx.database.db, { username: "changer", email: "changer@example.com" });
    const here = await signIn(ctx, "changer", user.password);
    const there = await signIn(ctx, "changer", user.password);
    const missing = await change(here.access, { new_password: "another-secret" });
    expect(missing.json()).toMatchObject({ code: "auth.currentPasswordRequired" });
    const wrong = await change(here.access, { current_password: "nope", new_password: "another-secret" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe("The current password is wrong");
    expect(await accessWorks(ctx, there.access)).toBe(true);

    const done = await change(here.access, {
      current_password: user.password,
      new_password: "another-secret",
    });
    expect(done.statusCode, done.body).toBe(204);
    expect(await accessWorks(ctx, here.access)).toBe(true);
    expect(await refreshWorks(ctx, here.refresh)).toBe(true);
    expect(await accessWorks(ctx, there.access)).toBe(false);
    expect(await refreshWorks(ctx, there.refresh)).toBe(false);
    expect(await canSignIn(ctx, "changer", user.password)).toBe(false);
    expect(await canSignIn(ctx, "changer", "another-secret")).toBe(true);
    await smtp.messageTo(
      "changer@example.com",
      "Пароль от вашего аккаунта только что изменён в личном кабинете.",
    );
  });

  it("lets a VK ID account without a password set one, without a current one", async () => {
    const trip = vkTrip(vk, { user_id: "4242", first_name: "Вера", last_name: "Кол" });
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/vk-login/",
      payload: { ...trip, personal_data_consent: true },
    });
    const { access_token: access, user } = login.json();
    const security = (token: string) => securityOf(ctx, token);
    expect((await security(access)).has_password).toBe(false);
    expect((await security(access)).email).toBeNull();
    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/userinfo/",
      headers: bearer(access),
    });
    expect(profile.json().email).toBe("");
    expect((await change(access, { new_password: "first-password" })).statusCode).toBe(204);
    expect(await security(access)).toMatchObject({ has_password: true, vk_linked: true });
    expect(await canSignIn(ctx, user.username, "first-password")).toBe(true);
  });
});

describe("devices", () => {
  const ctx = useAuthApp();
  const signInWith = async (userAgent: string, remoteAddress: string, username: string, password: string) => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      remoteAddress,
      headers: { "user-agent": userAgent },
      payload: { username, password },
    });
    return {
      access: (response.json() as { access: string }).access,
      refresh: String(refreshCookieOf(response)),
    };
  };
  const list = async (access: string) =>
    (await ctx.app.inject({ method: "GET", url: "/api/auth/sessions/", headers: bearer(access) })).json()
      .sessions as { id: string; user_agent: string; ip: string; current: boolean }[];

  it("lists the sign-ins with their browser and address, this one first, and signs one out", async () => {
    const user = await createUser(ctx.database.db, { username: "roamer" });
    const laptop = await signInWith("Firefox/128.0", "10.7.0.1", "roamer", user.password);
    const phone = await signInWith("Mobile Safari/604.1", "10.7.0.2", "roamer", user.password);
    const seen = await list(laptop.access);
    expect(seen).toHaveLength(2);
    // This device first, though the phone signed in later.
    expect(seen[0]).toMatchObject({
      current: true,
      user_agent: "Firefox/128.0",
      ip: "10.7.0.1",
    });
    const other = seen.find((session) => !session.current);
    expect(other).toMatchObject({ user_agent: "Mobile Safari/604.1", ip: "10.7.0.2" });

    const ended = await ctx.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${other?.id}`,
      headers: bearer(laptop.access),
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await accessWorks(ctx, phone.access)).toBe(false);
    expect(await refreshWorks(ctx, phone.refresh)).toBe(false);
    expect(await list(laptop.access)).toHaveLength(1);
  });

  it("keeps a refreshed sign-in one device, seen from its newest address", async () => {
    const user = await createUser(ctx.database.db, { username: "refresher" });
    const first = await signInWith("Chrome/131", "10.7.1.1", "refresher", user.password);
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      remoteAddress: "10.7.1.9",
      headers: { "user-agent": "Chrome/132", ...refreshCookie(first.refresh) },
    });
    const [only, ...rest] = await list(refreshed.json().access);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ user_agent: "Chrome/132", ip: "10.7.1.9", current: true });
  });

  it("signs out every other device, and never another account's", async () => {
    const user = await createUser(ctx.database.db, { username: "many" });
    const stranger = await createUser(ctx.database.db, { username: "stranger" });
    const here = await signInWith("A", "10.7.2.1", "many", user.password);
    const others = [
      await signInWith("B", "10.7.2.2", "many", user.password),
      await signInWith("C", "10.7.2.3", "many", user.password),
    ];
    const theirs = await signInWith("D", "10.7.2.4", "stranger", stranger.password);
    const [theirSession] = await list(theirs.access);
    const foreign = await ctx.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${theirSession?.id}`,
      headers: { ...bearer(here.access), "accept-language": "en" },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("auth.sessionNotFound");
    expect(await accessWorks(ctx, theirs.access)).toBe(true);

    const ended = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sessions/sign-out-others/",
      headers: bearer(here.access),
    });
    expect(ended.json()).toEqual({ ended: 2 });
    for (const other of others) expect(await accessWorks(ctx, other.access)).toBe(false);
    expect(await accessWorks(ctx, here.access)).toBe(true);
    expect(await list(here.access)).toHaveLength(1);
  });
});

describe("the account's language", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }));

  it("is the registration page's, and the verification e-mail speaks it", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      headers: { "accept-language": "en-GB,en;q=0.9" },
      payload: {
        username: "english.speaker",
        email: "english@example.com",
        password: "secret1",
        personal_data_consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, "english.speaker"));
    expect(row?.locale).toBe("en");
    const mail = await smtp.messageTo("english@example.com", "Confirm e-mail");
    expect(mailText(mail.data)).not.toMatch(/[а-яё]/i);
  });
});
