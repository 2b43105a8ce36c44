import type { TAccountSecurity, TSession } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { profileFixture } from "../../test/fixtures.tsx";
import { renderProfilePage, stubFetch } from "./test/render.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("ru");
});

const security = (overrides: Partial<TAccountSecurity> = {}): TAccountSecurity => ({
  has_password: true,
  email: "anna@example.com",
  email_verified: true,
  pending_email: null,
  vk_linked: false,
  ...overrides,
});

const session = (id: string, userAgent: string, current: boolean): TSession => ({
  id,
  user_agent: userAgent,
  ip: current ? "10.0.0.1" : "10.0.0.2",
  last_seen: "2026-11-26T09:05:00.000Z",
  signed_in_at: "2026-11-20T09:05:00.000Z",
  current,
});
const LAPTOP = session(
  "11111111-1111-4111-8111-111111111111",
  "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36",
  true,
);
const PHONE = session(
  "22222222-2222-4222-8222-222222222222",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1",
  false,
);

/** The profile's server: `extra` answers the calls a test is about. */
function serve(
  state: { security?: TAccountSecurity; sessions?: TSession[] },
  extra: (
    method: string,
    path: string,
    init?: RequestInit,
  ) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  return stubFetch((method, path, init) => {
    const answer = extra(method, path, init);
    if (answer) return answer;
    if (path === "/api/auth/userinfo/") return { body: profileFixture() };
    if (path === "/api/auth/account/security/") return { body: state.security ?? security() };
    if (path === "/api/auth/sessions/") return { body: { sessions: state.sessions ?? [LAPTOP] } };
    return undefined;
  });
}

