import { describe, expect, it } from "vitest";
import i18n from "../i18n/index.ts";
import { firstPurchase, type PlanFacts, type PurchaseOffer, planTerms } from "./plan-terms.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const terms = (language: "ru" | "en") => planTerms(i18n.getFixedT(language, "plans"), language);

const ONCE: PlanFacts = {
  id: 1,
  name: "Basic",
  price: 490,
  billing_period: "once",
  period_days: 30,
  drawings_per_period: 30,
};
const MONTH: PlanFacts = { ...ONCE, id: 2, name: "Advanced", price: 990, billing_period: "month" };

// Noon UTC: the same calendar day in any time zone the tests run in.
const NOW = new Date("2026-11-26T12:00:00Z");
/** The server's offer: `kind`, paid until noon UTC of `day`. */
const offer = (kind: PurchaseOffer["kind"], day: string): PurchaseOffer => ({
  kind,
  paid_until: `${day}T12:00:00Z`,
});

describe("plan terms: what a card says of price, period and renewal", () => {
  it("a one-time plan: «разово, на 30 дней», one payment with no renewal; never «в месяц»", () => {
    const ru = terms("ru").price(ONCE);
    expect(plain(ru.amount)).toBe("490 ₽");
    expect(ru.period).toBe("разово, на 30 дней");
    expect(ru.renewal).toBe(
      "Одна оплата, без автопродления и без списаний. Когда срок закончится, тариф можно купить снова.",
    );
    expect(`${ru.period} ${ru.renewal}`).not.toMatch(/в месяц|Продл|Пополн/);
    expect(terms("en").price(ONCE).period).toBe("once, for 30 days");
    expect(terms("ru").price({ ...ONCE, period_days: 21 }).period).toBe("разово, на 21 день");
    expect(terms("ru").price({ ...ONCE, period_days: 3 }).period).toBe("разово, на 3 дня");
  });

  it("a renewing plan: «за 30 дней», renewed every 30 days as the server renews, never «в месяц»", () => {
    const ru = terms("ru").price(MONTH);
    expect(ru.period).toBe("за 30 дней");
    expect(ru.renewal).toBe(
      "Тариф с автопродлением: каждые 30 дней с сохранённой карты; отключить можно в личном кабинете.",
    );
    expect(`${ru.period} ${ru.renewal}`).not.toMatch(/месяц|ежемесячн|подписк/i);
    expect(terms("ru").price({ ...MONTH, period_days: 31 }).renewal).toContain("каждый 31 день");
    const en = terms("en").price(MONTH);
    expect(en.period).toBe("per 30 days");
    expect(en.renewal).toContain("Automatic renewal: every 30 days");
    expect(`${en.period} ${en.renewal}`).not.toMatch(/month/i);
  });
});

