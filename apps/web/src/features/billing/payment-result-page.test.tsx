import type { TPaymentInfo } from "@mandala/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSetLinks } from "../../api/paid-set-links.ts";
import { profileFixture, recordFetch, renderRoute, signInAs } from "../../test/fixtures.tsx";
import { detail } from "../../test/learning-sets.ts";
import { POLL_INTERVAL_MS } from "./api/get-payment.ts";
import { PaymentResultPage } from "./payment-result-page.tsx";
import { PAYMENT_ID, paidSet, payment } from "./test/fixtures.ts";

afterEach(() => vi.useRealTimers());

function servePayment(states: TPaymentInfo[]) {
  let calls = 0;
  return recordFetch(({ url }) => {
    if (url.pathname === `/api/payments/${PAYMENT_ID}`) {
      const state = states[Math.min(calls, states.length - 1)];
      calls += 1;
      return { body: state };
    }
    if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
    return undefined;
  });
}

describe("PaymentResultPage", () => {
  it("polls a pending subscription payment until it succeeds, then refreshes the session", async () => {
    // A clock the test moves on to the next poll; it also follows real time, which the fetch fake needs.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true,
    });
    signInAs();
    const seen = servePayment([payment(), payment({ status: "succeeded" })]);
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    expect(await screen.findByRole("heading", { name: "Проверяем оплату…" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    const thanks = await screen.findByRole("heading", { name: "Спасибо! Тариф оплачен" });
    // The result opens at its heading: the focus (and the page's top) is there, not further down.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText(/Тариф «Advanced» уже активен/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Открыть конструктор" }).getAttribute("href")).toBe("/app");
    expect(screen.getByRole("link", { name: "Личный кабинет" }).getAttribute("href")).toBe("/profile");
    await expect.poll(() => localStorage.getItem("isSubscriptionActive")).toBe("true");
    expect(JSON.parse(localStorage.getItem("plan") ?? "null")).toMatchObject({ id: 2, name: "Advanced" });
    expect(seen.filter((r) => r.url.pathname.startsWith("/api/payments/")).length).toBeGreaterThanOrEqual(2);
  });

  it("stops polling when a check fails and checks again when asked", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true,
    });
    let calls = 0;
    const seen = recordFetch(({ url }) => {
      if (url.pathname !== `/api/payments/${PAYMENT_ID}`) return undefined;
      calls += 1;
      if (calls === 2) return { status: 503, body: { error: "Сервер недоступен" } };
      return { body: payment() };
    });
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    expect(await screen.findByRole("heading", { name: "Проверяем оплату…" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByRole("heading", { name: "Не удалось проверить оплату" })).toBeTruthy();
    // A failing server is not asked again by itself: a minute later, still two checks.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const checks = () => seen.filter((r) => r.url.pathname === `/api/payments/${PAYMENT_ID}`).length;
    expect(checks()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Повторить" }));
    expect(await screen.findByRole("heading", { name: "Проверяем оплату…" })).toBeTruthy();
    expect(checks()).toBe(3);
    // Answered again, the polling goes on.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(checks()).toBe(4);
  });

  it("thanks a set buyer and points to the e-mail", async () => {
    servePayment([paidSet()]);
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    expect(await screen.findByRole("heading", { name: "Спасибо за покупку!" })).toBeTruthy();
    expect(screen.getByText(/Набор «Гармония в паре» оплачен.*проверьте почту/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Другие наборы" }).getAttribute("href")).toBe("/nabory/");
  });

  it("offers the download to the browser that paid, with the order number", async () => {
    const links = {
      download: "http://localhost/files/sets/t0ken",
      colour: "http://localhost/nabory/garmoniya-v-pare/raskrasit?link=t0ken",
    };
    rememberSetLinks(PAYMENT_ID, links);
    servePayment([paidSet({ email: "anna@example.com" })]);
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    const download = await screen.findByRole("link", { name: "Скачать PDF" });
    expect(download.getAttribute("href")).toBe(links.download);
    expect(screen.getByRole("link", { name: "Раскрасить на сайте" }).getAttribute("href")).toBe(links.colour);
    expect(screen.getByText("Заказ № 8F0E2F0C")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Отправить ссылку ещё раз" })).toBeNull();
  });

  it("offers another browser no download, only to send the link again", async () => {
    rememberSetLinks("00000000-0000-4000-8000-000000000000", {
      download: "http://localhost/files/sets/other",
      colour: "http://localhost/nabory/x/raskrasit?link=other",
    });
    servePayment([paidSet()]);
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    const resend = await screen.findByRole("link", { name: "Отправить ссылку ещё раз" });
    expect(resend.getAttribute("href")).toBe("/nabory#resend");
    expect(screen.queryByRole("link", { name: "Скачать PDF" })).toBeNull();
  });

  it("says where the link was sent and offers the PDF to its signed-in owner", async () => {
    signInAs();
    const paid = paidSet({ email: "anna@example.com" });
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const saved = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:pdf");
    // The test's DOM would follow the saved file's link away from the page; a browser downloads it.
    const followed = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const seen = recordFetch(({ url }) => {
      if (url.pathname === `/api/payments/${PAYMENT_ID}`) return { body: paid };
      if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
      if (url.pathname.endsWith("/learningsets/garmoniya-v-pare"))
        return { body: { ...detail, purchased: true } };
      if (url.pathname.endsWith("/learningsets/garmoniya-v-pare/download")) return { body: pdf };
      return undefined;
    });
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    expect(await screen.findByText(/отправили на anna@example\.com/)).toBeTruthy();
    const button = await screen.findByRole("button", { name: "Скачать PDF набора «Гармония в паре»" });
    fireEvent.click(button);
    await waitFor(() => expect(seen.some((r) => r.url.pathname.endsWith("/download"))).toBe(true));
    const download = seen.find((r) => r.url.pathname.endsWith("/download"));
    expect(download?.headers.get("authorization")).toMatch(/^Bearer /);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(followed).toHaveBeenCalled();
    // The purchase is in the account now: the profile is read again.
    expect(seen.some((r) => r.url.pathname === "/api/auth/userinfo/")).toBe(true);
  });

  it("is calm about a canceled payment and offers to try again", async () => {
    servePayment([
      payment({
        status: "canceled",
        kind: "learning_set",
        learning_set_slug: "garmoniya-v-pare",
        plan_id: null,
        plan_name: null,
      }),
    ]);
    renderRoute(<PaymentResultPage />, `/payment/fail?payment_id=${PAYMENT_ID}`, "/payment/fail");
    expect(await screen.findByRole("heading", { name: "Оплата не завершена" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Попробовать ещё раз" }).getAttribute("href")).toBe(
      "/nabory/garmoniya-v-pare/kupit",
    );
  });

  it("says why the bank declined a payment, and something calm for a reason it does not know", async () => {
    servePayment([
      payment({
        status: "canceled",
        cancellation: { party: "payment_network", reason: "insufficient_funds" },
      }),
    ]);
    const first = renderRoute(
      <PaymentResultPage />,
      `/payment/fail?payment_id=${PAYMENT_ID}`,
      "/payment/fail",
    );
    expect(
      await screen.findByText("На карте недостаточно денег. Пополните её или оплатите другой картой."),
    ).toBeTruthy();
    first.unmount();
    servePayment([
      payment({ status: "canceled", cancellation: { party: "yoo_money", reason: "new_reason" } }),
    ]);
    renderRoute(<PaymentResultPage />, `/payment/fail?payment_id=${PAYMENT_ID}`, "/payment/fail");
    expect(await screen.findByText(/^Платёж отменён\. Деньги не списаны/)).toBeTruthy();
  });

  it("tries a canceled subscription payment again with its plan selected at /payment", async () => {
    servePayment([payment({ status: "canceled", plan_id: 3 })]);
    renderRoute(<PaymentResultPage />, `/payment/fail?payment_id=${PAYMENT_ID}`, "/payment/fail");
    expect(await screen.findByRole("heading", { name: "Оплата не завершена" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Попробовать ещё раз" }).getAttribute("href")).toBe(
      "/payment?plan=3",
    );
  });

  it("says so when the link has no payment", async () => {
    renderRoute(<PaymentResultPage />, "/payment/success", "/payment/success");
    expect(await screen.findByRole("heading", { name: "Не нашли платёж" })).toBeTruthy();
    // Not «Оплата прошла»: the tab says what the page says.
    await waitFor(() => expect(document.title).toBe("Не нашли платёж — Мандала желаний"));
  });

  it("says so when the server does not know the payment", async () => {
    recordFetch(() => ({
      status: 404,
      body: { code: "billing.paymentNotFound", error: "Платёж не найден" },
    }));
    renderRoute(<PaymentResultPage />, `/payment/success?payment_id=${PAYMENT_ID}`, "/payment/success");
    expect(await screen.findByRole("heading", { name: "Платёж не найден" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Платёж не найден — Мандала желаний"));
  });
});
