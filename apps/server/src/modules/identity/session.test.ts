import { DAY_MS, DAY_SECONDS } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, refreshCookieOf, signIn, useAuthApp, withRefreshCookie } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { refreshTokens } from "../../db/schema.ts";
import { REFRESH_GRACE_MS } from "./session.service.ts";
import { hashRefreshToken } from "./tokens.ts";

describe("POST /api/auth/token/", () => {
  const ctx = useAuthApp();

  it("signs in by username or e-mail, case-insensitively, and the access token opens userinfo", async () => {
    const user = await createUser(ctx.database.db, { username: "Anna", email: "Anna@Example.com" });
    for (const login of ["Anna", "anna", "anna@example.com"]) {
      const tokens = await signIn(ctx, login, user.password);
      expect(tokens.access.split(".")).toHaveLength(3);
      expect(tokens.refresh).toMatch(/^[\w-]{43}$/);
      const me = await ctx.app.inject({
        method: "GET",
        url: "/api/auth/userinfo/",
        headers: bearer(tokens.access),
      });
      expect(me.json().id).toBe(user.id);
    }
  });

  it("stores only the refresh token's hash, expiring in 30 days", async () => {
    const user = await createUser(ctx.database.db);
    const { refresh } = await signIn(ctx, user.username, user.password);
    const [row] = await ctx.database.db.select().from(refreshTokens);
    expect(row?.tokenHash).toBe(hashRefreshToken(refresh));
    expect(row?.tokenHash).not.toContain(refresh);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("answers a wrong password and an unknown user alike: 401 with a translated detail", async () => {
    const user = await createUser(ctx.database.db);
    const wrong = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      headers: { "accept-language": "en" },
      payload: { username: user.username, password: "wrong-password" },
    });
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      headers: { "accept-language": "en" },
      payload: { username: "nobody", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe("Invalid username or password");
    const ru = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: "x", password: "y" },
    });
    expect(ru.json().detail).toBe("Неверное имя пользователя или пароль");
  });

  it("spends about the same time on an unknown user as on a wrong password", async () => {
    const user = await createUser(ctx.database.db);
    const time = async (username: string) => {
      const started = performance.now();
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/token/",
        payload: { username, password: "nope-nope" },
      });
      return performance.now() - started;
    };
    await time("warm-up");
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.username));
      unknown.push(await time(`ghost${i}`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });

  it("refuses a password sign-in to an account that has no password (VK only)", async () => {
    const user = await createUser(ctx.database.db, { password: null, vkUserId: "77" });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: user.username, password: "anything" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("validates the body with the contract: 400 naming the missing fields", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { field: string }) => issue.field)).toEqual(
      expect.arrayContaining(["body.username", "body.password"]),
    );
  });
});