describe("plan terms: what paying does, said before paying (the server's offer)", () => {
  it("a first purchase: buy / subscribe, the period from now", () => {
    expect(firstPurchase(ONCE, NOW)).toEqual({ kind: "start", paid_until: "2026-12-26T12:00:00.000Z" });
    const once = terms("ru").purchase(ONCE, firstPurchase(ONCE, NOW));
    expect(once.action).toBe("Купить");
    expect(plain(once.label)).toBe("Купить тариф Basic за 490 ₽ разово, на 30 дней");
    expect(once.effect).toBe("После оплаты тариф действует до 26 декабря 2026.");
    const month = terms("en").purchase(MONTH, firstPurchase(MONTH, NOW));
    expect(month.action).toBe("Subscribe");
    expect(plain(month.label)).toBe("Subscribe to Advanced with automatic renewal: 990 ₽ per 30 days");
    expect(month.effect).toBe("Once paid, the plan runs until December 26, 2026.");
  });

  it("the last word before paying a renewing plan: the amount now, the next charges and how to stop them", () => {
    const ru = terms("ru").purchase(MONTH, firstPurchase(MONTH, NOW));
    expect(plain(ru.charge ?? "")).toBe(
      "990 ₽ сейчас, затем 990 ₽ 26 декабря 2026 и дальше каждые 30 дней, пока вы не отключите автопродление в личном кабинете.",
    );
    const en = terms("en").purchase(MONTH, firstPurchase(MONTH, NOW));
    expect(plain(en.charge ?? "")).toBe(
      "990 ₽ now, then 990 ₽ on December 26, 2026 and every 30 days after that, until you turn renewal off in your profile.",
    );
    // After a trial the next charge is the end of the period the server says the payment buys.
    expect(plain(terms("ru").purchase(MONTH, offer("after_trial", "2026-12-29")).charge ?? "")).toContain(
      "затем 990 ₽ 29 декабря 2026",
    );
    // A one-time plan charges once: nothing more is promised or taken.
    expect(terms("ru").purchase(ONCE, firstPurchase(ONCE, NOW)).charge).toBeNull();
  });

  it("during a trial: buy, never «Продлить», the trial's days kept", () => {
    const ru = terms("ru").purchase(ONCE, offer("after_trial", "2026-12-29"));
    expect(ru.action).toBe("Купить");
    expect(ru.label).not.toMatch(/Продл|в месяц/);
    expect(ru.effect).toBe(
      "Оставшиеся дни пробного периода сохранятся: тариф начнёт действовать сразу, а оплаченный срок — после пробного, до 29 декабря 2026.",
    );
    expect(terms("en").purchase(MONTH, offer("after_trial", "2026-12-29")).effect).toContain(
      "The rest of your trial is kept",
    );
  });

  it("the same one-time plan again: «Купить ещё», its drawings added now, access to the server's date", () => {
    const ru = terms("ru").purchase(ONCE, offer("rebuy", "2027-01-25"));
    expect(ru.action).toBe("Купить ещё");
    expect(plain(ru.label)).toBe("Купить тариф Basic ещё раз за 490 ₽");
    expect(ru.effect).toBe(
      "Повторная покупка сразу добавит 30 мандал к остатку и продлит доступ до 25 января 2027.",
    );
    expect(
      terms("ru").purchase({ ...ONCE, drawings_per_period: 21 }, offer("rebuy", "2027-01-25")).effect,
    ).toContain("добавит 21 мандалу");
    expect(terms("en").purchase(ONCE, offer("rebuy", "2027-01-25")).effect).toBe(
      "Buying it again adds 30 mandalas to what is left at once and extends access until January 25, 2027.",
    );
  });

  it("the same renewing plan: «Продлить» for 30 more days, to the server's date", () => {
    const ru = terms("ru").purchase(MONTH, offer("extend", "2027-01-25"));
    expect(ru.action).toBe("Продлить");
    expect(plain(ru.label)).toBe("Продлить тариф Advanced ещё на 30 дней за 990 ₽");
    const en = terms("en").purchase(MONTH, offer("extend", "2027-01-25"));
    expect(plain(en.label)).toBe("Renew Advanced for 30 more days for 990 ₽");
    expect(ru.effect).toBe("Оплата продлит тариф до 25 января 2027.");
  });

  it("another plan while one is paid: it replaces it now, the rest not carried over", () => {
    const ru = terms("ru").purchase(MONTH, offer("replace", "2026-12-26"), "Basic");
    expect(ru.action).toBe("Оформить");
    expect(ru.effect).toBe(
      "Тариф заменит «Basic» сразу после оплаты; оставшиеся дни текущего тарифа не переносятся. Новый тариф действует до 26 декабря 2026.",
    );
  });

  it("without the server's word for a held plan: the button, and no promise of dates or charges", () => {
    const ru = terms("ru").purchase(MONTH, null);
    expect(ru.action).toBe("Оформить");
    expect(ru.effect).toBeNull();
    expect(ru.charge).toBeNull();
  });
});

describe("plan terms: the balance's horizon", () => {
  it("promises a refill only on the date the server says it refills, else the end of access", () => {
    const ru = terms("ru");
    expect(ru.access("2026-12-26T12:00:00Z", "2026-12-26T12:00:00Z")).toBe("Пополнится 26 декабря 2026.");
    // A one-time plan, a trial or renewal off: the server gives no refill date.
    expect(ru.access(null, "2026-12-26T12:00:00Z")).toBe("Доступ до 26 декабря 2026.");
    expect(ru.access(null, null)).toBe("");
    expect(terms("en").access(null, "2026-12-26T12:00:00Z")).toBe("Access until December 26, 2026.");
    expect(terms("en").access("2026-12-26T12:00:00Z", null)).toBe("Refills on December 26, 2026.");
  });
});
