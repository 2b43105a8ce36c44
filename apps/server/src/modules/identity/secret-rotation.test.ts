/**
 * Rotating JWT_SECRET with JWT_SECRET_PREVIOUS: what the old secret signed (access tokens, a refresh
 * token's successor, export links, known-device cookies) still works on a server with the new one
 * while the previous is accepted, and stops without it. Three servers on one database: before, during
 * and after the rotation.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { bearer, RELAXED_LIMITS, refreshCookie, refreshCookieOf } from "../../../test/auth.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { type App, buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { deriveKeys } from "../../keys.ts";
import { createKnownDevices } from "./known-device.ts";
import { createAccessTokens } from "./tokens.ts";

const OLD = "the-old-secret-of-the-server-the-old-secret";
const NEW = "the-new-secret-of-the-server-the-new-secret";

let smtp: FakeSmtpServer;
let database: Database;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-rotation-"));
const apps: App[] = [];

/** A server on the shared database and data directory (the archives' files) with these secrets. */
async function server(secrets: { JWT_SECRET: string; JWT_SECRET_PREVIOUS?: string }) {
  const config = testConfig({ SMTP_URL: smtp.url, DATA_DIR: dataDir, ...secrets });
  const app = await buildApp({ config, database, authLimits: RELAXED_LIMITS });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await smtp.close();
});

describe("rotating the server's secret", () => {
  it("keeps sessions and links signed with the old secret while it is the previous one, not after", async () => {
    const before = await server({ JWT_SECRET: OLD });
    const user = await createUser(database.db);
    const signedIn = await before.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { username: user.username, password: user.password },
    });
    const { access } = signedIn.json() as { access: string };
    const refresh = String(refreshCookieOf(signedIn));
    // The export is made and its link mailed by the old server alone.
    expect(
      (await before.inject({ method: "POST", url: "/api/auth/account/export/", headers: bearer(access) }))
        .statusCode,
    ).toBe(202);
    const mailed = mailText((await smtp.messageTo(user.email, "/export/download/")).data);
    const link = /http:\/\/mandala\.test(\/api\/auth\/account\/export\/download\/[\w.-]+)/.exec(mailed)?.[1];
    if (!link) throw new Error(`no download link in: ${mailed}`);
    // Two tabs: one rotates the refresh token just before the restart…
    const rotated = await before.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: refreshCookie(refresh),
    });
    expect(rotated.statusCode).toBe(200);
    await before.close();

    const during = await server({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD });
    const after = await server({ JWT_SECRET: NEW });
    const userinfo = (app: App) =>
      app.inject({ method: "GET", url: "/api/auth/userinfo/", headers: bearer(access) });
    expect((await userinfo(during)).statusCode).toBe(200);
    expect((await userinfo(after)).statusCode).toBe(401);
    expect((await during.inject({ method: "GET", url: link })).statusCode).toBe(200);
    expect((await after.inject({ method: "GET", url: link })).statusCode).toBe(404);
    // …and the other tab, just after it, gets the same successor instead of losing the sign-in.
    const again = await during.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: refreshCookie(refresh),
    });
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBe(refreshCookieOf(rotated));
    // A new access token is signed with the new secret: the server after the rotation takes it.
    const fresh = again.json().access as string;
    expect(
      (await after.inject({ method: "GET", url: "/api/auth/userinfo/", headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });

  it("keeps a known device known with the previous secret, not without it", () => {
    const cookies: Record<string, string> = {};
    const reply = {
      setCookie: (name: string, value: string) => {
        cookies[name] = value;
      },
    } as unknown as FastifyReply;
    const device = (keys: ReturnType<typeof deriveKeys>) =>
      createKnownDevices({ key: keys.knownDevices, publicUrl: "https://mandala.example.ru" });
    device(deriveKeys(OLD)).remember(reply, 7);
    const request = { cookies } as unknown as FastifyRequest;
    expect(device(deriveKeys(OLD)).recognise(request, 7)).not.toBeNull();
    expect(device(deriveKeys(NEW, OLD)).recognise(request, 7)).not.toBeNull();
    expect(device(deriveKeys(NEW)).recognise(request, 7)).toBeNull();
    expect(device(deriveKeys(NEW, OLD)).recognise(request, 8)).toBeNull();
  });
});

describe("the keys of the server's secret", () => {
  it("gives every purpose a key of its own, none of them the secret, the same each time", () => {
    const keys = deriveKeys(OLD);
    const all = Object.values(keys).map((key) => key.sign.toString("hex"));
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(Buffer.from(OLD).toString("hex"));
    expect(deriveKeys(OLD).accountExports.sign.equals(keys.accountExports.sign)).toBe(true);
    expect(deriveKeys(NEW).accountExports.sign.equals(keys.accountExports.sign)).toBe(false);
  });

  it("signs with the new secret only and verifies with both during a rotation", () => {
    const keys = deriveKeys(NEW, OLD);
    for (const key of Object.values(keys)) {
      expect(key.accepted).toHaveLength(2);
      expect(key.accepted[0]?.equals(key.sign)).toBe(true);
    }
    expect(keys.accessTokens.sign.equals(deriveKeys(NEW).accessTokens.sign)).toBe(true);
    expect(keys.accessTokens.accepted[1]?.equals(deriveKeys(OLD).accessTokens.sign)).toBe(true);
    expect(deriveKeys(NEW).accessTokens.accepted).toHaveLength(1);
  });

  it("accepts no device cookie's signature as an access token's", async () => {
    const keys = deriveKeys(OLD);
    const token = await createAccessTokens(keys.accessTokens).sign({ id: 7, role: "user" });
    expect(await createAccessTokens(keys.knownDevices).verify(token)).toBeNull();
    expect(await createAccessTokens(keys.accountExports).verify(token)).toBeNull();
    expect(await createAccessTokens(keys.accessTokens).verify(token)).toEqual({ id: 7, role: "user" });
  });
});
