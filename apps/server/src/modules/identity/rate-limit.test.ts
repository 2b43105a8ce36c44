import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RELAXED_LIMITS, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { passwordResetTokens } from "../../db/schema.ts";

describe("brute-force limits", () => {
  const ctx = useAuthApp(() => ({}), {
    ...RELAXED_LIMITS,
    perIp: { max: 3, timeWindowMs: 60_000 },
    accountFailures: { max: 2, timeWindowMs: 60_000 },
  });
  let ip = 0;
  const nextIp = () => `10.0.0.${++ip}`;
  const signInFrom = (remoteAddress: string, username: string, password: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      remoteAddress,
      headers: { "accept-language": "en" },
      payload: { username, password },
    });

  it("limits sign-in attempts per IP with a translated 429", async () => {
    const address = nextIp();
    for (let i = 0; i < 3; i++) expect((await signInFrom(address, `u${i}`, "whatever")).statusCode).toBe(401);
    const limited = await signInFrom(address, "u9", "whatever");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "http.tooManyRequests",
      detail: "Too many attempts. Please try again later",
    });
    expect((await signInFrom(nextIp(), "u9", "whatever")).statusCode).toBe(401);
  });

  it("stops an address that keeps failing on an account, even with the right password, saying for how long", async () => {
    const user = await createUser(ctx.database.db, { username: "target", email: "target@example.com" });
    const attacker = nextIp();
    expect((await signInFrom(attacker, "target", "guess-1")).statusCode).toBe(401);
    // The e-mail names the same account: it shares the count.
    expect((await signInFrom(attacker, "TARGET@example.com", "guess-2")).statusCode).toBe(401);
    const locked = await signInFrom(attacker, "target", user.password);
    expect(locked.statusCode).toBe(429);
    // The window is one minute: the message says how long the stop lasts.
    expect(locked.json()).toMatchObject({
      code: "auth.lockedOut",
      detail: "Too many failed sign-in attempts. Please try again in 1 min.",
      retry_after_minutes: 1,
    });
    expect(locked.headers["retry-after"]).toBeDefined();
  });

  it("never locks the owner out: from their own address the right password still signs in", async () => {
    const user = await createUser(ctx.database.db, { username: "owner", email: "owner@example.com" });
    const attacker = nextIp();
    for (const guess of ["guess-1", "guess-2"]) await signInFrom(attacker, "owner", guess);
    expect((await signInFrom(attacker, "owner", user.password)).json().code).toBe("auth.lockedOut");
    expect((await signInFrom(nextIp(), "owner", user.password)).statusCode).toBe(200);
  });

  it("counts GraphQL sign-ins with the REST ones: one flow, one count", async () => {
    const user = await createUser(ctx.database.db, { username: "both", email: "both@example.com" });
    const attacker = nextIp();
    expect((await signInFrom(attacker, "both", "guess-1")).statusCode).toBe(401);
    const graphql = await ctx.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: attacker,
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: {
        query: `mutation { tokenAuth(username: "both", password: "guess-2") { token } }`,
      },
    });
    expect(graphql.json().errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await signInFrom(attacker, "both", user.password)).statusCode).toBe(429);
  });

  it("does not count successful sign-ins against the account", async () => {
    const user = await createUser(ctx.database.db, { username: "regular" });
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(nextIp(), "regular", user.password)).statusCode).toBe(200);
  });

  /** A REST registration of `name` from `remoteAddress`. */
  const registerFrom = (remoteAddress: string, name: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      remoteAddress,
      payload: {
        username: name,
        email: `${name}@example.com`,
        password: "secret1",
        personal_data_consent: true,
      },
    });

  it("limits registrations per IP", async () => {
    const address = nextIp();
    for (let i = 0; i < 3; i++) expect((await registerFrom(address, `reg${i}`)).statusCode).toBe(201);
    const limited = await registerFrom(address, "reg3");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe("Слишком много попыток. Пожалуйста, попробуйте позже");
  });

  it("counts GraphQL registrations with the REST ones: one limit per address", async () => {
    const address = nextIp();
    const rest = (n: number) => registerFrom(address, `mix${n}`);
    const graphql = (n: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress: address,
        headers: { "content-type": "application/json", "accept-language": "en" },
        payload: {
          query: `mutation { createUser(username: "mix${n}", email: "mix${n}@example.com", password: "secret1", personalDataConsent: true) { user { id } } }`,
        },
      });
    expect((await rest(1)).statusCode).toBe(201);
    expect((await graphql(2)).json().data?.createUser.user.id).toEqual(expect.any(String));
    expect((await rest(3)).statusCode).toBe(201);
    const limited = (await graphql(4)).json();
    expect(limited.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.errors?.[0]?.message).toBe("Too many attempts. Please try again later");
    expect((await rest(5)).statusCode).toBe(429);
  });
});

