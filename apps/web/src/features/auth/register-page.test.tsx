import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readSession } from "../../api/session.ts";
import i18n from "../../i18n/index.ts";
import { planFixture, profileFixture } from "../../test/fixtures.tsx";
import { signInReply } from "../../test/tokens.ts";
import { RegisterPage } from "./register-page.tsx";
import { type FakeAnswer, jsonBody, renderRoute, stubFetch } from "./test/render.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

const PLANS = [
  planFixture(11, "Basic", 490, { description: "Basic plan" }),
  planFixture(12, "Advanced", 990, { description: "Advanced plan" }),
];

const CREATED: FakeAnswer = { status: 201, body: { user: { id: 7, username: "anna", email: "a@b.co" } } };

function server(
  register: FakeAnswer = CREATED,
  token: FakeAnswer | Promise<FakeAnswer> = { body: signInReply() },
) {
  return stubFetch((url) => {
    if (url.pathname === "/draw/api/v1/free/plans/") return { body: PLANS };
    if (url.pathname === "/api/auth/register/") return register;
    if (url.pathname === "/api/auth/token/") return token;
    if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
    return undefined;
  });
}

const CONSENT = /I consent to the processing of my personal data/;

/** Types the account details and ticks the consent to the processing of personal data. */
async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = "anna@example.com") {
  await user.type(screen.getByLabelText("Username"), "anna");
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.click(screen.getByRole("checkbox", { name: CONSENT }));
}

/** Types the account details, goes through the steps and creates the account with the Basic plan. */
async function registerWithBasic() {
  const user = userEvent.setup();
  renderRoute(<RegisterPage />, "/register");
  await fillAccount(user);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(await screen.findByRole("button", { name: "Continue" }));
  await user.click(await screen.findByRole("radio", { name: /Basic plan/ }));
  await user.click(screen.getByRole("button", { name: "Create account" }));
  return user;
}

