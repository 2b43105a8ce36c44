import type { TAccountExport } from "@mandala/contract";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n/index.ts";
import { profileFixture } from "../../test/fixtures.tsx";
import { EXPORT_POLL_MS } from "./api/account-export.ts";
import { renderProfilePage, stubFetch } from "./test/render.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("ru");
});
afterEach(() => {
  vi.useRealTimers();
});

const NONE: TAccountExport = {
  state: "none",
  requested_at: null,
  ready_at: null,
  expires_at: null,
  size: null,
  download_url: null,
  left_today: 3,
};
const PREPARING: TAccountExport = {
  ...NONE,
  state: "preparing",
  requested_at: "2026-11-26T09:00:00.000Z",
  left_today: 2,
};
const READY: TAccountExport = {
  ...PREPARING,
  state: "ready",
  ready_at: "2026-11-26T09:01:00.000Z",
  expires_at: "2026-12-03T09:01:00.000Z",
  size: 1_258_291,
  download_url: "/api/auth/account/export/download/1.abc.2.sig",
};

/** The profile's server, with the export in `state.current`; `post` answers the request. */
function serve(state: { current: TAccountExport }, post: () => { status?: number; body?: unknown }) {
  return stubFetch((method, path) => {
    if (path === "/api/auth/userinfo/") return { body: profileFixture() };
    if (path !== "/api/auth/account/export/") return undefined;
    return method === "POST" ? post() : { body: state.current };
  });
}

describe("the profile's data export", () => {
  it("asks for the archive, says it is being prepared, then gives its link", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true,
    });
    const state = { current: NONE };
    const fetch = serve(state, () => {
      state.current = PREPARING;
      return { status: 202, body: PREPARING };
    });
    renderProfilePage();
    const card = await screen.findByRole("region", { name: "Ваши данные" });
    await userEvent.click(await within(card).findByRole("button", { name: "Скачать мои данные" }));
    expect(await within(card).findByText(/^Архив готовится…/)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);

    // The job finishes; the card looks again on its own.
    state.current = READY;
    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    const link = await within(card).findByRole("link", { name: "Скачать архив (1,2 МБ)" });
    expect(link.getAttribute("href")).toBe(READY.download_url);
    expect(
      within(card).getByText("Архив готов. Ссылка действует до 3 декабря 2026, потом архив удаляется."),
    ).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Собрать заново" })).toBeTruthy();
  });

  it("stops looking when a look fails, and says to reload", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true,
    });
    let looks = 0;
    stubFetch((method, path) => {
      if (path === "/api/auth/userinfo/") return { body: profileFixture() };
      if (path !== "/api/auth/account/export/" || method !== "GET") return undefined;
      looks += 1;
      return looks === 1 ? { body: PREPARING } : { status: 503, body: { error: "Сервер недоступен" } };
    });
    renderProfilePage();
    const card = await screen.findByRole("region", { name: "Ваши данные" });
    expect(await within(card).findByText(/^Архив готовится…/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    expect(
      await within(card).findByText("Не удалось узнать, готов ли архив. Обновите страницу."),
    ).toBeTruthy();
    const afterFailure = looks;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(looks).toBe(afterFailure);
  });

  it("speaks English on an English page", async () => {
    await i18n.changeLanguage("en");
    serve({ current: READY }, () => ({ status: 500 }));
    renderProfilePage();
    const card = await screen.findByRole("region", { name: "Your data" });
    expect(await within(card).findByRole("link", { name: "Download the archive (1.2 MB)" })).toBeTruthy();
    expect(
      within(card).getByText(/^The archive is ready\. The link works until December 3, 2026/),
    ).toBeTruthy();
  });

  it("shows the server's refusal in the page's language", async () => {
    const state = { current: NONE };
    serve(state, () => ({
      status: 409,
      body: { code: "auth.exportInProgress", detail: "Архив с вашими данными уже готовится." },
    }));
    renderProfilePage();
    const card = await screen.findByRole("region", { name: "Ваши данные" });
    await userEvent.click(await within(card).findByRole("button", { name: "Скачать мои данные" }));
    expect(await within(card).findByText("Архив с вашими данными уже готовится.")).toBeTruthy();
  });

  it("offers no request once the day's exports are used", async () => {
    serve({ current: { ...READY, left_today: 0 } }, () => ({ status: 500 }));
    renderProfilePage();
    const card = await screen.findByRole("region", { name: "Ваши данные" });
    const again = await within(card).findByRole("button", { name: "Собрать заново" });
    expect(again).toHaveProperty("disabled", true);
    expect(within(card).getByText(/^На сегодня запросы архива закончились/)).toBeTruthy();
  });
});
