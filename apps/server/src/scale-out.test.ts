import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../test/app.ts";
import { refreshCookie, refreshCookieOf } from "../test/auth.ts";
import { openTestDatabase } from "../test/database.ts";
import { demoDrawUrl } from "../test/demo-draw.ts";
import { type App, buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";

/**
 * Two server instances on one database behave as one: what one writes the other reads, and with
 * REDIS_URL their rate limits are shared. The Redis part needs a server: set TEST_REDIS_URL
 * (`.ci/run` does when Redis answers on this machine).
 */
describe("two instances", () => {
  let database: Database;
  const apps: App[] = [];
  const redisUrl = process.env.TEST_REDIS_URL;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = {
      FREE_DRAWS_PER_MINUTE: "3",
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    for (let i = 0; i < 2; i++) apps.push(await buildApp({ config: testConfig(env), database }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it("share what they write: a user registered on one signs in on the other", async () => {
    const [first, second] = apps as [App, App];
    const username = `twin_${randomUUID().slice(0, 8)}`;
    const registered = await first.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        username,
        email: `${username}@example.com`,
        password: "correct-horse",
        personal_data_consent: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const signedIn = await second.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username, password: "correct-horse" },
    });
    expect(signedIn.statusCode).toBe(200);
    const refreshed = await first.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: refreshCookie(String(refreshCookieOf(signedIn))),
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it.runIf(redisUrl)("share one rate limit through Redis", async () => {
    const [first, second] = apps as [App, App];
    // A client address of its own per run, so that earlier runs' counters cannot interfere.
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const from = { remoteAddress: `10.${octet()}.${octet()}.${octet()}` };
    const statuses = [];
    // New drawings each time: a repeat is not counted.
    for (const [n, app] of [first, second, first, second].entries()) {
      statuses.push((await app.inject({ method: "GET", url: demoDrawUrl(n), ...from })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.runIf(redisUrl)(
    "share the sign-in throttles through Redis: an account's delay and its known devices",
    async () => {
      const [first, second] = apps as [App, App];
      const username = `held_${randomUUID().slice(0, 8)}`;
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const signIn = (app: App, password: string, cookie?: string) =>
        app.inject({
          method: "POST",
          url: "/api/auth/token/",
          remoteAddress: `10.${octet()}.${octet()}.${octet()}`,
          headers: cookie ? { cookie } : {},
          payload: { username, password },
        });
      await first.inject({
        method: "POST",
        url: "/api/auth/register/",
        payload: {
          username,
          email: `${username}@example.com`,
          password: "correct-horse",
          personal_data_consent: true,
        },
      });
      const owner = await signIn(first, "correct-horse");
      const knownDevice = String(owner.headers["set-cookie"]).split(";")[0];
      for (const app of [first, second, first])
        expect((await signIn(app, "wrong-guess")).statusCode).toBe(401);
      // The third failure put the account in its delay on both instances; the owner's device passes on both.
      expect((await signIn(second, "correct-horse")).json().code).toBe("auth.slowDown");
      expect((await signIn(second, "correct-horse", knownDevice)).statusCode).toBe(200);
    },
  );
});
