import { describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { RELAXED_LIMITS, useAuthApp } from "./auth.test-support.ts";

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

  it("locks an account after its failures, from any IP and even with the right password", async () => {
    const user = await createUser(ctx.database.db, { username: "target", email: "target@example.com" });
    expect((await signInFrom(nextIp(), "target", "guess-1")).statusCode).toBe(401);
    // The e-mail names the same account: it shares the count.
    expect((await signInFrom(nextIp(), "TARGET@example.com", "guess-2")).statusCode).toBe(401);
    const locked = await signInFrom(nextIp(), "target", user.password);
    expect(locked.statusCode).toBe(429);
    // The window is one minute: the message says how long the lock lasts.
    expect(locked.json()).toMatchObject({
      code: "auth.lockedOut",
      detail: "Too many failed sign-in attempts. Please try again in 1 min.",
      retry_after_minutes: 1,
    });
    expect(locked.headers["retry-after"]).toBeDefined();
    const russian = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      remoteAddress: nextIp(),
      headers: { "accept-language": "ru" },
      payload: { username: "target", password: user.password },
    });
    expect(russian.json().detail).toBe(
      "Слишком много неудачных попыток входа. Попробуйте снова через 1 мин.",
    );
  });

  it("does not count successful sign-ins against the account", async () => {
    const user = await createUser(ctx.database.db, { username: "regular" });
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(nextIp(), "regular", user.password)).statusCode).toBe(200);
  });

  it("limits registrations per IP", async () => {
    const address = nextIp();
    const register = (n: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/register/",
        remoteAddress: address,
        payload: { username: `reg${n}`, email: `reg${n}@example.com`, password: "secret1" },
      });
    for (let i = 0; i < 3; i++) expect((await register(i)).statusCode).toBe(201);
    const limited = await register(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe("Слишком много попыток. Пожалуйста, попробуйте позже");
  });
});
