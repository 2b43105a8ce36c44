import type { TAccountSecurity } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeVkLogin } from "../../api/vk-id/vkid-config.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture, siteSettings } from "../../test/fixtures.tsx";
import { renderProfilePage, stubFetch } from "./test/render.tsx";

const sdk = vi.hoisted(() => ({ init: vi.fn(), login: vi.fn(async () => undefined) }));
vi.mock("@vkid/sdk", () => ({
  Auth: { login: sdk.login },
  Config: { init: sdk.init },
  ConfigAuthMode: { Redirect: "redirect" },
  ConfigResponseMode: { Redirect: "redirect" },
  Scheme: { LIGHT: "light" },
  Languages: { RUS: 0, ENG: 3 },
}));

beforeEach(async () => {
  await i18n.changeLanguage("ru");
  sessionStorage.clear();
});

const security = (overrides: Partial<TAccountSecurity> = {}): TAccountSecurity => ({
  has_password: true,
  email: "anna@example.com",
  email_verified: true,
  pending_email: null,
  vk_linked: true,
  ...overrides,
});

/** The profile's server with VK ID app `appId`; `state.security` is what the security call answers. */
function serve(state: { security: TAccountSecurity }, appId: string | null = "51234567") {
  return stubFetch((method, path) => {
    if (path === "/draw/api/v1/free/site/") return { body: siteSettings({ vkid_app_id: appId }) };
    if (path === "/api/auth/userinfo/") return { body: profileFixture() };
    if (path === "/api/auth/account/security/") return { body: state.security };
    if (path === "/api/auth/sessions/") return { body: { sessions: [] } };
    if (method === "DELETE" && path === "/api/auth/vk-link/") {
      state.security = { ...state.security, vk_linked: false };
      return { body: state.security };
    }
    return undefined;
  });
}

const vkBlock = async () =>
  (await screen.findByRole("heading", { name: "VK ID" })).parentElement as HTMLElement;

describe("the profile's VK ID", () => {
  it("starts VK ID in the link flow, in the page's language", async () => {
    serve({ security: security({ vk_linked: false }) });
    renderProfilePage();
    const block = await vkBlock();
    expect(within(block).getByText(/VK ID не привязан/)).toBeTruthy();
    await userEvent.click(within(block).getByRole("button", { name: "Привязать VK ID" }));
    expect(sdk.login).toHaveBeenCalledWith({ lang: 0, scheme: "light" });
    const config = sdk.init.mock.calls.at(-1)?.[0] as { app: number; state: string; redirectUrl: string };
    expect(config.app).toBe(51234567);
    expect(config.redirectUrl).toBe(`${window.location.origin}/oauth/vk/callback`);
    expect(takeVkLogin()).toMatchObject({ state: config.state, flow: "link" });
  });

  it("unlinks VK ID from an account with a password and a confirmed e-mail", async () => {
    const fetch = serve({ security: security() });
    renderProfilePage();
    const block = await vkBlock();
    expect(within(block).getByText(/VK ID привязан/)).toBeTruthy();
    await userEvent.click(within(block).getByRole("button", { name: "Отвязать VK ID" }));
    expect(await within(block).findByText(/VK ID отвязан/)).toBeTruthy();
    expect(within(block).getByRole("button", { name: "Привязать VK ID" })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it.each([
    [{ has_password: false }, "сначала задайте пароль: иначе"],
    [{ email_verified: false }, "сначала укажите и подтвердите e-mail"],
    [{ has_password: false, email: null, email_verified: false }, "задайте пароль, укажите и подтвердите"],
  ])("explains what to set before VK ID can go (%o)", async (overrides, explanation) => {
    const fetch = serve({ security: security(overrides) });
    renderProfilePage();
    const block = await vkBlock();
    const unlink = within(block).getByRole("button", { name: "Отвязать VK ID" });
    expect(unlink.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(unlink.getAttribute("aria-describedby") ?? "")?.textContent).toContain(
      explanation,
    );
    await userEvent.click(unlink);
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("shows the server's refusal", async () => {
    stubFetch((method, path) => {
      if (method === "DELETE")
        return { status: 409, body: { code: "auth.vkUnlinkNeedsWayIn", detail: "Сначала задайте пароль" } };
      if (path === "/api/auth/account/security/") return { body: security() };
      if (path === "/api/auth/userinfo/") return { body: profileFixture() };
      return undefined;
    });
    renderProfilePage();
    await userEvent.click(within(await vkBlock()).getByRole("button", { name: "Отвязать VK ID" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Сначала задайте пароль");
  });

  it("is not shown when VK ID is not configured and not linked", async () => {
    serve({ security: security({ vk_linked: false }) }, null);
    renderProfilePage();
    expect(await screen.findByRole("heading", { name: "Пароль" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "VK ID" })).toBeNull();
  });
});
