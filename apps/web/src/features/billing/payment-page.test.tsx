import type { TSubscriptionReply } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../api/session.ts";
import i18n from "../../i18n/index.ts";
import {
  type FakeRequest,
  PLANS as plans,
  profileFixture,
  recordFetch,
  renderRoute,
  signInAs,
  subscriptionFixture as subscription,
} from "../../test/fixtures.tsx";
import { navigateAway } from "../../ui/navigate-away.ts";
import { PaymentPage } from "./payment-page.tsx";
import { PAYMENT_ID } from "./test/fixtures.ts";

vi.mock("../../ui/navigate-away.ts", () => ({ navigateAway: vi.fn() }));

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

interface Server {
  /** The subscription the server answers, read at each request (a trial changes it). */
  sub?: () => TSubscriptionReply | { status: number };
  purchase?: { status?: number; body: unknown };
  plansFail?: () => boolean;
  other?: (request: FakeRequest) => { status?: number; body: unknown } | undefined;
}

function serve({ sub = () => subscription(), purchase, plansFail, other }: Server = {}) {
  return recordFetch((request) => {
    const path = request.url.pathname;
    if (path === "/draw/api/v1/free/plans/")
      return plansFail?.() ? { status: 500, body: { error: "down" } } : { body: plans };
    if (path === "/draw/api/v1/free/subscription/") {
      const answer = sub();
      return "status" in answer && typeof answer.status === "number"
        ? { status: answer.status, body: {} }
        : { body: answer };
    }
    if (path === "/draw/api/v1/free/subscription/purchase/")
      return purchase ?? { body: { payment_link: "http://pay.local/checkout", payment_id: PAYMENT_ID } };
    return other?.(request);
  });
}

const CONSENT = /Даю согласие на обработку моих персональных данных/;
const REFUSAL = "Отметьте согласие на обработку персональных данных, чтобы продолжить.";

const cards = async () => {
  const list = await screen.findAllByRole("heading", { level: 2 });
  return list
    .filter((h) => ["Basic", "Advanced", "Premium"].includes(h.textContent ?? ""))
    .map((h) => h.closest("li") as HTMLElement);
};

