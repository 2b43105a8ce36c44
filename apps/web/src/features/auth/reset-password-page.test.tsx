import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readSession } from "../../api/session.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture } from "../../test/fixtures.tsx";
import { signInReply } from "../../test/tokens.ts";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";
import { type FakeAnswer, jsonBody, renderRoute, stubFetch } from "./test/render.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("ru");
});

const USED: FakeAnswer = {
  status: 410,
  body: {
    code: "auth.resetLinkUsed",
    detail:
      "Эта ссылка уже использована: пароль по ней уже задан. Войдите с новым паролем или запросите новую ссылку.",
  },
};

describe("ForgotPasswordPage", () => {
  it("sends the address and shows the server's answer, the same for every address", async () => {
    const fetch = stubFetch((url) =>
      url.pathname === "/api/auth/password-reset/"
        ? { status: 202, body: { detail: "Если этот адрес указан в аккаунте, на него отправлено письмо." } }
        : undefined,
    );
    renderRoute(<ForgotPasswordPage />, "/forgot-password");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(await screen.findByText("Введите адрес эл. почты.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Эл. почта"), "anna@example.com");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Если этот адрес указан в аккаунте, на него отправлено письмо.",
    );
    expect(jsonBody(fetch.mock.calls[0]?.[1])).toEqual({ email: "anna@example.com" });
  });

  it("sends a .рф address typed in Cyrillic or in punycode as the same address", async () => {
    const fetch = stubFetch((url) =>
      url.pathname === "/api/auth/password-reset/"
        ? { status: 202, body: { detail: "Если этот адрес указан в аккаунте, на него отправлено письмо." } }
        : undefined,
    );
    renderRoute(<ForgotPasswordPage />, "/forgot-password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Эл. почта"), "тест@xn--80a1acny.xn--p1ai");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(jsonBody(fetch.mock.calls[0]?.[1])).toEqual({ email: "тест@почта.рф" });
  });

  it("says how long to wait when the address was asked for too often", async () => {
    stubFetch(() => ({
      status: 429,
      body: {
        code: "auth.resetTooMany",
        detail: "Письмо для восстановления уже запрашивали несколько раз. Попробуйте снова через 60 мин.",
      },
    }));
    renderRoute(<ForgotPasswordPage />, "/forgot-password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Эл. почта"), "anna@example.com");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Попробуйте снова через 60 мин.");
  });
});

describe("ResetPasswordPage", () => {
  it("sets the new password, starts the session and opens the profile", async () => {
    const fetch = stubFetch((url) => {
      if (url.pathname === "/api/auth/password-reset/good-token")
        return { body: { valid: true, expires_at: "x" } };
      if (url.pathname === "/api/auth/password-reset/confirm/") return { body: signInReply() };
      if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
      return undefined;
    });
    const { router } = renderRoute(<ResetPasswordPage />, "/reset-password?token=good-token");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Новый пароль"), "new-secret");
    await user.type(screen.getByLabelText("Повторите пароль"), "other-secret");
    await user.click(screen.getByRole("button", { name: "Сохранить и войти" }));
    expect(await screen.findByText("Пароли не совпадают.")).toBeTruthy();

    await user.clear(screen.getByLabelText("Повторите пароль"));
    await user.type(screen.getByLabelText("Повторите пароль"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Сохранить и войти" }));
    await screen.findByTestId("elsewhere");
    expect(router.state.location.pathname + router.state.location.search).toBe("/profile?password=reset");
    expect(readSession()?.user.id).toBe(profileFixture().id);
    const confirm = fetch.mock.calls.find(([input]) => String(input).endsWith("/confirm/"));
    expect(jsonBody(confirm?.[1])).toEqual({ token: "good-token", password: "new-secret" });
  });

  it("says a used link is used, with the way to ask for a new one", async () => {
    stubFetch(() => USED);
    renderRoute(<ResetPasswordPage />, "/reset-password?token=used-token");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Ссылка уже использована");
    expect(alert.textContent).toContain("Войдите с новым паролем или запросите новую ссылку.");
    expect(screen.getByRole("link", { name: "Запросить новую ссылку" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("Новый пароль")).toBeNull();
  });

  it("says an expired link has expired, in English on an English page", async () => {
    await i18n.changeLanguage("en");
    stubFetch(() => ({
      status: 410,
      body: {
        code: "auth.resetLinkExpired",
        detail: "This link has expired (it works for an hour). Please ask for a new one.",
      },
    }));
    renderRoute(<ResetPasswordPage />, "/reset-password?token=old-token");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This link does not work");
    expect(alert.textContent).toContain("This link has expired");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
  });

  it("turns to the link's problem when it was used in another tab meanwhile", async () => {
    stubFetch((url) => {
      if (url.pathname === "/api/auth/password-reset/raced")
        return { body: { valid: true, expires_at: "x" } };
      if (url.pathname === "/api/auth/password-reset/confirm/") return USED;
      return undefined;
    });
    renderRoute(<ResetPasswordPage />, "/reset-password?token=raced");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Новый пароль"), "new-secret");
    await user.type(screen.getByLabelText("Повторите пароль"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Сохранить и войти" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Ссылка уже использована");
    expect(readSession()).toBeNull();
  });
});
