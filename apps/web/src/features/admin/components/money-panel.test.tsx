import type { TAdminPayment } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { recordFetch, renderRoute } from "../../../test/fixtures.tsx";
import { MoneyPanel } from "./money-panel.tsx";

const paid: TAdminPayment = {
  id: "0b9e6f2a-4a3c-4f5e-9d7a-2c1b0a9e8d7c",
  status: "succeeded",
  kind: "learning_set",
  order_number: "0B9E6F2A",
  amount: 790,
  email: "reader@example.com",
  item: "Спокойный сон",
  created_at: "2026-11-20T10:00:00.000Z",
  refund: null,
  cancellation: null,
};

const page = <T,>(items: T[]) => ({ items, page: 1, page_size: 20, total: items.length });

describe("MoneyPanel", () => {
  it("finds a payment by the order number a buyer quotes, and shows each payment's number", async () => {
    const seen = recordFetch(({ url }) => {
      if (url.pathname === "/api/admin/payments") return { body: page([paid]) };
      if (url.pathname === "/api/admin/subscriptions" || url.pathname === "/api/admin/purchases")
        return { body: page([]) };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<MoneyPanel />, "/admin");

    expect(await screen.findByText(/№ 0B9E6F2A/)).toBeTruthy();
    await user.type(screen.getByLabelText("Номер заказа"), "0b9e6f2a");
    await user.click(screen.getByRole("button", { name: "Показать" }));
    expect(seen.some((r) => r.url.searchParams.get("order") === "0b9e6f2a")).toBe(true);
  });

  it("shows a refund YooKassa canceled with its reason, and offers to try again", async () => {
    const refused: TAdminPayment = {
      ...paid,
      refund: {
        id: "5a1c3e2b-7d4f-4e6a-8b9c-0d1e2f3a4b5c",
        status: "canceled",
        amount: 790,
        created_at: "2026-11-21T10:00:00.000Z",
        cancellation_reason: "insufficient_funds",
        made_at_provider: false,
        partial: false,
      },
    };
    recordFetch(({ url }) => {
      if (url.pathname === "/api/admin/payments") return { body: page([refused]) };
      if (url.pathname === "/api/admin/subscriptions" || url.pathname === "/api/admin/purchases")
        return { body: page([]) };
      return undefined;
    });
    renderRoute(<MoneyPanel />, "/admin");
    expect(await screen.findByText("insufficient_funds")).toBeTruthy();
    expect(screen.getByText(/отменён ЮKassa, можно повторить/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Вернуть деньги" })).toBeTruthy();
  });

  it("shows a partial refund made in YooKassa's cabinet, without the refund button", async () => {
    const partly: TAdminPayment = {
      ...paid,
      refund: {
        id: "5a1c3e2b-7d4f-4e6a-8b9c-0d1e2f3a4b5c",
        status: "succeeded",
        amount: 300,
        created_at: "2026-11-21T10:00:00.000Z",
        cancellation_reason: null,
        made_at_provider: true,
        partial: true,
      },
    };
    recordFetch(({ url }) => {
      if (url.pathname === "/api/admin/payments") return { body: page([partly]) };
      if (url.pathname === "/api/admin/subscriptions" || url.pathname === "/api/admin/purchases")
        return { body: page([]) };
      return undefined;
    });
    renderRoute(<MoneyPanel />, "/admin");
    expect(await screen.findByText(/сделан в личном кабинете ЮKassa/)).toBeTruthy();
    expect(screen.getByText(/частичный, доступ не отозван/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Вернуть деньги" })).toBeNull();
  });

  it("shows why a payment was canceled: YooKassa's reason and what it means", async () => {
    const declined: TAdminPayment = {
      ...paid,
      status: "canceled",
      cancellation: { party: "payment_network", reason: "permission_revoked" },
    };
    recordFetch(({ url }) => {
      if (url.pathname === "/api/admin/payments") return { body: page([declined]) };
      if (url.pathname === "/api/admin/subscriptions" || url.pathname === "/api/admin/purchases")
        return { body: page([]) };
      return undefined;
    });
    renderRoute(<MoneyPanel />, "/admin");
    expect(await screen.findByText("permission_revoked")).toBeTruthy();
    expect(screen.getByText(/разрешение на автоплатежи отозвано/)).toBeTruthy();
  });

  it("filters payments, and refunds one after a confirmation, once for a double click", async () => {
    let refunded = false;
    const seen = recordFetch(({ url, method }) => {
      if (url.pathname === "/api/admin/payments")
        return { body: page([refunded ? { ...paid, status: "refunded" } : paid]) };
      if (url.pathname === `/api/admin/payments/${paid.id}/refund` && method === "POST") {
        refunded = true;
        return { body: { id: paid.id, status: "succeeded", amount: 790, created_at: paid.created_at } };
      }
      if (url.pathname === "/api/admin/subscriptions" || url.pathname === "/api/admin/purchases")
        return { body: page([]) };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<MoneyPanel />, "/admin");

    await user.type(screen.getByLabelText("Эл. почта"), "reader");
    await user.selectOptions(screen.getByLabelText("Статус"), "succeeded");
    await user.click(screen.getByRole("button", { name: "Показать" }));
    expect(
      seen.some((r) => r.url.search.includes("email=reader") && r.url.search.includes("status=succeeded")),
    ).toBe(true);

    await user.click(await screen.findByRole("button", { name: "Вернуть деньги" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent?.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "Вернуть 790 ₽ покупателю reader@example.com? Возврат нельзя отменить: ссылки на набор перестанут работать.",
    );
    await user.dblClick(within(dialog).getByRole("button", { name: "Да, вернуть" }));
    expect(await screen.findByText("возвращён", { selector: "span" })).toBeTruthy();
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Вернуть деньги" })).toBeNull();
  });

  it("asks about a subscription's refund in a subscription's words", async () => {
    const plan = { ...paid, kind: "subscription" as const, item: "Продвинутый" };
    recordFetch(({ url }) => {
      if (url.pathname === "/api/admin/payments") return { body: page([plan]) };
      if (url.pathname === "/api/admin/subscriptions" || url.pathname === "/api/admin/purchases")
        return { body: page([]) };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<MoneyPanel />, "/admin");
    await user.click(await screen.findByRole("button", { name: "Вернуть деньги" }));
    const text = screen.getByRole("alertdialog").textContent ?? "";
    expect(text).toContain("Возврат нельзя отменить: подписка сразу завершится.");
    expect(text).not.toContain("набор");
  });
});
