import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { heldAccessToken, readSession } from "../../api/session.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture } from "../../test/fixtures.tsx";
import { signInReply } from "../../test/tokens.ts";
import { SignInPage } from "./sign-in-page.tsx";
import { type FakeAnswer, jsonBody, renderRoute, stubFetch } from "./test/render.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

function serverAnswering(token: FakeAnswer, userinfo: FakeAnswer = { body: profileFixture() }) {
  return stubFetch((url) => {
    if (url.pathname === "/api/auth/token/") return token;
    if (url.pathname === "/api/auth/userinfo/") return userinfo;
    return undefined;
  });
}

async function signIn(username = "anna", password = "secret1") {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("SignInPage", () => {
  it("has a masked password field, a link to register and no VK button without an app id", () => {
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin");
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByText("or")).toBeNull();
  });

  it("says which fields are required and does not call the server", async () => {
    const fetch = serverAnswering({ body: signInReply() });
    renderRoute(<SignInPage />, "/signin");
    await signIn("", "");
    expect(await screen.findByText("Username is required.")).toBeTruthy();
    expect(screen.getByText("Password is required.")).toBeTruthy();
    const username = screen.getByLabelText("Username");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(username.getAttribute("aria-describedby")).toContain("signin-username-error");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's detail in the focused error box and highlights both fields", async () => {
    serverAnswering({
      status: 401,
      body: { detail: "Invalid username or password", code: "auth.invalidCredentials" },
    });
    renderRoute(<SignInPage />, "/signin");
    await signIn("anna", "wrong-password");
    const box = await screen.findByRole("alert");
    expect(box.textContent).toContain("Invalid username or password");
    expect(document.activeElement).toBe(box);
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(readSession()).toBeNull();
  });

  it.each([
    [{ status: 429, body: {} }, "Too many attempts. Please try again later"],
    [
      { status: 429, body: { detail: "Too many failed sign-in attempts. Please try again in 15 min." } },
      "Too many failed sign-in attempts. Please try again in 15 min.",
    ],
    ["network-error", "Network error. Please check your connection"],
    [{ status: 401, body: {} }, "Invalid username or password"],
    [{ status: 500, body: {} }, "Authentication failed"],
    [{ status: 200, body: {} }, "Invalid token response"],
  ] as const)("explains a failure (%j)", async (answer, message) => {
    serverAnswering(answer as FakeAnswer);
    renderRoute(<SignInPage />, "/signin");
    await signIn();
    expect((await screen.findByRole("alert")).textContent).toContain(message);
    expect(readSession()).toBeNull();
  });

  it("clears the session when the profile cannot be fetched", async () => {
    serverAnswering({ body: signInReply() }, { status: 500, body: {} });
    renderRoute(<SignInPage />, "/signin");
    await signIn();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch user profile");
    expect(readSession()).toBeNull();
    expect(heldAccessToken()).toBeNull();
  });

  it("stores the session and follows a safe redirect", async () => {
    const fetch = serverAnswering({ body: signInReply() });
    const { router } = renderRoute(<SignInPage />, "/signin?redirect=%2Fprofile%3Ftab%3D1");
    await signIn("anna", "secret1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(router.state.location.search).toBe("?tab=1");
    expect(jsonBody(fetch.mock.calls[0]?.[1])).toEqual({ username: "anna", password: "secret1" });
    const userinfo = fetch.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(userinfo.authorization).toMatch(/^Bearer /);
    const session = readSession();
    expect(session?.user.username).toBe("anna");
    expect(session?.isSubscriptionActive).toBe(true);
    expect(session?.plan).toEqual({
      id: 2,
      name: "Advanced",
      expiryDate: "2025-05-15T10:00:00.000Z",
      isTrial: true,
    });
  });

  it.each(["https://evil.example/", "//evil.example"])(
    "ignores the unsafe redirect %s and goes to /app",
    async (target) => {
      serverAnswering({ body: signInReply() });
      const { router } = renderRoute(<SignInPage />, `/signin?redirect=${encodeURIComponent(target)}`);
      await signIn();
      await waitFor(() => expect(router.state.location.pathname).toBe("/app"));
    },
  );

  it("takes an admin to /admin when no page was asked for", async () => {
    serverAnswering({ body: signInReply() }, { body: profileFixture({ role: "admin" }) });
    const { router } = renderRoute(<SignInPage />, "/signin");
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });

  it("says that the session has ended, in the page's language", async () => {
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin?redirect=%2Fprofile&reason=expired");
    expect(screen.getByRole("status").textContent).toBe(
      "Your session has expired, so you have been signed out. Sign in again to go back to where you were.",
    );
  });

  it("says that the person signed out in another tab", async () => {
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin?redirect=%2Fapp&reason=signedOut");
    expect(screen.getByRole("status").textContent).toBe(
      "You signed out in another tab. Sign in again to go back to where you were.",
    );
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it.each([
    ["verified", "Your e-mail address is verified"],
    ["used", "This link has already been used"],
    ["invalid", "This verification link did not work"],
  ])("says what the verification link did (%s) above the form", async (outcome, title) => {
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, `/signin?email=${outcome}&redirect=%2Fprofile`);
    expect(screen.getByRole("status").textContent).toContain(title);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("says it in Russian on a Russian page", async () => {
    await i18n.changeLanguage("ru");
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin?email=verified");
    expect(screen.getByRole("status").textContent).toContain("Адрес эл. почты подтверждён");
  });
});
