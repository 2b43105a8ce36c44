import type { TAccountDeletionPreview } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readSession } from "../../api/session.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture, siteSettings } from "../../test/fixtures.tsx";
import { renderProfilePage, stubFetch } from "./test/render.tsx";

const PAID: TAccountDeletionPreview = {
  confirm_by: "password",
  email: null,
  subscription: { plan_name: "Продвинутый", days_remaining: 21, drawings_remaining: 42 },
  sets: ["Деньги и изобилие"],
  mandalas: 3,
};

/** The profile's server, answering the deletion's calls with `preview` and `onDelete`. */
function serve(
  preview: TAccountDeletionPreview,
  onDelete: (body: { password?: string }) => { status?: number; body?: unknown },
  settings = siteSettings(),
) {
  return stubFetch((method, path, init) => {
    if (path === "/api/auth/userinfo/") return { body: profileFixture() };
    if (path === "/draw/api/v1/free/site/") return { body: settings };
    if (path === "/api/auth/account/deletion/" && method === "GET") return { body: preview };
    if (path === "/api/auth/account/deletion/" && method === "POST")
      return onDelete(JSON.parse(String(init?.body)));
    return undefined;
  });
}

describe("the profile's account deletion", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("says what a paid period loses, refuses a wrong password, then deletes and leaves", async () => {
    const fetch = serve(PAID, ({ password }) =>
      password === "right-one"
        ? { status: 204 }
        : { status: 400, body: { code: "auth.wrongPassword", detail: "Текущий пароль введён неверно" } },
    );
    const router = renderProfilePage();
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Удалить аккаунт" });
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/deletion/"))).toBe(false);
    await user.click(within(card).getByRole("button", { name: "Удалить аккаунт…" }));

    const losses = await within(card).findByRole("note", { name: "Что вы потеряете" });
    expect(losses.textContent).toContain(
      "Оплаченный тариф «Продвинутый»: остался 21 день и 42 рисования. Продление отменится",
    );
    expect(losses.textContent).toContain(
      "Ссылки на купленные наборы перестанут работать: Деньги и изобилие.",
    );
    expect(losses.textContent).toContain("3 сохранённые мандалы с раскрасками");

    const submit = within(card).getByRole("button", { name: "Удалить аккаунт навсегда" });
    await user.click(submit);
    expect(within(card).getByText("Введите пароль, чтобы подтвердить удаление")).toBeTruthy();
    await user.type(within(card).getByLabelText("Пароль"), "wrong-one");
    await user.click(submit);
    expect(await within(card).findByText("Текущий пароль введён неверно")).toBeTruthy();
    expect(readSession()).not.toBeNull();

    await user.clear(within(card).getByLabelText("Пароль"));
    await user.type(within(card).getByLabelText("Пароль"), "right-one");
    await user.click(submit);
    expect(await screen.findByText("elsewhere")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/account-deletion");
    expect(readSession()).toBeNull();
  });

  it("sends a confirmation link to an account without a password", async () => {
    const preview = {
      ...PAID,
      confirm_by: "email" as const,
      email: "anna@example.com",
      subscription: null,
      sets: [],
    };
    serve(preview, (body) =>
      body.password === undefined
        ? { status: 202, body: { detail: "Мы отправили ссылку для удаления аккаунта на anna@example.com." } }
        : { status: 400 },
    );
    renderProfilePage();
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Удалить аккаунт" });
    await user.click(within(card).getByRole("button", { name: "Удалить аккаунт…" }));
    expect(
      await within(card).findByText(/ссылку для подтверждения мы отправим на anna@example\.com/),
    ).toBeTruthy();
    expect(within(card).queryByText(/Оплаченный тариф/)).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Отправить ссылку" }));
    expect(await within(card).findByRole("status")).toHaveProperty(
      "textContent",
      "Мы отправили ссылку для удаления аккаунта на anna@example.com.",
    );
    expect(readSession()).not.toBeNull();
  });

  it("names the support address to write to about a refund before deleting", async () => {
    serve(PAID, () => ({ status: 204 }), siteSettings({ support_email: "help@mandala-shop.ru" }));
    renderProfilePage();
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Удалить аккаунт" });
    await user.click(within(card).getByRole("button", { name: "Удалить аккаунт…" }));
    const losses = await within(card).findByRole("note", { name: "Что вы потеряете" });
    const link = await within(losses).findByRole("link", { name: "help@mandala-shop.ru" });
    expect(link.getAttribute("href")).toBe("mailto:help@mandala-shop.ru");
    expect(link.closest("p")?.textContent).toBe(
      "Вопросы об удалении или возврате денег — напишите нам: help@mandala-shop.ru",
    );
  });
});
