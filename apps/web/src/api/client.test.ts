import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../i18n/index.ts";
import { fakeJwt } from "../test/tokens.ts";
import { ApiError, apiFetch, SessionExpiredError, setSessionExpiredNavigator } from "./client.ts";
import { forgetStoredTokens, heldAccessToken, holdAccessToken, readSession, saveSession } from "./session.ts";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A signed-in page holding `token` (none: a page just loaded, its token still to be obtained). */
function signIn(token?: string) {
  saveSession({ user: { id: 7, username: "vera" }, isSubscriptionActive: true });
  if (token) holdAccessToken(token);
}

describe("apiFetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the bearer token and parses JSON", async () => {
    const token = fakeJwt(600);
    signIn(token);
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await apiFetch("/api/thing")).toEqual({ ok: true });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it("refreshes an expired token once while concurrent requests wait for it", async () => {
    signIn(fakeJwt(-5));
    const fresh = fakeJwt(900);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/auth/token/refresh/") {
        await gate;
        return json(200, { access: fresh });
      }
      return json(200, { auth: (init?.headers as Record<string, string> | undefined)?.authorization });
    });
    vi.stubGlobal("fetch", fetchMock);
    const calls = [apiFetch("/api/a"), apiFetch("/api/b"), apiFetch("/api/c")];
    release();
    const results = await Promise.all(calls);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/auth/token/refresh/")).toHaveLength(1);
    expect(results).toEqual(Array(3).fill({ auth: `Bearer ${fresh}` }));
    expect(heldAccessToken()).toBe(fresh);
  });

  it("obtains a new page's access token through the refresh cookie, and keeps it out of storage", async () => {
    signIn();
    const fresh = fakeJwt(900);
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === "/api/auth/token/refresh/" ? json(200, { access: fresh }) : json(200, { ok: true }),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(await apiFetch("/api/thing")).toEqual({ ok: true });
    const [refresh, call] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    // The browser sends the HttpOnly cookie; the page has no token to send.
    expect(refresh).toEqual(["/api/auth/token/refresh/", { method: "POST", credentials: "same-origin" }]);
    expect(call?.[1].headers).toMatchObject({ authorization: `Bearer ${fresh}` });
    expect(Object.values({ ...localStorage }).join()).not.toContain(fresh);
  });

  it("does not use a held token of another user (another tab signed in as someone else)", async () => {
    signIn(fakeJwt(600, 8));
    const fresh = fakeJwt(900);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      url === "/api/auth/token/refresh/"
        ? json(200, { access: fresh })
        : json(200, { auth: (init?.headers as Record<string, string> | undefined)?.authorization }),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(await apiFetch("/api/thing")).toEqual({ auth: `Bearer ${fresh}` });
  });

  it("retries once after a 401, never in a loop", async () => {
    signIn(fakeJwt(600));
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/auth/token/refresh/"
        ? json(200, { access: fakeJwt(900) })
        : json(401, { detail: "expired" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiFetch("/api/me")).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/me",
      "/api/auth/token/refresh/",
      "/api/me",
    ]);
  });

  it("clears the session when the refresh fails", async () => {
    signIn(fakeJwt(-5));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { detail: "bad refresh" })),
    );
    await expect(apiFetch("/api/me")).rejects.toBeInstanceOf(SessionExpiredError);
    expect(readSession()).toBeNull();
  });

  it("keeps the session when the refresh is cut short or the server is busy", async () => {
    signIn();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiFetch("/api/me")).rejects.toThrow("Failed to fetch");
    expect(readSession()).not.toBeNull();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(503, { detail: "database unavailable" })),
    );
    await expect(apiFetch("/api/me")).rejects.toMatchObject({ status: 503 });
    expect(readSession()).not.toBeNull();

    const fresh = fakeJwt(900);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/auth/token/refresh/" ? json(200, { access: fresh }) : json(200, { ok: 1 }),
      ),
    );
    expect(await apiFetch("/api/me")).toEqual({ ok: 1 });
    expect(heldAccessToken()).toBe(fresh);
  });

  it("sends the person to /signin with the way back when a call needs the session that has ended", async () => {
    await i18n.changeLanguage("ru");
    window.history.pushState(null, "", "/profile?tab=sets");
    const navigate = vi.fn();
    const restore = setSessionExpiredNavigator(navigate);
    signIn(fakeJwt(-5));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { detail: "bad refresh" })),
    );
    const failure = apiFetch("/api/auth/profile/", { method: "PATCH", body: {}, auth: true });
    await expect(failure).rejects.toThrow("Сессия истекла. Пожалуйста, войдите снова.");
    expect(readSession()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      "/signin?redirect=%2Fprofile%3Ftab%3Dsets&reason=expired",
    );
    restore();
    window.history.pushState(null, "", "/");
  });

  it("lets a public read go on without a session that has ended, and stays on the page", async () => {
    const navigate = vi.fn();
    const restore = setSessionExpiredNavigator(navigate);
    signIn(fakeJwt(-5));
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/auth/token/refresh/" ? json(401, { detail: "bad refresh" }) : json(200, { posts: [] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(await apiFetch("/api/posts")).toEqual({ posts: [] });
    expect(readSession()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    restore();
  });

  it("surfaces the server's translated message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(400, { error: "Проверьте введённые данные", code: "validation" })),
    );
    await expect(apiFetch("/api/x", { auth: false })).rejects.toMatchObject({
      status: 400,
      message: "Проверьте введённые данные",
    });
  });
});

describe("forgetStoredTokens", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("removes the tokens an earlier version stored, with their session, and never sends them", async () => {
    localStorage.setItem("token", fakeJwt(600));
    localStorage.setItem("refreshToken", "an-old-refresh-token");
    localStorage.setItem("user", JSON.stringify({ id: 7, username: "vera" }));
    localStorage.setItem("lang", "en");
    forgetStoredTokens();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    // Its session has no refresh cookie: the person signs in again.
    expect(readSession()).toBeNull();
    expect(localStorage.getItem("lang")).toBe("en");
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await apiFetch("/api/thing");
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain("an-old-refresh-token");
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain("authorization");
  });

  it("leaves a session of this version alone", () => {
    saveSession({ user: { id: 7, username: "vera" } });
    forgetStoredTokens();
    expect(readSession()?.user.username).toBe("vera");
  });
});