describe("RegisterPage", () => {
  it("keeps Continue disabled until the account details are valid", async () => {
    server();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, "/register");
    const next = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await user.type(screen.getByLabelText("Username"), "anna");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.tab();
    expect(next.disabled).toBe(true);
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    await user.clear(screen.getByLabelText("Email"));
    expect(await screen.findByText("Email is required.")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "anna@example.com");
    await user.type(screen.getByLabelText("Password"), "6");
    await waitFor(() => expect(next.disabled).toBe(false));
  });

  it("accepts a Cyrillic .рф address and registers it in its one form", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, "/register");
    await fillAccount(user, "Анна@Почта.РФ");
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    // A type="email" input would hold the address invalid before the form's rule runs.
    expect(email.type).toBe("text");
    expect(email.inputMode).toBe("email");
    expect(email.validity.valid).toBe(true);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("radio", { name: /Basic plan/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const registration = () => fetch.mock.calls.find(([url]) => String(url).includes("/register/"));
    await waitFor(() => expect(registration()).toBeDefined());
    expect(jsonBody(registration()?.[1])).toMatchObject({ email: "анна@почта.рф" });
  });

  it("refuses Continue without the consent, saying why at the box, which the keyboard ticks", async () => {
    server();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, "/register");
    await user.type(screen.getByLabelText("Username"), "anna");
    await user.type(screen.getByLabelText("Email"), "anna@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    const consent = screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    const policy = screen.getByRole("link", { name: "Personal data policy" });
    expect(policy.getAttribute("href")).toBe("/pndpolicy");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    const message = "Tick the consent to the processing of your personal data to continue.";
    expect(screen.getByText(message).id).toBe("register-consent-error");
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(consent.getAttribute("aria-describedby")).toBe("register-consent-error");
    expect(document.activeElement).toBe(consent);
    expect(screen.queryByText("anna@example.com")).toBeNull();

    await user.keyboard(" ");
    expect(consent.checked).toBe(true);
    expect(screen.queryByText(message)).toBeNull();
    expect(consent.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("anna@example.com")).toBeTruthy();
    // Back on step 1 the box stays as ticked.
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("checkbox", { name: CONSENT })).toHaveProperty("checked", true);
  });

  it("walks through the three steps, back and forth, keeping the details", async () => {
    server();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, "/register");
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("anna@example.com")).toBeTruthy();
    expect(screen.queryByText("secret1")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("anna@example.com");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("radio", { name: /Advanced plan/ })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("Please select a plan")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("anna@example.com")).toBeTruthy();
  });

  it("registers with a plan and the trial, signs in and goes to /app", async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { router } = renderRoute(<RegisterPage />, "/register");
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("radio", { name: /Advanced plan/ }));
    await user.click(screen.getByRole("checkbox", { name: /free 3-day trial/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/app"));
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/register/"));
    expect(jsonBody(call?.[1])).toEqual({
      username: "anna",
      email: "anna@example.com",
      password: "secret1",
      plan: 12,
      free_trial: true,
      personal_data_consent: true,
    });
    expect(readSession()?.isSubscriptionActive).toBe(true);
  });

  /** Fills the account, passes the confirmation, picks `plan` (no trial) and submits. */
  async function registerWithPlan(user: ReturnType<typeof userEvent.setup>, plan: RegExp) {
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("radio", { name: plan }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
  }

  it("without the trial, signs in and goes to /payment with the chosen plan selected", async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderRoute(<RegisterPage />, "/register");
    await registerWithPlan(user, /Advanced plan/);
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
    expect(router.state.location.search).toBe("?plan=12");
  });

  it("shows the success message, then sends to /signin when auto-login fails", async () => {
    let fail: (answer: FakeAnswer) => void = () => {};
    server(CREATED, new Promise<FakeAnswer>((resolve) => (fail = resolve)));
    const user = userEvent.setup();
    const { router } = renderRoute(<RegisterPage />, "/register");
    await registerWithPlan(user, /Basic plan/);
    expect(await screen.findByText("Registration successful! Redirecting to app...")).toBeTruthy();
    fail({ status: 500, body: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.state).toEqual({ notice: "registered" });
  });

  it("puts the server's field errors next to the fields of step 1", async () => {
    server({
      status: 400,
      body: {
        detail: "Registration failed. Please try again.",
        email: ["A user with this email already exists."],
      },
    });
    await registerWithBasic();

    expect((await screen.findByRole("alert")).textContent).toContain(
      "Registration failed. Please try again.",
    );
    const email = await screen.findByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("A user with this email already exists.")).toBeTruthy();
    expect(email.getAttribute("aria-describedby")).toContain("register-email-error");
  });

  it("keeps everything typed when the name is taken, with the server's message at the field", async () => {
    server({ status: 400, body: { username: ["A user with that username already exists."] } });
    const user = await registerWithBasic();

    const username = await screen.findByLabelText("Username");
    await waitFor(() => expect(username.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("A user with that username already exists.")).toBeTruthy();
    expect(username).toHaveProperty("value", "anna");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "anna@example.com");
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "secret1");
    expect(screen.getByRole("checkbox", { name: CONSENT })).toHaveProperty("checked", true);
    expect(document.activeElement).toBe(username);

    // A new name clears its message; Continue goes on with the rest as typed, the plan still chosen.
    await user.type(username, "2");
    expect(screen.queryByText("A user with that username already exists.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("radio", { name: /Basic plan/ })).toHaveProperty("checked", true);
  });
});

describe("RegisterPage plans", () => {
  it("says when the plans cannot be loaded, and retries", async () => {
    let fail = true;
    stubFetch((url) => {
      if (url.pathname !== "/draw/api/v1/free/plans/") return undefined;
      return fail ? { status: 500, body: { detail: "boom" } } : { body: PLANS };
    });
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, "/register");
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load the plans");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("radio", { name: /Basic plan/ })).toBeTruthy();
  });
});