describe("the profile's devices", () => {
  it("lists the devices, marks this one, and signs another out", async () => {
    const state = { sessions: [LAPTOP, PHONE] };
    const fetch = serve(state, (method, path) => {
      if (method !== "DELETE") return undefined;
      state.sessions = [LAPTOP];
      return path === `/api/auth/sessions/${PHONE.id}` ? { body: { ended: 1 } } : { status: 404 };
    });
    renderProfilePage();
    const devices = await screen.findByRole("region", { name: "Устройства" });
    expect(await within(devices).findByText("Safari · iOS")).toBeTruthy();
    expect(within(devices).getByText("Chrome · Windows")).toBeTruthy();
    expect(within(devices).getByText("это устройство")).toBeTruthy();
    expect(within(devices).getByText(/IP 10\.0\.0\.2 · активность 26 ноября 2026/)).toBeTruthy();

    await userEvent.click(
      within(devices).getByRole("button", { name: "Выйти на устройстве «Safari · iOS»" }),
    );
    expect(await within(devices).findByText("Других устройств, где выполнен вход, нет.")).toBeTruthy();
    expect(within(devices).queryByText("Safari · iOS")).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("signs out every other device", async () => {
    const state = { sessions: [LAPTOP, PHONE, { ...PHONE, id: "33333333-3333-4333-8333-333333333333" }] };
    serve(state, (method, path) => {
      if (method !== "POST" || path !== "/api/auth/sessions/sign-out-others/") return undefined;
      state.sessions = [LAPTOP];
      return { body: { ended: 2 } };
    });
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Выйти на всех других" }));
    expect(await screen.findByText("Других устройств, где выполнен вход, нет.")).toBeTruthy();
  });
});

describe("the profile's password and e-mail", () => {
  it("offers an unconfirmed address a new letter, and says where it went", async () => {
    const fetch = serve({ security: security({ email_verified: false }) }, (method, path) =>
      method === "POST" && path === "/api/auth/verify-email/resend/"
        ? { status: 202, body: { detail: "Отправили новую ссылку на anna@example.com." } }
        : undefined,
    );
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Отправить письмо ещё раз" }));
    const sent = await screen.findByText("Отправили новую ссылку на anna@example.com.");
    expect(sent.getAttribute("role")).toBe("status");
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("offers no new letter for a confirmed address", async () => {
    serve({});
    renderProfilePage();
    await screen.findByText("anna@example.com");
    expect(screen.queryByRole("button", { name: "Отправить письмо ещё раз" })).toBeNull();
  });

  it("asks for the current password and shows the server's refusal, then the change", async () => {
    let attempts = 0;
    serve({}, (method, path, init) => {
      if (method !== "POST" || path !== "/api/auth/password/") return undefined;
      attempts += 1;
      const body = JSON.parse(String(init?.body));
      if (body.current_password !== "right-one")
        return { status: 400, body: { code: "auth.wrongPassword", detail: "Текущий пароль введён неверно" } };
      return { status: 204 };
    });
    renderProfilePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Сменить пароль" }));
    await user.type(screen.getByLabelText("Новый пароль"), "new-secret");
    await user.type(screen.getByLabelText("Повторите новый пароль"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Сохранить пароль" }));
    expect(await screen.findByText("Введите текущий пароль.")).toBeTruthy();
    expect(attempts).toBe(0);

    await user.type(screen.getByLabelText("Текущий пароль"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Сохранить пароль" }));
    expect(await screen.findByText("Текущий пароль введён неверно")).toBeTruthy();

    await user.clear(screen.getByLabelText("Текущий пароль"));
    await user.type(screen.getByLabelText("Текущий пароль"), "right-one");
    await user.click(screen.getByRole("button", { name: "Сохранить пароль" }));
    expect(await screen.findByText("Пароль изменён. Остальные устройства вышли из аккаунта.")).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("says when a change never reached the server, then sends it once the connection is back", async () => {
    let online = false;
    serve({}, (method, path) => {
      if (method !== "POST" || path !== "/api/auth/email/") return undefined;
      if (!online) throw new TypeError("Failed to fetch");
      return { status: 202, body: { detail: "Мы отправили ссылку на new@example.com." } };
    });
    renderProfilePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Изменить e-mail" }));
    await user.type(screen.getByLabelText("Новый адрес"), "new@example.com");
    await user.type(screen.getByLabelText("Текущий пароль"), "right-one");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(
      await screen.findByText("Нет связи с сервером. Проверьте подключение и попробуйте ещё раз."),
    ).toBeTruthy();
    online = true;
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(await screen.findByText("Мы отправили ссылку на new@example.com.", { exact: false })).toBeTruthy();
  });

  it("lets a VK ID account without a password or address set both", async () => {
    serve(
      { security: security({ has_password: false, email: null, email_verified: false, vk_linked: true }) },
      (method, path) =>
        method === "POST" && path === "/api/auth/email/"
          ? { status: 202, body: { detail: "Мы отправили ссылку на vera@example.com." } }
          : undefined,
    );
    renderProfilePage();
    const user = userEvent.setup();
    expect(await screen.findByText(/Адрес не указан/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Задать пароль" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Указать e-mail" }));
    expect(screen.queryByLabelText("Текущий пароль")).toBeNull();
    await user.type(screen.getByLabelText("Новый адрес"), "vera@example.com");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(await screen.findByText("Мы отправили ссылку на vera@example.com.")).toBeTruthy();
  });

  it("takes a Cyrillic .рф address as the new one, and refuses what is no address in the page's language", async () => {
    let sent: unknown;
    serve({ security: security({ has_password: false }) }, (method, path, init) => {
      if (method !== "POST" || path !== "/api/auth/email/") return undefined;
      sent = JSON.parse(String(init?.body));
      return { status: 202, body: { detail: "Мы отправили ссылку на тест@почта.рф." } };
    });
    renderProfilePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Изменить e-mail" }));
    await user.type(screen.getByLabelText("Новый адрес"), "тест@почта");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(await screen.findByText("Введите корректный адрес эл. почты.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Новый адрес"));
    await user.type(screen.getByLabelText("Новый адрес"), "Тест@Почта.РФ");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(await screen.findByText("Мы отправили ссылку на тест@почта.рф.")).toBeTruthy();
    expect(sent).toEqual({ email: "тест@почта.рф" });
  });

  it("shows a change waiting for its link, and the address in force", async () => {
    serve({
      security: security({ pending_email: { email: "new@example.com", expires_at: "2026-11-27T10:00:00Z" } }),
    });
    renderProfilePage();
    expect(await screen.findByText("anna@example.com")).toBeTruthy();
    expect(await screen.findByText(/Ждёт подтверждения: new@example\.com/)).toBeTruthy();
  });

  it("confirms a password reset when the profile opens after one", async () => {
    serve({});
    renderProfilePage("/profile?password=reset");
    expect(
      await screen.findByText("Новый пароль сохранён, вы вошли. Все остальные устройства вышли из аккаунта."),
    ).toBeTruthy();
  });
});
