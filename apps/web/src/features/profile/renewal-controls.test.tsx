import type { TSubscriptionReply } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { profileFixture, subscriptionFixture as subscription } from "../../test/fixtures.tsx";
import { renderProfilePage, stubFetch } from "./test/render.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("ru");
});

const monthly = (enabled: boolean): TSubscriptionReply =>
  subscription({
    status: enabled ? "active" : "canceled",
    is_active: true,
    plan_id: 2,
    plan_name: "Продвинутый",
    expiry_date: "2026-12-23T10:00:00.000Z",
    renewal: {
      enabled,
      next_charge_date: enabled ? "2026-12-23T10:00:00.000Z" : null,
      amount: 990,
      card: { last4: "4242", type: "Mir" },
    },
  });

describe("the renewal of a monthly plan in the profile", () => {
  it("shows the next charge, turns renewal off and back on", async () => {
    let enabled = true;
    const fetch = stubFetch((method, path, init) => {
      if (method === "GET" && path === "/api/auth/userinfo/") return { body: profileFixture() };
      if (method === "GET" && path === "/draw/api/v1/free/subscription/") return { body: monthly(enabled) };
      if (method === "POST" && path === "/draw/api/v1/free/subscription/renewal/") {
        enabled = JSON.parse(String(init?.body)).enabled;
        return { body: monthly(enabled) };
      }
      return undefined;
    });
    renderProfilePage();
    expect(await screen.findByText(/Следующее списание — 23 декабря 2026: 990/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Отключить автопродление" }));
    // Asked once: keeping it as it is sends nothing.
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "Отключить автопродление? Тариф будет действовать до 23 декабря 2026, списаний больше не будет.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Оставить как есть" }));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Отключить автопродление" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Отключить автопродление" }),
    );
    expect(
      await screen.findByText("Автопродление отключено: тариф действует до 23 декабря 2026 и не продлится."),
    ).toBeTruthy();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({ enabled: false });

    await userEvent.click(screen.getByRole("button", { name: "Включить автопродление" }));
    expect(await screen.findByRole("button", { name: "Отключить автопродление" })).toBeTruthy();
  });

  it("says so when the server refuses, in the server's words", async () => {
    stubFetch((method, path) => {
      if (method === "GET" && path === "/api/auth/userinfo/") return { body: profileFixture() };
      if (method === "GET" && path === "/draw/api/v1/free/subscription/") return { body: monthly(true) };
      if (method === "POST") {
        return {
          status: 409,
          body: {
            error:
              "Автопродление можно включить или отключить только у действующего тарифа с автопродлением, оплаченного картой",
            detail: "",
            code: "billing.noRenewal",
          },
        };
      }
      return undefined;
    });
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Отключить автопродление" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Отключить автопродление" }),
    );
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /только у действующего тарифа с автопродлением/,
    );
  });

  it("shows nothing about renewal for a trial or a one-time plan", async () => {
    stubFetch((method, path) => {
      if (method === "GET" && path === "/api/auth/userinfo/") return { body: profileFixture() };
      if (method === "GET" && path === "/draw/api/v1/free/subscription/")
        return { body: subscription({ status: "trial", is_active: true }) };
      return undefined;
    });
    renderProfilePage();
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByText("Автопродление")).toBeNull();
  });

  it("shows the saved card and removes it after asking once; then says until when the plan works", async () => {
    let card = true;
    const fetch = stubFetch((method, path) => {
      if (method === "GET" && path === "/api/auth/userinfo/") return { body: profileFixture() };
      const current = card ? monthly(true) : { ...monthly(false), renewal: null };
      if (method === "GET" && path === "/draw/api/v1/free/subscription/") return { body: current };
      if (method === "DELETE" && path === "/draw/api/v1/free/subscription/card/") {
        card = false;
        return { body: { ...monthly(false), renewal: null } };
      }
      return undefined;
    });
    renderProfilePage();
    expect(await screen.findByText("Сохранённая карта: Мир •••• 4242")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Удалить карту" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "Удалить сохранённую карту? Автопродление отключится: тариф будет действовать до 23 декабря 2026",
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Удалить карту" }));
    expect(
      await screen.findByText(
        "Карта удалена, автопродление отключено: тариф действует до 23 декабря 2026, до конца оплаченного периода.",
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
    expect(screen.queryByText(/4242/)).toBeNull();
  });
});
