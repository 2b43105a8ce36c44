import type { TPaymentHistoryEntry } from "@mandala/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { recordFetch, renderRoute, signInAs } from "../../../test/fixtures.tsx";
import { PaymentHistory } from "./payment-history.tsx";

const entry = (extra: Partial<TPaymentHistoryEntry>): TPaymentHistoryEntry => ({
  id: "0b9e6f2a-4a3c-4f5e-9d7a-2c1b0a9e8d7c",
  order_number: "0B9E6F2A",
  kind: "subscription",
  renewal: false,
  item: "Продвинутый",
  amount: 990,
  currency: "RUB",
  created_at: "2026-11-20T10:00:00.000Z",
  status: "paid",
  refund: null,
  receipt_email: "anna@example.com",
  receipt_sample: false,
  ...extra,
});

describe("PaymentHistory", () => {
  it("lists payments, renewals and a refund with amount, date, order number, status and receipt", async () => {
    signInAs();
    recordFetch(({ url }) =>
      url.pathname === "/api/payments"
        ? {
            body: {
              payments: [
                entry({
                  id: "1b9e6f2a-4a3c-4f5e-9d7a-2c1b0a9e8d7c",
                  order_number: "1B9E6F2A",
                  kind: "learning_set",
                  item: "Любовь к себе",
                  amount: 490,
                  status: "refunded",
                  refund: { amount: 490, created_at: "2026-11-22T10:00:00.000Z" },
                }),
                entry({
                  id: "2b9e6f2a-4a3c-4f5e-9d7a-2c1b0a9e8d7c",
                  renewal: true,
                  status: "declined",
                  receipt_email: null,
                }),
                entry({ receipt_sample: true }),
              ],
            },
          }
        : undefined,
    );
    renderRoute(<PaymentHistory />, "/profile");
    const items = await screen.findAllByRole("listitem");
    const text = items.map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, " "));
    expect(text[0]).toContain("Набор «Любовь к себе»");
    expect(text[0]).toContain("Возврат оформлен");
    expect(text[0]).toContain("490 ₽");
    expect(text[0]).toContain("20 ноября 2026 · заказ № 1B9E6F2A");
    expect(text[0]).toContain("Возврат 490 ₽ оформлен 22 ноября 2026.");
    expect(text[0]).toContain("Кассовый чек отправлен на anna@example.com.");
    expect(text[0]).not.toContain("Истекла");
    expect(text[1]).toContain("Продление тарифа «Продвинутый»");
    expect(text[1]).toContain("Списание не прошло");
    expect(text[1]).not.toContain("чек");
    expect(text[2]).toContain("Тариф «Продвинутый»");
    expect(text[2]).toContain("Тестовый режим оплаты: образец чека отправлен на anna@example.com.");
  });

  it("says when there is nothing yet, and offers a retry when the history cannot be read", async () => {
    signInAs();
    let fail = true;
    recordFetch(({ url }) =>
      url.pathname === "/api/payments"
        ? fail
          ? { status: 503, body: { error: "down" } }
          : { body: { payments: [] } }
        : undefined,
    );
    renderRoute(<PaymentHistory />, "/profile");
    expect(await screen.findByText("Не удалось загрузить историю платежей.")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Повторить" }));
    expect(await screen.findByText("Платежей пока не было.")).toBeTruthy();
  });

  it("downloads a paid payment's confirmation with the bearer token, in the page's language", async () => {
    signInAs();
    let failing = false;
    const seen = recordFetch(({ url }) =>
      url.pathname === "/api/payments"
        ? {
            body: {
              payments: [
                entry({}),
                entry({
                  id: "2b9e6f2a-4a3c-4f5e-9d7a-2c1b0a9e8d7c",
                  renewal: true,
                  status: "declined",
                  receipt_email: null,
                }),
              ],
            },
          }
        : url.pathname === "/api/payments/0b9e6f2a-4a3c-4f5e-9d7a-2c1b0a9e8d7c/confirmation.pdf"
          ? failing
            ? { status: 404, body: { code: "billing.paymentNotFound", error: "Платёж не найден" } }
            : { body: "%PDF" }
          : undefined,
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:pdf");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(<PaymentHistory />, "/profile");
    const [paid, declined] = await screen.findAllByRole("listitem");
    // A declined charge has nothing to confirm.
    expect(within(declined as HTMLElement).queryByRole("button")).toBeNull();
    const button = within(paid as HTMLElement).getByRole("button", { name: "Скачать подтверждение (PDF)" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("Подтверждение оплаты 0B9E6F2A.pdf");
    const request = seen.find(({ url }) => url.pathname.endsWith("/confirmation.pdf"));
    expect(request?.url.searchParams.get("lang")).toBe("ru");
    expect(request?.headers.get("authorization")).toMatch(/^Bearer /);

    failing = true;
    await user.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe("Платёж не найден");
  });
});
