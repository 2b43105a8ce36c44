import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { siteSettingsQueryOptions } from "../../../api/site-settings.ts";
import { takeVkLogin } from "../../../api/vk-id/vkid-config.ts";
import i18n from "../../../i18n/index.ts";
import { siteSettings } from "../../../test/fixtures.tsx";
import { VkOneTap } from "./vk-one-tap.tsx";

const sdk = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  const render = vi.fn();
  class OneTap {
    on(event: string, handler: () => void) {
      handlers.set(event, handler);
      return this;
    }
    render(params: unknown) {
      render(params);
      return this;
    }
    close() {}
  }
  return { handlers, render, init: vi.fn(), OneTap };
});
vi.mock("@vkid/sdk", () => ({
  Config: { init: sdk.init },
  OneTap: sdk.OneTap,
  WidgetEvents: { LOAD: "common: load", ERROR: "common: error" },
  ConfigAuthMode: { Redirect: "redirect" },
  ConfigResponseMode: { Redirect: "redirect" },
  Scheme: { LIGHT: "light" },
  Languages: { RUS: 0, ENG: 3 },
  OAuthName: { OK: "ok_ru", MAIL: "mail_ru" },
}));

beforeEach(async () => {
  await i18n.changeLanguage("en");
  sessionStorage.clear();
});

/** The widget with the server's settings naming VK ID app `appId` (null: not configured). */
function renderWidget(appId: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, siteSettings({ vkid_app_id: appId }));
  return render(
    <QueryClientProvider client={queryClient}>
      <VkOneTap />
    </QueryClientProvider>,
  );
}

describe("VkOneTap", () => {
  it("is hidden when no VK app id is configured", () => {
    const { container } = renderWidget(null);
    expect(container.innerHTML).toBe("");
  });

  it("renders the SDK's one-tap button with a fresh, remembered state", async () => {
    const { container } = renderWidget("51234567");
    expect(screen.getByText("or")).toBeTruthy();
    expect(screen.getByText("Loading VK ID sign-in…")).toBeTruthy();
    await waitFor(() => expect(sdk.render).toHaveBeenCalled());
    const config = sdk.init.mock.calls[0]?.[0] as { app: number; redirectUrl: string; state: string };
    expect(config.app).toBe(51234567);
    expect(config.redirectUrl).toBe(`${window.location.origin}/oauth/vk/callback`);
    expect(config.state).toHaveLength(48);
    expect(takeVkLogin()?.state).toBe(config.state);
    expect(sdk.render.mock.calls[0]?.[0]).toMatchObject({ styles: { height: 44, borderRadius: 8 } });

    act(() => sdk.handlers.get("common: load")?.());
    await waitFor(() => expect(container.querySelector('[data-vk-state="loaded"]')).toBeTruthy());
  });
});