describe("an account failing from many addresses", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }), {
    ...RELAXED_LIMITS,
    accountDelayAfter: 3,
    ownerAlertAfter: 3,
    ownerAlertPeriodMs: 60 * 60_000,
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const signInFrom = (remoteAddress: string, password: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      remoteAddress,
      headers: { "accept-language": "ru" },
      payload: { username: "spread", password },
    });

  it("makes every attempt wait a few seconds and e-mails the owner a reset link, once an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = await createUser(ctx.database.db, { username: "spread", email: "spread@example.com" });
    const seen = smtp.messages.length;
    for (const [i, guess] of ["guess-1", "guess-2", "guess-3"].entries()) {
      expect((await signInFrom(`10.1.0.${i + 1}`, guess)).statusCode).toBe(401);
    }
    const waiting = await signInFrom("10.1.0.9", user.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({
      code: "auth.slowDown",
      detail: "Было несколько неудачных попыток входа. Подождите 1 с и попробуйте снова.",
      retry_after_seconds: 1,
    });
    const mail = mailText((await smtp.nextMessage(seen)).data);
    expect(mail).toContain("3 неудачных попыток входа");
    expect(mail).toMatch(/\/reset-password\?token=[\w%-]+/);
    // More failures within the hour write no second link; after it, the next failure does.
    const resetLinks = async () =>
      (await ctx.database.db.select().from(passwordResetTokens)).filter((row) => row.userId === user.id);
    vi.setSystemTime(Date.now() + 1000);
    expect((await signInFrom("10.1.0.4", "guess-4")).statusCode).toBe(401);
    expect(await resetLinks()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 60 * 60_000);
    for (const [i, guess] of ["guess-5", "guess-6", "guess-7"].entries()) {
      expect((await signInFrom(`10.1.0.${i + 5}`, guess)).statusCode).toBe(401);
    }
    expect(await resetLinks()).toHaveLength(2);
  });
});

describe("throttles that hold attackers back, not the owner", () => {
  const ctx = useAuthApp(() => ({}), {
    ...RELAXED_LIMITS,
    perIp: { max: 3, timeWindowMs: 60_000 },
    accountFailures: { max: 3, timeWindowMs: 15 * 60_000 },
    accountDelayAfter: 2,
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  let ip = 0;
  const nextIp = () => `10.2.0.${++ip}`;
  const signInFrom = (remoteAddress: string, username: string, password: string, cookie?: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      remoteAddress,
      headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) },
      payload: { username, password },
    });
  /** The known-device cookie a successful sign-in set, as a browser sends it back. */
  const knownDevice = (response: { headers: Record<string, unknown> }) => {
    // Beside the refresh token's cookie.
    const cookies = [response.headers["set-cookie"]].flat().map(String);
    const cookie = cookies.find((each) => each.startsWith("mandala_device_")) ?? "";
    expect(cookie).toMatch(/^mandala_device_\d+=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    return cookie.split(";")[0] as string;
  };

  it("makes an account that keeps failing wait longer each time (1, 2, 4, 8 s), not its known devices", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = await createUser(ctx.database.db, { username: "growing" });
    const cookie = knownDevice(await signInFrom(nextIp(), "growing", user.password));
    for (const guess of ["guess-1", "guess-2"])
      expect((await signInFrom(nextIp(), "growing", guess)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await signInFrom(nextIp(), "growing", user.password);
      expect(refused.json().code).toBe("auth.slowDown");
      waits.push(Number(refused.headers["retry-after"]));
      // The owner's laptop, from whichever network it is on now.
      expect((await signInFrom(nextIp(), "growing", user.password, cookie)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + (waits.at(-1) ?? 0) * 1000);
      expect((await signInFrom(nextIp(), "growing", `guess-${round + 3}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it("makes an address that has failed its attempts per minute wait longer each time, and no other", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sprayer = nextIp();
    for (const name of ["ann", "bob", "cat"])
      expect((await signInFrom(sprayer, name, "guess")).statusCode).toBe(401);
    // A minute later the address has its attempts again, but its failures still count.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signInFrom(sprayer, "dan", "guess")).statusCode).toBe(401);
    const refused = await signInFrom(sprayer, "eve", "guess");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "auth.slowDown",
      detail: "There were several failed sign-in attempts. Please wait 2 s and try again.",
    });
    expect((await signInFrom(nextIp(), "eve", "guess")).statusCode).toBe(401);
  });

  it("passes a known device through the delays until it has failed three times itself", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = await createUser(ctx.database.db, { username: "stolen" });
    const cookie = knownDevice(await signInFrom(nextIp(), "stolen", user.password));
    // A device of another account, or a forged one, is not known.
    const forged = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const guess of ["guess-1", "guess-2", "guess-3"])
      expect((await signInFrom(nextIp(), "stolen", guess, cookie)).statusCode).toBe(401);
    expect((await signInFrom(nextIp(), "stolen", user.password, cookie)).json().code).toBe("auth.slowDown");
    const other = await createUser(ctx.database.db, { username: "other" });
    const otherCookie = knownDevice(await signInFrom(nextIp(), "other", other.password));
    const renamed = otherCookie.replace(`mandala_device_${other.id}`, `mandala_device_${user.id}`);
    for (const wrongDevice of [forged, renamed])
      expect((await signInFrom(nextIp(), "stolen", user.password, wrongDevice)).statusCode).toBe(429);
  });
});
