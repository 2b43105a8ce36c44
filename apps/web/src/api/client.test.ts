import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../i18n/index.ts";
import { fakeJwt } from "../test/tokens.ts";
import { ApiError, apiFetch, SessionExpiredError, setSessionExpiredNavigator } from "./client.ts";
import { readSession, saveSession } from "./session.ts";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function signIn(token: string) {
  saveSession({
    token,
    refreshToken: "refresh-1",
    user: { id: 7, username: "vera" },
    isSubscriptionActive: true,
  });
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
        return json(200, { access: fresh, refresh: "refresh-2" });
      }
      return json(200, { auth: (init?.headers as Record<string, string> | undefined)?.authorization });
    });
    vi.stubGlobal("fetch", fetchMock);
    const calls = [apiFetch("/api/a"), apiFetch("/api/b"), apiFetch("/api/c")];
    release();
    const results = await Promise.all(calls);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/auth/token/refresh/")).toHaveLength(1);
    expect(results).toEqual(Array(3).fill({ auth: `Bearer ${fresh}` }));
    expect(readSession()?.refreshToken).toBe("refresh-2");
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
