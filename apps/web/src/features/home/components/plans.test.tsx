import { formatRub } from "@mandala/contract/money";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../i18n/index.ts";
import { PLANS, recordFetch, renderAt } from "../../../test/fixtures.tsx";
import { Plans } from "./plans.tsx";

beforeEach(async () => {
  await i18n.changeLanguage("ru");
});
afterEach(() => vi.restoreAllMocks());

const cardsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .filter((li) => li.querySelector("h3"));

describe("home plan cards", () => {
  it("shows the server's plans in the page's language, the popular one highlighted", async () => {
    const requests = recordFetch(({ url }) =>
      url.pathname === "/draw/api/v1/free/plans/" ? { body: PLANS } : undefined,
    );
    renderAt(<Plans />);
    const basic = (await screen.findByRole("heading", { name: "Basic" })).closest("li") as HTMLElement;
    const cards = cardsOf(basic.parentElement as HTMLElement);
    expect(cards).toHaveLength(3);
    const [first, middle, last] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(middle.dataset.highlighted).toBe("true");
    expect(first.dataset.highlighted).toBeUndefined();
    expect(within(middle).getByText("Самый популярный")).toBeTruthy();
    expect(within(last).getByText("Выбор профессионалов")).toBeTruthy();
    expect(middle.querySelector("strong")?.textContent).toBe(formatRub(990));
    expect(within(first).getByText("Basic: возможность")).toBeTruthy();
    expect(requests[0]?.headers.get("accept-language")).toBe("ru");
  });

  it("says what each plan sells from its data, and each «Выбрать» carries its plan to /payment", async () => {
    recordFetch(({ url }) => (url.pathname === "/draw/api/v1/free/plans/" ? { body: PLANS } : undefined));
    renderAt(<Plans />);
    const basic = (await screen.findByRole("heading", { name: "Basic" })).closest("li") as HTMLElement;
    const [first, middle, last] = cardsOf(basic.parentElement as HTMLElement) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // The one-time plan: its period and no renewal; the renewing one: its 30 days, never «в месяц».
    expect(within(first).getByText("разово, на 30 дней")).toBeTruthy();
    expect(within(first).getByText(/^Одна оплата, без автопродления/)).toBeTruthy();
    expect(within(first).queryByText(/в месяц/)).toBeNull();
    expect(within(middle).getByText("за 30 дней")).toBeTruthy();
    expect(within(middle).getByText(/^Тариф с автопродлением: каждые 30 дней/)).toBeTruthy();
    expect(middle.textContent).not.toMatch(/месяц|подписк/i);
    const links = [first, middle, last].map((card) => within(card).getByRole("link").getAttribute("href"));
    expect(links).toEqual(["/payment?plan=1", "/payment?plan=2", "/payment?plan=3"]);
  });

  it("says when the plans could not be loaded and loads them again on request", async () => {
    let fail = true;
    recordFetch(({ url }) => {
      if (url.pathname !== "/draw/api/v1/free/plans/") return undefined;
      return fail ? { status: 500, body: { error: "Сервер недоступен" } } : { body: PLANS };
    });
    renderAt(<Plans />);
    expect(screen.getByLabelText("Тарифы загружаются").getAttribute("aria-busy")).toBe("true");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось загрузить тарифы");
    expect(alert.textContent).toContain("Сервер недоступен");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Повторить" }));
    expect(await screen.findByRole("heading", { name: "Premium" })).toBeTruthy();
  });

  it("formats prices in roubles in the Russian locale", () => {
    expect(formatRub(1990).replace(/\s/g, " ")).toBe("1 990 ₽");
  });
});
