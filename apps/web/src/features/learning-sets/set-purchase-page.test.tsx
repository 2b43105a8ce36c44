import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n/index.ts";
import { type FakeRequest, recordFetch, renderRoute, signInAs } from "../../test/fixtures.tsx";
import { detail } from "../../test/learning-sets.ts";
import { navigateAway } from "../../ui/navigate-away.ts";
import { SetPurchasePage } from "./set-purchase-page.tsx";

vi.mock("../../ui/navigate-away.ts", () => ({ navigateAway: vi.fn() }));

const PAYMENT = {
  payment_link: "http://pay.local/checkout/1",
  payment_id: "8f0e2f0c-4a57-4c39-9d7e-2f5b1d9e6a11",
};

function serve(purchase: (request: FakeRequest) => { status?: number; body: unknown }) {
  return recordFetch((request) => {
    if (request.url.pathname === "/draw/api/v1/free/learningsets/garmoniya-v-pare") return { body: detail };
    if (request.url.pathname === "/draw/api/v1/free/learningsets/purchase/garmoniya-v-pare/")
      return purchase(request);
    if (request.url.pathname === "/draw/api/v1/free/learningsets/resend-links/")
      return { status: 202, body: { status: "accepted" } };
    return undefined;
  });
}

/** The server's refusal of a set the address already bought, unless the request says `buy_again`. */
const refuseUnlessBuyingAgain = (code: string) => (request: FakeRequest) =>
  (request.body as { buy_again?: boolean }).buy_again
    ? { body: PAYMENT }
    : { status: 409, body: { code, error: "refused" } };

const CONSENT = /Даю согласие на обработку моих персональных данных/;

async function open() {
  renderRoute(<SetPurchasePage />, "/nabory/garmoniya-v-pare/kupit", "/nabory/:id/kupit");
  return screen.findByLabelText("Электронная почта");
}

describe("SetPurchasePage", () => {
  beforeEach(async () => {
    vi.mocked(navigateAway).mockClear();
    await i18n.changeLanguage("ru");
  });

  it("asks for an e-mail, then for a valid one, in Russian", async () => {
    const seen = serve(() => ({ body: PAYMENT }));
    const input = await open();
    const submit = screen.getByRole("button", { name: "Перейти к оплате" });
    await userEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("Пожалуйста, введите email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(input, "anna@");
    expect(screen.getByRole("alert").textContent).toBe("Пожалуйста, введите корректный email");
    await userEvent.click(submit);
    expect(seen.some((r) => r.method === "POST")).toBe(false);
    await userEvent.type(input, "example.ru");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the e-mail with the consent, never without it, and goes to the payment link", async () => {
    const seen = serve(() => ({ body: PAYMENT }));
    const input = await open();
    expect(screen.getByRole("link", { name: "публичную оферту" }).getAttribute("href")).toBe("/oferta");
    expect(
      screen.getByRole("link", { name: "Политикой обработки персональных данных" }).getAttribute("href"),
    ).toBe("/pndpolicy");
    const consent = screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await userEvent.type(input, " anna@example.ru ");
    await userEvent.keyboard("{Enter}");
    const refusal = await screen.findByText(
      "Отметьте согласие на обработку персональных данных, чтобы продолжить.",
    );
    expect(consent.getAttribute("aria-describedby")).toBe(refusal.id);
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(consent);
    expect(seen.some((r) => r.method === "POST")).toBe(false);

    await userEvent.keyboard(" ");
    await userEvent.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith(PAYMENT.payment_link));
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      email: "anna@example.ru",
      personal_data_consent: true,
    });
  });

  it("prefills the signed-in user's e-mail", async () => {
    signInAs({ id: 7, username: "anna", email: "anna@example.ru" });
    serve(() => ({ body: PAYMENT }));
    const input = (await open()) as HTMLInputElement;
    expect(input.value).toBe("anna@example.ru");
  });

  it("shows the Russian purchase error when the server fails", async () => {
    serve(() => ({ status: 502, body: { error: "provider down" } }));
    const input = await open();
    await userEvent.type(input, "anna@example.ru");
    await userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    await userEvent.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ошибка при оформлении покупки, попробуйте позже",
    );
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it("offers the signed-in owner the links again instead of a second charge, or to buy again on purpose", async () => {
    signInAs({ id: 7, username: "anna", email: "anna@example.ru" });
    const seen = serve(refuseUnlessBuyingAgain("catalogue.alreadyBought"));
    await open();
    await userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    await userEvent.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain(
      "Этот набор уже куплен с адресом anna@example.ru. Отправить ссылки ещё раз?",
    );
    expect(navigateAway).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Перейти к оплате" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Отправить ссылки ещё раз" }));
    expect(await screen.findByText(/Письмо со ссылками отправлено на anna@example\.ru/)).toBeTruthy();
    expect(seen.find((r) => r.url.pathname.endsWith("/resend-links/"))?.body).toEqual({
      email: "anna@example.ru",
    });
    expect(navigateAway).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Купить ещё раз" }));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith(PAYMENT.payment_link));
    expect(seen.filter((r) => r.url.pathname.includes("/purchase/")).map((r) => r.body)).toEqual([
      { email: "anna@example.ru", personal_data_consent: true },
      { email: "anna@example.ru", personal_data_consent: true, buy_again: true },
    ]);
  });

  it("tells a visitor neutrally that the links went out, offers to buy again, and forgets it for a new address", async () => {
    const seen = serve(refuseUnlessBuyingAgain("catalogue.maybeBought"));
    const input = await open();
    await userEvent.type(input, "gift@example.ru");
    await userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    await userEvent.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Если этот набор уже куплен с этим адресом, мы отправили ссылки на него повторно. Купить ещё раз?",
    );
    // The links were sent by the server already: no second button for them.
    expect(screen.queryByRole("button", { name: "Отправить ссылки ещё раз" })).toBeNull();
    expect(seen.some((r) => r.url.pathname.endsWith("/resend-links/"))).toBe(false);

    await userEvent.type(input, "x");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Перейти к оплате" })).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, "gift@example.ru");
    await userEvent.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    await userEvent.click(await screen.findByRole("button", { name: "Купить ещё раз" }));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith(PAYMENT.payment_link));
  });

  it("speaks English on an English page", async () => {
    await i18n.changeLanguage("en");
    serve(refuseUnlessBuyingAgain("catalogue.maybeBought"));
    renderRoute(<SetPurchasePage />, "/nabory/garmoniya-v-pare/kupit", "/nabory/:id/kupit");
    const input = await screen.findByLabelText("E-mail");
    await userEvent.type(input, "gift@example.ru");
    await userEvent.click(screen.getByRole("checkbox", { name: /I consent/ }));
    await userEvent.click(screen.getByRole("button", { name: "Proceed to payment" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If this set has already been bought with this address, we have sent its links again. Buy it again?Buy again",
    );
  });
});