describe("refresh and logout", () => {
  const ctx = useAuthApp(() => ({ ALLOWED_ORIGINS: "https://partner.example" }));
  const refresh = (token: string, headers = {}) =>
    withRefreshCookie(ctx, "/api/auth/token/refresh/", token, headers);
  const logout = (token: string, headers = {}) => withRefreshCookie(ctx, "/api/auth/logout/", token, headers);
  /** The refresh token a successful refresh set in the cookie. */
  const successorOf = (reply: Awaited<ReturnType<typeof refresh>>) => String(refreshCookieOf(reply));

  it("keeps the refresh token in an HttpOnly, SameSite=Strict cookie for /api/auth, never in the body", async () => {
    const user = await createUser(ctx.database.db);
    const signedIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: user.username, password: user.password },
    });
    expect(Object.keys(signedIn.json())).toEqual(["access"]);
    const cookie = signedIn.cookies.find((each) => each.name === "mandala_refresh");
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
      maxAge: 30 * DAY_SECONDS,
    });
    // The tests' site is http: a Secure cookie would never come back.
    expect(cookie?.secure).toBeUndefined();
    const rotated = await refresh(String(cookie?.value));
    expect(rotated.statusCode).toBe(200);
    expect(Object.keys(rotated.json())).toEqual(["access"]);
    expect(rotated.body).not.toContain(successorOf(rotated));
  });

  it("rotates: a refresh returns a new access token and cookie, and the old refresh token stops working", async () => {
    const user = await createUser(ctx.database.db);
    const first = await signIn(ctx, user.username, user.password);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = { access: rotated.json().access as string, refresh: successorOf(rotated) };
    expect(second.refresh).not.toBe(first.refresh);
    expect((await userinfo(second.access)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it("answers a refresh without the cookie with 401 (a token in the body is not read)", async () => {
    const user = await createUser(ctx.database.db);
    const { refresh: token } = await signIn(ctx, user.username, user.password);
    const bodyOnly = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      payload: { refresh: token },
    });
    expect(bodyOnly.statusCode).toBe(401);
    expect(bodyOnly.json().code).toBe("auth.sessionExpired");
  });

  /** Moves a token's rotation `ms` into the past, as if that much time had gone by since. */
  const ageRotation = (token: string, ms: number) =>
    ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ms) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  const userinfo = (access: string) =>
    ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers: bearer(access) });

  it("treats reuse of a rotated token after the grace window as theft: the whole family is revoked, access tokens too", async () => {
    const user = await createUser(ctx.database.db);
    const other = await signIn(ctx, user.username, user.password);
    const first = await signIn(ctx, user.username, user.password);
    const rotated = await refresh(first.refresh);
    const second = { access: rotated.json().access as string, refresh: successorOf(rotated) };
    expect((await userinfo(second.access)).statusCode).toBe(200);
    await ageRotation(first.refresh, REFRESH_GRACE_MS + 1000);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("auth.sessionExpired");
    // The browser is told to forget the token that no longer works.
    expect(refreshCookieOf(replay)).toBe("");
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // The thief's and the owner's access tokens of that sign-in stop before they expire.
    expect((await userinfo(second.access)).statusCode).toBe(401);
    expect((await userinfo(first.access)).statusCode).toBe(401);
    // Another sign-in (another family) is untouched.
    expect((await userinfo(other.access)).statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it("answers ten refreshes of one cookie at once (two tabs) with one same new cookie, and keeps the sign-in", async () => {
    const user = await createUser(ctx.database.db);
    const first = await signIn(ctx, user.username, user.password);
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refresh)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(replies.map(successorOf));
    expect(successors.size).toBe(1);
    for (const reply of replies) expect((await userinfo(reply.json().access)).statusCode).toBe(200);
    const [successor] = successors;
    expect((await refresh(String(successor))).statusCode).toBe(200);
  });

  it("refuses unknown and expired refresh tokens", async () => {
    const user = await createUser(ctx.database.db);
    expect((await refresh("made-up-token")).statusCode).toBe(401);
    const tokens = await signIn(ctx, user.username, user.password);
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(tokens.refresh)));
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it("logout revokes the cookie's sign-in (204), clears the cookie and is quiet about unknown tokens", async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.username, user.password);
    const out = await logout(tokens.refresh);
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((cookie) => cookie.name === "mandala_refresh");
    expect(cleared).toMatchObject({ value: "", maxAge: 0, path: "/api/auth", httpOnly: true });
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await userinfo(tokens.access)).statusCode).toBe(401);
    expect((await logout("nope")).statusCode).toBe(204);
    const withoutCookie = await ctx.app.inject({ method: "POST", url: "/api/auth/logout/" });
    expect(withoutCookie.statusCode).toBe(204);
  });

  it("refuses refresh and logout that another site makes the browser send: 403, the session untouched", async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.username, user.password);
    const crossSite = [
      { origin: "https://evil.example" },
      // Allowed to call the API, but not to use the site's own sign-in.
      { origin: "https://partner.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      for (const call of [refresh, logout]) {
        const refused = await call(tokens.refresh, { ...headers, "accept-language": "en" });
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json().detail).toMatch(/another site/);
        expect(refused.cookies).toEqual([]);
      }
    }
    const partner = await refresh(tokens.refresh, {
      origin: "https://partner.example",
      "accept-language": "en",
    });
    expect(partner.json()).toMatchObject({
      code: "auth.crossSite",
      detail: `A session can be renewed or ended only from the pages of ${ctx.config.publicUrl}: a request from another site was refused`,
    });
    // The site's own pages may.
    const own = { origin: ctx.config.publicUrl, "sec-fetch-site": "same-origin" };
    const renewed = await refresh(tokens.refresh, own);
    expect(renewed.statusCode).toBe(200);
    expect((await logout(successorOf(renewed), { "sec-fetch-site": "same-origin" })).statusCode).toBe(204);
  });
});

describe("the refresh cookie on an https site", () => {
  const ctx = useAuthApp(() => ({ PUBLIC_URL: "https://localhost:8443" }));

  it("is Secure and named __Secure-, so that no insecure page can set it", async () => {
    const user = await createUser(ctx.database.db);
    const signedIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: user.username, password: user.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((each) => each.name === "__Secure-mandala_refresh");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    const renewed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: { cookie: `__Secure-mandala_refresh=${cookie?.value}`, origin: "https://localhost:8443" },
    });
    expect(renewed.statusCode).toBe(200);
  });
});
