import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture, siteSettings } from "../../test/fixtures.tsx";
import { signInReply } from "../../test/tokens.ts";
import { SignInPage } from "./sign-in-page.tsx";
import { jsonBody, renderRoute, stubFetch } from "./test/render.tsx";

/** Google's widget, faked: it records the options and lets the test tick the checkbox. */
function fakeGrecaptcha() {
  const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
  const reset = vi.fn();
  window.grecaptcha = {
    ready: (callback) => callback(),
    render: (_element, options) => rendered.push(options as (typeof rendered)[number]),
    reset,
  };
  return { rendered, reset };
}

/** A server whose site settings name `siteKey`; the sign-in answers what `signIn` gives (tokens by default). */
function serverWithRecaptcha(
  siteKey: string | null,
  signIn: () => { status?: number; body: unknown } = () => ({ body: signInReply() }),
) {
  return stubFetch((url) => {
    if (url.pathname === "/draw/api/v1/free/site/") {
      return { body: { messenger_url: "https://t.me/x", vkid_app_id: null, recaptcha_site_key: siteKey } };
    }
    if (url.pathname === "/api/auth/token/") return signIn();
    if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
    return undefined;
  });
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
});
afterEach(() => {
  window.grecaptcha = undefined;
});

describe("reCAPTCHA on sign-in", () => {
  it("appears once the server asks for it, says so, and its answer goes with the next sign-in", async () => {
    const widget = fakeGrecaptcha();
    let attempts = 0;
    const fetch = serverWithRecaptcha("site-key-1", () =>
      ++attempts === 1
        ? {
            status: 400,
            body: { code: "auth.recaptchaRequired", detail: "Please complete the reCAPTCHA verification" },
          }
        : { body: signInReply() },
    );
    renderRoute(<SignInPage />, "/signin");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "anna");
    await user.type(screen.getByLabelText("Password"), "secret1");
    // No failed attempts yet: no widget, and the sign-in goes without an answer.
    expect(screen.queryByTestId("recaptcha")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Please complete the reCAPTCHA verification",
    );
    expect(jsonBody(fetch.mock.calls[0]?.[1])).toEqual({ username: "anna", password: "secret1" });
    await waitFor(() => expect(widget.rendered).toHaveLength(1));
    expect(widget.rendered[0]?.sitekey).toBe("site-key-1");

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Please complete the reCAPTCHA.");
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => widget.rendered[0]?.callback("answer-1"));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(jsonBody(fetch.mock.calls[1]?.[1])).toEqual({
      username: "anna",
      password: "secret1",
      recaptcha: "answer-1",
    });
  });

  it("appears with the wait when the account is in its delay", async () => {
    const detail = "There were several failed sign-in attempts. Please wait 8 s and try again.";
    serverWithRecaptcha("site-key-1", () => ({
      status: 429,
      body: { code: "auth.slowDown", detail, recaptcha_required: true },
    }));
    renderRoute(<SignInPage />, "/signin");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "anna");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Please wait 8 s and try again.");
    // (Google's script is loaded once per page: the widget's box is what this test can see.)
    expect(await screen.findByTestId("recaptcha")).toBeDefined();
  });

  it("is neither shown nor sent when the check is off", async () => {
    const widget = fakeGrecaptcha();
    const fetch = serverWithRecaptcha(null);
    const { client } = renderRoute(<SignInPage />, "/signin");
    // The settings have answered before the form is used.
    await waitFor(() =>
      expect(client.getQueryState(siteSettingsQueryOptions().queryKey)?.status).toBe("success"),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "anna");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(jsonBody(fetch.mock.calls[0]?.[1])).toEqual({ username: "anna", password: "secret1" });
    expect(widget.rendered).toHaveLength(0);
    expect(screen.queryByTestId("recaptcha")).toBeNull();
  });
});

describe("SmartCaptcha, when the operator chose it", () => {
  afterEach(() => {
    window.smartCaptcha = undefined;
  });

  it("is Yandex's widget, in the page's language, and its token goes with the sign-in until it expires", async () => {
    const rendered: { sitekey: string; hl: string; callback: (token: string) => void }[] = [];
    const events = new Map<string, () => void>();
    const reset = vi.fn();
    window.smartCaptcha = {
      render: (_element, options) => rendered.push(options as (typeof rendered)[number]) - 1,
      reset,
      subscribe: (_widget, event, callback) => events.set(event, callback),
    };
    let attempts = 0;
    const fetch = stubFetch((url) => {
      if (url.pathname === "/draw/api/v1/free/site/") {
        return { body: siteSettings({ captcha_provider: "smartcaptcha", recaptcha_site_key: "yandex-key" }) };
      }
      if (url.pathname === "/api/auth/token/") {
        return ++attempts === 1
          ? {
              status: 400,
              body: {
                code: "auth.recaptchaRequired",
                detail: "Please complete the SmartCaptcha verification",
              },
            }
          : { body: signInReply() };
      }
      if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
      return undefined;
    });
    renderRoute(<SignInPage />, "/signin");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "anna");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: "yandex-key", hl: "en" });
    expect(window.grecaptcha).toBeUndefined();

    act(() => rendered[0]?.callback("yandex-token"));
    act(() => events.get("token-expired")?.());
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Please complete the SmartCaptcha.");
    expect(fetch.mock.calls.filter(([url]) => String(url).includes("/token/"))).toHaveLength(1);

    act(() => rendered[0]?.callback("fresh-token"));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(attempts).toBe(2));
    const sent = fetch.mock.calls.filter(([url]) => String(url).includes("/token/"))[1];
    expect(jsonBody(sent?.[1])).toEqual({ username: "anna", password: "secret1", recaptcha: "fresh-token" });
  });
});
