import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearer, signIn, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { users } from "../../db/schema.ts";
import { deriveKeys } from "../../keys.ts";
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, hashRefreshToken, newRefreshToken } from "./tokens.ts";

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("access tokens", () => {
  const ctx = useAuthApp();
  const userinfo = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers });
  const key = (secret: string) => deriveKeys(secret).accessTokens.sign;
  const claims = (id: number) =>
    new SignJWT({ role: "admin" }).setSubject(String(id)).setIssuer("mandala").setAudience("mandala-api");

  it("is a JWT with sub = user id that expires in about 15 minutes", async () => {
    const user = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.username, user.password);
    const [header, payload] = access
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(header.alg).toBe("HS256");
    expect(payload.sub).toBe(String(user.id));
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS - 10);
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_SECONDS);
  });

  it("answers 401 without a token, with a malformed one, or with a non-bearer scheme", async () => {
    expect((await userinfo()).statusCode).toBe(401);
    expect((await userinfo({ authorization: "Bearer not.a.jwt" })).statusCode).toBe(401);
    expect((await userinfo({ authorization: "Bearer " })).statusCode).toBe(401);
    expect((await userinfo({ authorization: "Basic dXNlcjpwYXNz" })).statusCode).toBe(401);
    const body = (await userinfo()).json();
    expect(body.code).toBe("auth.notAuthenticated");
  });

  it("refuses an expired token", async () => {
    const user = await createUser(ctx.database.db);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await claims(user.id)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key(ctx.config.JWT_SECRET ?? ""));
    expect((await userinfo(bearer(expired))).statusCode).toBe(401);
  });

  it("refuses a token signed with another secret, or with alg none", async () => {
    const user = await createUser(ctx.database.db);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const forged = await claims(user.id)
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(exp)
      .sign(key("another-secret-another-secret-another-secret"));
    expect((await userinfo(bearer(forged))).statusCode).toBe(401);
    const payload = { sub: String(user.id), iss: "mandala", aud: "mandala-api", exp };
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
    expect((await userinfo(bearer(unsigned))).statusCode).toBe(401);
  });

  it("refuses a tampered payload (another user's id under a valid signature)", async () => {
    const user = await createUser(ctx.database.db);
    const victim = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.username, user.password);
    const [header, payload, signature] = access.split(".");
    const claimsJson = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const tampered = `${header}.${base64url({ ...claimsJson, sub: String(victim.id) })}.${signature}`;
    expect((await userinfo(bearer(tampered))).statusCode).toBe(401);
  });

  it("refuses the token of a deleted user", async () => {
    const user = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.username, user.password);
    await ctx.database.db.delete(users);
    expect((await userinfo(bearer(access))).statusCode).toBe(401);
  });
});

describe("createAccessTokens", () => {
  const keyOf = (secret: string) => deriveKeys(secret).accessTokens;

  it("round-trips the claims and rejects other secrets", async () => {
    const tokens = createAccessTokens(keyOf("a".repeat(32)));
    const token = await tokens.sign({ id: 7, role: "admin" });
    expect(await tokens.verify(token)).toEqual({ id: 7, role: "admin" });
    expect(await createAccessTokens(keyOf("b".repeat(32))).verify(token)).toBeNull();
    expect(await tokens.verify("garbage")).toBeNull();
  });

  describe("a token verified before", () => {
    afterEach(() => vi.useRealTimers());

    it("is refused once it expires", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });
      const tokens = createAccessTokens(keyOf("a".repeat(32)));
      const token = await tokens.sign({ id: 7, role: "user" });
      expect(await tokens.verify(token)).toEqual({ id: 7, role: "user" });
      vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
      expect(await tokens.verify(token)).toEqual({ id: 7, role: "user" });
      vi.setSystemTime(Date.now() + 1000);
      expect(await tokens.verify(token)).toBeNull();
    });

    it("is refused once its sign-in is revoked", async () => {
      let live = true;
      const tokens = createAccessTokens(keyOf("a".repeat(32)), async () => live);
      const token = await tokens.sign({ id: 7, role: "user", sid: "s1" });
      expect(await tokens.verify(token)).toEqual({ id: 7, role: "user", sid: "s1" });
      live = false;
      expect(await tokens.verify(token)).toBeNull();
    });

    it("gives each caller claims of its own", async () => {
      const tokens = createAccessTokens(keyOf("a".repeat(32)));
      const token = await tokens.sign({ id: 7, role: "user" });
      const first = await tokens.verify(token);
      if (first) first.role = "admin";
      expect(await tokens.verify(token)).toEqual({ id: 7, role: "user" });
    });
  });

  it("makes refresh tokens of 32 random bytes with a stable SHA-256 hash", () => {
    const token = newRefreshToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newRefreshToken()).not.toBe(token);
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
  });
});
