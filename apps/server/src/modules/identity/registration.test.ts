import { DAY_MS } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInUser, signIn, useAuthApp } from "../../../test/auth.ts";
import { createPlan, createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { drawingQuotas, subscriptions, users } from "../../db/schema.ts";
import { hashRefreshToken } from "./tokens.ts";

describe("POST /api/auth/register/", () => {
  const ctx = useAuthApp();
  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/register/", payload, headers });
  const valid = {
    username: "new.user",
    email: "New@Example.com",
    password: "secret1",
    personal_data_consent: true,
  };

  it("creates the account (201 {user}), stores an argon2id hash, and the password signs in", async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    // The address is kept in its one form, lower case (contract's canonicalEmail).
    expect(user).toEqual({ id: expect.any(Number), username: "new.user", email: "new@example.com" });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("secret1");
    await signIn(ctx, "new@example.com", "secret1");
  });

  it("refuses a taken e-mail or username, case-insensitively, with field errors and a detail", async () => {
    await createUser(ctx.database.db, { username: "Taken", email: "taken@example.com" });
    const email = await register({ ...valid, email: "TAKEN@example.com" }, { "accept-language": "en" });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      detail: "Registration failed. Please try again.",
      email: ["A user with this email already exists."],
    });
    expect(email.json().username).toBeUndefined();
    const both = await register({ ...valid, username: "TAKEN", email: "Taken@Example.com" });
    expect(Object.keys(both.json())).toEqual(expect.arrayContaining(["email", "username", "detail"]));
    expect(both.json().username[0]).toBe("Пользователь с таким именем уже существует.");
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it("refuses a name that looks like a taken one: other scripts' letters, full-width, capitals", async () => {
    await createUser(ctx.database.db, { username: "admin", email: "admin@example.com" });
    // A Cyrillic «а»; full-width letters; a Cyrillic capital «А» beside Latin ones.
    for (const [username, lang, message] of [
      ["аdmin", "ru", "Пользователь с таким именем уже существует."],
      ["ａｄｍｉｎ", "en", "A user with that username already exists."],
      ["АDMIN", "en", "A user with that username already exists."],
    ] as const) {
      const refused = await register(
        { ...valid, username, email: `${username.length}-${lang}@example.com` },
        { "accept-language": lang },
      );
      expect(refused.statusCode, username).toBe(400);
      expect(refused.json().username, username).toEqual([message]);
    }
    // Alike in capitals as in small letters: Cyrillic «СОСНА» and Latin «COCHA».
    expect((await register({ ...valid, username: "сосна", email: "pine@example.com" })).statusCode).toBe(201);
    expect((await register({ ...valid, username: "cocha", email: "cocha@example.com" })).statusCode).toBe(
      400,
    );
    // A name merely near another is free.
    expect((await register({ ...valid, username: "admins", email: "admins@example.com" })).statusCode).toBe(
      201,
    );
  });

  it("enforces the username, e-mail and password rules", async () => {
    for (const payload of [
      { ...valid, username: "ab" },
      { ...valid, username: "has space" },
      { ...valid, username: "x".repeat(151) },
      { ...valid, email: "not-an-email" },
      { ...valid, password: "12345" },
      { username: "only" },
    ]) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await register({ ...valid, username: "a.b@c+d-e_f" })).statusCode).toBe(201);
  });

  it("accepts usernames in any script, stores them NFC-normalised, and signs them in", async () => {
    const cyrillic = await register({ ...valid, username: "юлия_тест", email: "julia@example.com" });
    expect(cyrillic.statusCode, cyrillic.body).toBe(201);
    expect(cyrillic.json().user.username).toBe("юлия_тест");
    await signIn(ctx, "ЮЛИЯ_ТЕСТ", "secret1");
    // "й" typed as "и" + a combining breve is the same name as the single letter.
    const decomposed = "йоко".normalize("NFD");
    expect(decomposed).not.toBe("йоко");
    const nfd = await register({ ...valid, username: decomposed, email: "yoko@example.com" });
    expect(nfd.statusCode, nfd.body).toBe(201);
    expect(nfd.json().user.username).toBe("йоко");
    await signIn(ctx, decomposed, "secret1");
    const again = await register({ ...valid, username: "ЙОКО", email: "yoko2@example.com" });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toContain("username");
  });

  it("refuses control, format and space characters in usernames", async () => {
    for (const username of ["юлия\u0007", "юлия\u200btest", "ab\u202ecd", "юлия тест", "\u0301abc"]) {
      const response = await register({ ...valid, username }, { "accept-language": "en" });
      expect(response.statusCode, JSON.stringify(username)).toBe(400);
    }
  });

  it("with free_trial and a plan: a 3-day trial, the plan's drawings, and trial_used_at", async () => {
    const plan = await createPlan(ctx.database.db, { name: "Advanced", drawingsPerPeriod: 100 });
    const response = await register({ ...valid, plan: plan.id, free_trial: true });
    expect(response.statusCode).toBe(201);
    const userId = response.json().user.id;
    const [subscription] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(subscription).toMatchObject({ planId: plan.id, status: "trial", isTrial: true });
    const days = ((subscription?.expiresAt.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    const [quota] = await ctx.database.db
      .select()
      .from(drawingQuotas)
      .where(eq(drawingQuotas.userId, userId));
    expect(quota).toMatchObject({ allowed: 100, used: 0 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.trialUsedAt).toBeInstanceOf(Date);

    const { access } = await signIn(ctx, valid.username, valid.password);
    const status = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/subscription/status/",
      headers: bearer(access),
    });
    expect(status.json()).toMatchObject({
      is_active: true,
      status: "trial",
      plan_id: plan.id,
      days_remaining: 3,
    });
  });

  it("a plan without free_trial starts no subscription; an unknown plan or a trial without a plan is refused", async () => {
    const plan = await createPlan(ctx.database.db);
    const noTrial = await register({ ...valid, plan: plan.id, free_trial: false });
    expect(noTrial.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(subscriptions)).toHaveLength(0);
    const unknown = await register({ ...valid, username: "other", email: "o@example.com", plan: 99999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("auth.planRequired");
    const trialOnly = await register({
      ...valid,
      username: "third",
      email: "t@example.com",
      free_trial: true,
    });
    expect(trialOnly.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });
});

describe("GET /api/auth/verify-email/:token", () => {
  const ctx = useAuthApp();
  const open = (token: string) => ctx.app.inject({ method: "GET", url: `/api/auth/verify-email/${token}` });

  it("sends the person to a page that says what the link did: verified, used before, or wrong", async () => {
    const user = await createUser(ctx.database.db, { username: "reader", email: "reader@example.com" });
    const token = "a-verification-token-0123456789";
    await ctx.database.db
      .update(users)
      .set({ emailVerificationTokenHash: hashRefreshToken(token), emailVerifiedAt: null })
      .where(eq(users.id, user.id));

    const first = await open(token);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/signin?email=verified&redirect=%2Fprofile%3Femail%3Dverified");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    expect((await open(token)).headers.location).toBe(
      "/signin?email=used&redirect=%2Fprofile%3Femail%3Dused",
    );
    for (const wrong of ["not-our-token-0123456789", "cut"]) {
      const response = await open(wrong);
      expect(response.statusCode, wrong).toBe(303);
      expect(response.headers.location).toBe("/signin?email=invalid&redirect=%2Fprofile%3Femail%3Dinvalid");
    }
  });
});

describe("POST /api/auth/verify-email/resend/", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }));
  const resend = (headers: Record<string, string>) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/verify-email/resend/", headers });

  it("sends an unconfirmed address a new link that confirms it (the old one stops), 3 an hour", async () => {
    const { user, headers } = await signedInUser(ctx, { email: "late@example.com", emailVerifiedAt: null });
    await ctx.database.db
      .update(users)
      .set({ emailVerificationTokenHash: hashRefreshToken("the-first-link-0123456789") })
      .where(eq(users.id, user.id));
    const seen = smtp.messages.length;
    const sent = await resend({ ...headers, "accept-language": "en" });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().detail).toBe(
      "We have sent a new link to late@example.com. Earlier links no longer work. Nothing came? Check the spam folder.",
    );
    const mail = await smtp.nextMessage(seen);
    expect(mail.to).toEqual(["late@example.com"]);
    const link = /http:\/\/mandala\.test(\/api\/auth\/verify-email\/[\w-]+)/.exec(mailText(mail.data))?.[1];
    expect(link).toBeTruthy();
    const old = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/verify-email/the-first-link-0123456789",
    });
    expect(old.headers.location).toContain("email=invalid");
    const opened = await ctx.app.inject({ method: "GET", url: link as string });
    expect(opened.headers.location).toContain("email=verified");

    const confirmed = await resend(headers);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().code).toBe("auth.emailAlreadyVerified");
    // Three asks an hour, whatever they answered.
    expect((await resend(headers)).statusCode).toBe(409);
    const refused = await resend(headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/verify-email/resend/" })).statusCode).toBe(
      401,
    );
  });
});

describe("a registration with an address that has an account", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }));

  it("tells the address's owner by e-mail and creates nothing", async () => {
    await createUser(ctx.database.db, { username: "owner", email: "owner@example.com" });
    const seen = smtp.messages.length;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        username: "someone.else",
        email: "OWNER@example.com",
        password: "secret1",
        personal_data_consent: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const mail = await smtp.nextMessage(seen);
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mailText(mail.data)).toContain("новый аккаунт не создан");
    expect(mailText(mail.data)).toContain("http://mandala.test/signin");
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });
});
