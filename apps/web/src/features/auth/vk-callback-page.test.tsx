import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSession } from "../../api/session.ts";
import { prepareVkLogin } from "../../api/vk-id/vkid-config.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture, signInAs } from "../../test/fixtures.tsx";
import { signInReply } from "../../test/tokens.ts";
import { jsonBody, renderRoute, stubFetch } from "./test/render.tsx";
import { VK_SUCCESS_REDIRECT_MS, VkCallbackPage } from "./vk-callback-page.tsx";

// Our server exchanges the code: the callback never loads VK's SDK.
const sdk = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock("@vkid/sdk", () => {
  sdk.loaded();
  return {};
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The app's server; `refusal` is its answer to POST /api/auth/vk-login/ instead of signing in. */
function server(refusal?: { status: number; body: unknown }) {
  return stubFetch((url) => {
    if (url.pathname === "/api/auth/vk-login/") {
      if (refusal) return refusal;
      return { body: { access_token: signInReply().access, user: profileFixture() } };
    }
    if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
    return undefined;
  });
}

let run = 0;
/** Each test uses its own code, since the page runs once per callback URL. */
const callbackUrl = (state: string, params = "") =>
  `/oauth/vk/callback?code=c${++run}&device_id=d1&state=${state}${params}`;

describe("VkCallbackPage", () => {
  it("refuses a state that does not match the remembered one", async () => {
    const fetch = server();
    prepareVkLogin();
    renderRoute(<VkCallbackPage />, callbackUrl("forged"));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Invalid state parameter. Possible CSRF attempt.",
    );
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/signin");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a callback without a remembered state", async () => {
    server();
    renderRoute(<VkCallbackPage />, callbackUrl("anything"));
    expect((await screen.findByRole("alert")).textContent).toContain("Invalid state parameter");
  });

  it("refuses missing parameters", async () => {
    server();
    renderRoute(<VkCallbackPage />, "/oauth/vk/callback?code=c&state=x");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid callback parameters from VK.");
    expect(screen.queryByText("Please correct:")).toBeNull();
  });

  it.each([
    "/oauth/vk/callback?error=access_denied&error_description=User+denied&state=x",
    "/oauth/vk/callback?state=x",
  ])("says plainly that the sign-in was cancelled at VK, with the way back (%s)", async (url) => {
    const fetch = server();
    prepareVkLogin();
    renderRoute(<VkCallbackPage />, url);
    expect(await screen.findByRole("heading", { name: "Signing in with VK was cancelled" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("You cancelled signing in with VK");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/signin");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says VK ID cannot be reached when our server cannot reach it for the exchange", async () => {
    server({ status: 503, body: { code: "auth.vkUnavailable", detail: "VK login service is unavailable" } });
    const { state } = prepareVkLogin();
    renderRoute(<VkCallbackPage />, callbackUrl(state));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "VK ID cannot be reached right now. Please try later, or sign in with your username and password.",
    );
  });

  it("exchanges the code, signs in on our server and goes to /app after 1.5 s", async () => {
    // A clock the test moves on; it also follows real time, which the fetch fakes and queries need.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const fetch = server();
    const { state, codeVerifier } = prepareVkLogin();
    const { router } = renderRoute(<VkCallbackPage />, callbackUrl(state));
    expect(screen.getByText("Signing you in with VK ID…")).toBeTruthy();
    expect(await screen.findByText("You are signed in! Taking you to the app…")).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/vk-login/"));
    expect(jsonBody(call?.[1])).toEqual({
      code: `c${run}`,
      device_id: "d1",
      state,
      code_verifier: codeVerifier,
    });
    expect(sdk.loaded).not.toHaveBeenCalled();
    expect(readSession()?.user.username).toBe("anna");
    expect(sessionStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe("/oauth/vk/callback");
    await act(() => vi.advanceTimersByTimeAsync(VK_SUCCESS_REDIRECT_MS));
    expect(router.state.location.pathname).toBe("/app");
  });

  it("asks a VK account new here for the consent before registering it, then signs in", async () => {
    const fetch = stubFetch((url, init) => {
      if (url.pathname === "/api/auth/vk-login/") {
        if (!jsonBody(init)?.personal_data_consent) {
          return {
            status: 400,
            body: { code: "consent.required", detail: "Consent is required.", vk_registration: "ticket-1" },
          };
        }
        return { body: { access_token: signInReply().access, user: profileFixture() } };
      }
      if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
      return undefined;
    });
    const { state } = prepareVkLogin();
    renderRoute(<VkCallbackPage />, callbackUrl(state));
    expect(await screen.findByRole("heading", { name: "One more step" })).toBeTruthy();
    expect(readSession()).toBeNull();
    const create = screen.getByRole("button", { name: "Create the account" });
    act(() => create.click());
    const box = screen.getByRole("checkbox", { name: /I consent to the processing/ });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const logins = () => fetch.mock.calls.filter(([url]) => String(url).includes("/vk-login/"));
    expect(logins()).toHaveLength(1);
    act(() => (box as HTMLInputElement).click());
    act(() => create.click());
    expect(await screen.findByText("You are signed in! Taking you to the app…")).toBeTruthy();
    // VK's code is spent: the consent goes with the server's registration ticket.
    expect(jsonBody(logins()[1]?.[1])).toEqual({ vk_registration: "ticket-1", personal_data_consent: true });
    expect(readSession()?.user.username).toBe("anna");
  });

  it("says VK login is misconfigured when the server has no VK app", async () => {
    server({ status: 503, body: { code: "auth.vkMisconfigured", detail: "misconfigured" } });
    const { state } = prepareVkLogin();
    renderRoute(<VkCallbackPage />, callbackUrl(state));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "VK login is misconfigured. Contact support.",
    );
  });
});

describe("VkCallbackPage after the profile's «link VK ID»", () => {
  /** Our server linking VK ID: `answer` is its reply to POST /api/auth/vk-link/. */
  function linkingServer(answer: { status: number; body: unknown }) {
    signInAs();
    return stubFetch((url) => (url.pathname === "/api/auth/vk-link/" ? answer : undefined));
  }

  it("links VK ID to the signed-in account and goes back to the profile", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const fetch = linkingServer({ status: 200, body: { vk_linked: true } });
    const { state, codeVerifier } = prepareVkLogin("link");
    const { router } = renderRoute(<VkCallbackPage />, callbackUrl(state));
    expect(screen.getByRole("heading", { name: "Linking VK ID" })).toBeTruthy();
    expect(await screen.findByText("VK ID is linked! Taking you back to your profile…")).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/vk-link/"));
    expect(jsonBody(call?.[1])).toEqual({
      code: `c${run}`,
      device_id: "d1",
      state,
      code_verifier: codeVerifier,
    });
    expect(new Headers(call?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/vk-login/"))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(VK_SUCCESS_REDIRECT_MS));
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("shows the server's refusal with the way back to the profile", async () => {
    linkingServer({
      status: 409,
      body: { code: "auth.vkLinkedElsewhere", detail: "This VK ID is already linked to another account." },
    });
    const { state } = prepareVkLogin("link");
    renderRoute(<VkCallbackPage />, callbackUrl(state));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This VK ID is already linked to another account.",
    );
    expect(screen.getByRole("heading", { name: "We could not link VK ID" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("says a linking cancelled at VK plainly", async () => {
    linkingServer({ status: 500, body: {} });
    prepareVkLogin("link");
    renderRoute(<VkCallbackPage />, "/oauth/vk/callback?error=access_denied&state=x");
    expect(await screen.findByRole("heading", { name: "Linking VK ID was cancelled" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your profile" })).toBeTruthy();
  });
});
