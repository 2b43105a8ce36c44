import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { deriveKeys } from "../../keys.ts";
import { errorsPlugin } from "../../plugins/errors.ts";
import { authPlugin, requireUser } from "./auth.plugin.ts";
import { createAccessTokens } from "./tokens.ts";

const tokens = createAccessTokens(deriveKeys("plugin-test-secret-plugin-test-secret").accessTokens);

/** A bare app with one protected and one optional route, as another module would write them. */
async function appWithGuards() {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(authPlugin, { accessTokens: tokens });
  await app.register(async (child) => {
    child.get("/private", { onRequest: child.authenticate }, async (request) => requireUser(request));
    child.get("/public", { onRequest: child.optionalUser }, async (request) => ({ user: request.user }));
  });
  return app;
}

describe("authPlugin", () => {
  it("authenticate sets request.user from a valid token and answers 401 otherwise", async () => {
    const app = await appWithGuards();
    const token = await tokens.sign({ id: 42, role: "admin" });
    const ok = await app.inject({
      method: "GET",
      url: "/private",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.json()).toEqual({ id: 42, role: "admin" });
    const anonymous = await app.inject({ method: "GET", url: "/private" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("auth.notAuthenticated");
  });

  it("optionalUser lets anonymous callers through but refuses a bad token (so clients refresh)", async () => {
    const app = await appWithGuards();
    expect((await app.inject({ method: "GET", url: "/public" })).json()).toEqual({ user: null });
    const token = await tokens.sign({ id: 5, role: "user" });
    const signedIn = await app.inject({
      method: "GET",
      url: "/public",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json()).toEqual({ user: { id: 5, role: "user" } });
    const bad = await app.inject({
      method: "GET",
      url: "/public",
      headers: { authorization: "Bearer nope" },
    });
    expect(bad.statusCode).toBe(401);
  });
});