describe("PaymentPage", () => {
  beforeEach(() => {
    vi.mocked(navigateAway).mockClear();
    signInAs();
  });

  it("shows the three plans with Russian prices, features and the popular badge", async () => {
    serve();
    renderRoute(<PaymentPage />, "/payment");
    const [basic, advanced, premium] = await cards();
    expect(plain(basic?.querySelector("strong")?.textContent)).toBe("490 ₽");
    expect(plain(premium?.querySelector("strong")?.textContent)).toBe("1 990 ₽");
    // One-time: its period, no renewal, never «в месяц».
    expect(within(basic as HTMLElement).getByText("разово, на 30 дней")).toBeTruthy();
    expect(within(basic as HTMLElement).getByText(/Одна оплата, без автопродления/)).toBeTruthy();
    expect(within(basic as HTMLElement).queryByText(/в месяц/)).toBeNull();
    expect(within(basic as HTMLElement).getByRole("button").textContent).toBe("Купить");
    expect(within(advanced as HTMLElement).getByText("за 30 дней")).toBeTruthy();
    expect(within(advanced as HTMLElement).getByText(/^Тариф с автопродлением: каждые 30 дней/)).toBeTruthy();
    expect(within(advanced as HTMLElement).getByRole("button").textContent).toBe("Оформить");
    // What paying does, before paying, tied to the button.
    const button = within(basic as HTMLElement).getByRole("button");
    const effect = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(effect?.textContent).toMatch(/^После оплаты тариф действует до \d+ [а-я]+ \d{4}\.$/);
    expect(within(basic as HTMLElement).getByText("Basic: возможность")).toBeTruthy();
    expect(within(advanced as HTMLElement).getByText("Популярный")).toBeTruthy();
    expect(within(basic as HTMLElement).queryByText("Популярный")).toBeNull();
    expect(screen.queryByText("Ваш тариф")).toBeNull();
  });

  describe("the last screen before paying a renewing plan", () => {
    afterEach(() => i18n.changeLanguage("ru"));

    /** The Advanced card's button and the texts that describe it, as a screen reader announces them. */
    async function advancedCard() {
      const [, advanced] = await cards();
      const button = within(advanced as HTMLElement).getByRole("button");
      const ids = (button.getAttribute("aria-describedby") ?? "").split(" ");
      const description = ids.map((id) => plain(document.getElementById(id)?.textContent)).join(" ");
      return { card: advanced as HTMLElement, button, description };
    }

    it("in Russian: the amount now, the next charge, every 30 days, and how to stop it", async () => {
      serve();
      renderRoute(<PaymentPage />, "/payment");
      const { card, button, description } = await advancedCard();
      expect(plain(button.getAttribute("aria-label"))).toBe(
        "Оформить тариф Advanced с автопродлением: 990 ₽ за 30 дней",
      );
      expect(description).toMatch(
        /990 ₽ сейчас, затем 990 ₽ \d+ [а-я]+ \d{4} и дальше каждые 30 дней, пока вы не отключите автопродление в личном кабинете\.$/,
      );
      expect(card.textContent).not.toMatch(/месяц|подписк/i);
      expect(screen.getByText(/Оплачивая тариф, вы принимаете/)).toBeTruthy();
      // The one-time card promises no later charge.
      const [basic] = await cards();
      expect((basic as HTMLElement).textContent).not.toMatch(/затем|подписк|месяц/);
    });

    it("in English: the same terms, with no Russian word on the page", async () => {
      await i18n.changeLanguage("en");
      serve();
      renderRoute(<PaymentPage />, "/payment");
      const { button, description } = await advancedCard();
      expect(button.textContent).toBe("Subscribe");
      expect(plain(button.getAttribute("aria-label"))).toBe(
        "Subscribe to Advanced with automatic renewal: 990 ₽ per 30 days",
      );
      expect(description).toMatch(
        /990 ₽ now, then 990 ₽ on [A-Z][a-z]+ \d+, \d{4} and every 30 days after that, until you turn renewal off in your profile\.$/,
      );
      expect(document.body.textContent).not.toMatch(/[а-яё]|month/i);
    });
  });

  it("badges the current monthly plan: «Продлить» it, to the date the server gives", async () => {
    serve({
      sub: () =>
        subscription({
          status: "active",
          is_active: true,
          plan_id: 3,
          trial_available: false,
          expiry_date: "2026-12-26T12:00:00Z",
          offers: [
            { plan_id: 1, kind: "replace", paid_until: "2026-12-27T12:00:00Z" },
            { plan_id: 2, kind: "replace", paid_until: "2026-12-27T12:00:00Z" },
            { plan_id: 3, kind: "extend", paid_until: "2027-01-25T12:00:00Z" },
          ],
        }),
    });
    renderRoute(<PaymentPage />, "/payment");
    const [basic, , premium] = await cards();
    expect(await within(premium as HTMLElement).findByText("Ваш тариф")).toBeTruthy();
    expect(within(premium as HTMLElement).getByRole("button").textContent).toBe("Продлить");
    expect(within(premium as HTMLElement).getByText("Оплата продлит тариф до 25 января 2027.")).toBeTruthy();
    expect(
      within(basic as HTMLElement).getByText(/^Тариф заменит «Premium» сразу после оплаты/),
    ).toBeTruthy();
  });

  it("during a Basic trial its card offers to buy it (never «Продлить … в месяц») and keeps the trial's days", async () => {
    serve({
      sub: () =>
        subscription({
          status: "trial",
          is_active: true,
          is_trial: true,
          plan_id: 1,
          trial_available: false,
          expiry_date: "2026-11-29T12:00:00Z",
          offers: [{ plan_id: 1, kind: "after_trial", paid_until: "2026-12-29T12:00:00Z" }],
        }),
    });
    renderRoute(<PaymentPage />, "/payment");
    const [basic] = await cards();
    const button = within(basic as HTMLElement).getByRole("button");
    expect(button.textContent).toBe("Купить");
    expect(button.getAttribute("aria-label")).not.toMatch(/Продл|в месяц/);
    expect(
      within(basic as HTMLElement).getByText(
        "Оставшиеся дни пробного периода сохранятся: тариф начнёт действовать сразу, а оплаченный срок — после пробного, до 29 декабря 2026.",
      ),
    ).toBeTruthy();
  });

  it("the one-time plan held: «Купить ещё», its drawings added now and access to the server's date", async () => {
    serve({
      sub: () =>
        subscription({
          status: "active",
          is_active: true,
          plan_id: 1,
          trial_available: false,
          expiry_date: "2026-12-26T12:00:00Z",
          offers: [{ plan_id: 1, kind: "rebuy", paid_until: "2027-01-25T12:00:00Z" }],
        }),
    });
    renderRoute(<PaymentPage />, "/payment?plan=1", "/payment");
    const [basic] = await cards();
    expect(await within(basic as HTMLElement).findByText("Ваш тариф")).toBeTruthy();
    expect(within(basic as HTMLElement).getByRole("button").textContent).toBe("Купить ещё");
    expect(
      within(basic as HTMLElement).getByText(
        "Повторная покупка сразу добавит 100 мандал к остатку и продлит доступ до 25 января 2027.",
      ),
    ).toBeTruthy();
  });

  it("when the subscription cannot be read while a plan is held: the buttons, and no promise of dates", async () => {
    saveSession({
      plan: { id: 2, name: "Advanced", expiryDate: "2026-12-26T12:00:00Z", isTrial: false },
      isSubscriptionActive: true,
    });
    serve({ sub: () => ({ status: 500 }) });
    renderRoute(<PaymentPage />, "/payment");
    const [basic, advanced] = await cards();
    for (const card of [basic, advanced]) {
      const button = within(card as HTMLElement).getByRole("button");
      expect(button.getAttribute("aria-describedby")).toBeNull();
      expect((card as HTMLElement).textContent).not.toMatch(/действует до|продлит|затем|заменит/);
    }
    expect(within(advanced as HTMLElement).getByRole("button").textContent).toBe("Оформить");
  });

  it.each([
    ["none", false, true],
    ["expired", false, true],
    ["trial", true, false],
    ["active", true, false],
  ] as const)("with status %s (active %s) shows the trial button: %s", async (status, isActive, shown) => {
    serve({ sub: () => subscription({ status, is_active: isActive, plan_id: isActive ? 2 : null }) });
    renderRoute(<PaymentPage />, "/payment");
    await cards();
    await screen.findByText(isActive ? /Тариф «Advanced»|Пробный период/ : "Попробуйте бесплатно 3 дня");
    expect(screen.queryByRole("button", { name: /Начать пробный период/ }) !== null).toBe(shown);
  });

  it("explains instead of offering a trial that was already used", async () => {
    serve({ sub: () => subscription({ status: "expired", trial_available: false }) });
    renderRoute(<PaymentPage />, "/payment");
    expect(await screen.findByText(/пробный период уже использован/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Начать пробный период/ })).toBeNull();
  });

  it("starts the trial and refreshes the session", async () => {
    let current = subscription();
    const seen = serve({
      sub: () => current,
      other: ({ url }) => {
        if (url.pathname === "/draw/api/v1/free/subscription/trial/") {
          current = subscription({
            status: "trial",
            is_active: true,
            is_trial: true,
            plan_id: 2,
            expiry_date: "2025-05-04T10:00:00.000Z",
          });
          return { body: current };
        }
        if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
        return undefined;
      },
    });
    renderRoute(<PaymentPage />, "/payment");
    // The button names the plan it starts: the popular one.
    await userEvent.click(
      await screen.findByRole("button", { name: "Начать пробный период тарифа «Advanced»" }),
    );
    expect(await screen.findByText(/Пробный период тарифа «Advanced» действует до 4 мая 2025/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Начать пробный период/ })).toBeNull();
    expect(seen.find((r) => r.url.pathname.endsWith("/trial/"))?.body).toEqual({ plan_id: 2 });
    expect(localStorage.getItem("isSubscriptionActive")).toBe("true");
  });

  it("selects the plan chosen at registration (?plan=id): its card is marked and the trial offers it", async () => {
    serve();
    renderRoute(<PaymentPage />, "/payment?plan=3", "/payment");
    const [basic, , premium] = await cards();
    expect(within(premium as HTMLElement).getByText("Вы выбрали")).toBeTruthy();
    expect(premium?.getAttribute("aria-current")).toBe("true");
    expect(within(basic as HTMLElement).queryByText("Вы выбрали")).toBeNull();
    expect(
      await screen.findByRole("button", { name: "Начать пробный период тарифа «Premium»" }),
    ).toBeTruthy();
  });

  it("subscribes only with the consent ticked: posts the plan and it, and goes to the payment link", async () => {
    const seen = serve();
    renderRoute(<PaymentPage />, "/payment");
    await cards();
    const consent = screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(
      within(consent.closest("div") as HTMLElement)
        .getByRole("link", { name: "Политикой обработки персональных данных" })
        .getAttribute("href"),
    ).toBe("/pndpolicy");

    await userEvent.click(screen.getByRole("button", { name: /Оформить тариф Advanced/ }));
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(consent.getAttribute("aria-describedby")).toBe("payment-consent-error");
    expect(document.activeElement).toBe(consent);
    expect(seen.some((r) => r.method === "POST")).toBe(false);

    await userEvent.keyboard(" ");
    expect(screen.queryByText(REFUSAL)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Оформить тариф Advanced/ }));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith("http://pay.local/checkout"));
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({ plan_id: 2, personal_data_consent: true });
  });

  it("reports a failed purchase", async () => {
    serve({ purchase: { status: 502, body: { error: "x" } } });
    renderRoute(<PaymentPage />, "/payment");
    await cards();
    await userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    await userEvent.click(screen.getByRole("button", { name: /Купить тариф Basic/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("Не удалось перейти к оплате тарифа");
    expect(navigateAway).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: /Купить тариф Basic/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("reports plans that failed to load, with a retry", async () => {
    let fail = true;
    serve({ plansFail: () => fail });
    renderRoute(<PaymentPage />, "/payment");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось загрузить тарифные планы");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Повторить" }));
    expect((await cards()).length).toBe(3);
  });

  it("explains why the builder sent the user here", async () => {
    serve();
    renderRoute(<PaymentPage />, "/payment?redirect=%2Fapp", "/payment");
    expect(await screen.findByText(/Конструктор мандал открывается с действующим тарифом/)).toBeTruthy();
  });
});
