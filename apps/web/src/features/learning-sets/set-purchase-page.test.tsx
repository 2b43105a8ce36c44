import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeRequest, recordFetch, renderRoute } from "../../test/fixtures.tsx";
import { detail } from "../../test/learning-sets.ts";
import { fakeJwt } from "../../test/tokens.ts";
import { navigateAway } from "./navigate.ts";
import { SetPurchasePage } from "./set-purchase-page.tsx";

vi.mock("./navigate.ts", () => ({ navigateAway: vi.fn() }));

const PAYMENT = {
  payment_link: "http://pay.local/checkout/1",
  payment_id: "8f0e2f0c-4a57-4c39-9d7e-2f5b1d9e6a11",
};

function serve(purchase: (request: FakeRequest) => { status?: number; body: unknown }) {
  return recordFetch((request) => {
    if (request.url.pathname === "/draw/api/v1/free/learningsets/garmoniya-v-pare") return { body: detail };
    if (request.url.pathname === "/draw/api/v1/free/learningsets/purchase/garmoniya-v-pare/")
      return purchase(request);
    return undefined;
  });
}

const CONSENT = /Даю согласие на обработку моих персональных данных/;

async function open() {
  renderRoute(<SetPurchasePage />, "/nabory/garmoniya-v-pare/kupit", "/nabory/:id/kupit");
  return screen.findByLabelText("Электронная почта");
}

describe("SetPurchasePage", () => {
  beforeEach(() => vi.mocked(navigateAway).mockClear());

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
    localStorage.setItem("token", fakeJwt(3600));
    localStorage.setItem("user", JSON.stringify({ id: 7, username: "anna", email: "anna@example.ru" }));
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
});
