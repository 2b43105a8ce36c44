import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdAccessToken, readSession, saveSession } from "./api/session.ts";
import { guardLoader } from "./guards.ts";
import { fakeJwt } from "./test/tokens.ts";

async function run(access: Parameters<typeof guardLoader>[0], url: string) {
  const loader = guardLoader(access);
  if (!loader) return null;
  const result = await loader({
    request: new Request(`http://localhost${url}`),
    params: {},
  } as LoaderFunctionArgs);
  return result instanceof Response ? result.headers.get("location") : null;
}

function signIn(subscribed: boolean, secondsLeft = 600) {
  saveSession({ user: { id: 1, username: "vera" }, isSubscriptionActive: subscribed });
  holdAccessToken(fakeJwt(secondsLeft, 1));
}

describe("guardLoader", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets everyone through public routes", () => {
    expect(guardLoader("all")).toBeUndefined();
  });

  it("sends a visitor to /signin with the full intended path", async () => {
    expect(await run("login", "/profile?tab=sets")).toBe("/signin?redirect=%2Fprofile%3Ftab%3Dsets");
    expect(await run("subscription", "/app")).toBe("/signin?redirect=%2Fapp");
  });

  it("sends a user without a subscription to /payment with the redirect", async () => {
    signIn(false);
    expect(await run("subscription", "/app?x=1")).toBe("/payment?redirect=%2Fapp%3Fx%3D1");
    expect(await run("login", "/profile")).toBeNull();
  });

  it("lets a subscriber into the builder", async () => {
    signIn(true);
    expect(await run("subscription", "/app")).toBeNull();
  });

  it("sends a signed-in user away from the logged-out-only pages", async () => {
    expect(await run("guest", "/signin")).toBeNull();
    signIn(true);
    expect(await run("guest", "/signin")).toBe("/app");
    expect(await run("guest", "/register")).toBe("/app");
  });

  it("signs out and goes to /signin when the server refuses to renew the session", async () => {
    signIn(true, -60);
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ detail: "expired" }), { status: 401 }));
    expect(await run("login", "/profile?tab=sets")).toBe(
      "/signin?redirect=%2Fprofile%3Ftab%3Dsets&reason=expired",
    );
    expect(readSession()).toBeNull();
  });

  it("opens the page, still signed in, when the renewal cannot be asked for (no connection)", async () => {
    signIn(true, -60);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await run("login", "/mandalas/7/colour")).toBeNull();
    expect(readSession()?.user.id).toBe(1);
  });

  it("sends a signed-in user from /signin to its safe redirect (the e-mail link's profile)", async () => {
    signIn(true);
    expect(await run("guest", "/signin?email=verified&redirect=%2Fprofile%3Femail%3Dverified")).toBe(
      "/profile?email=verified",
    );
    expect(await run("guest", "/signin?redirect=https%3A%2F%2Fevil.example")).toBe("/app");
  });

  it("sends a signed-in admin from /signin to the blog administration", async () => {
    saveSession({ user: { id: 1, username: "admin", role: "admin" }, isSubscriptionActive: false });
    expect(await run("guest", "/signin")).toBe("/admin");
  });
});
