import { describe, expect, it } from "vitest";
import { formatLongDate, formatRubles } from "./format.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatRubles", () => {
  it("formats plan prices in the Russian locale", () => {
    expect(plain(formatRubles(490))).toBe("490 ₽");
    expect(plain(formatRubles(1990))).toBe("1 990 ₽");
    expect(plain(formatRubles(12500))).toBe("12 500 ₽");
  });

  it("writes what the Russian locale's currency format writes, without creating one", () => {
    const intl = new Intl.NumberFormat("ru-RU", {
      style: "currency",
      currency: "RUB",
      maximumFractionDigits: 0,
    });
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1390, 9999, 10000, 123456, 1234567, 98765432];
    for (const value of [...values, ...values.map((v) => v + 0.5), ...values.map((v) => v + 0.49), -1990]) {
      expect(formatRubles(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe("formatLongDate", () => {
  const may = "2026-05-12T10:00:00Z";

  it("ends a Russian date without «г.», so that a sentence ending with it has one full stop", () => {
    expect(plain(formatLongDate(may, "ru"))).toBe("12 мая 2026");
    expect(`Тариф активен до ${formatLongDate(may, "ru")}.`).not.toContain("..");
  });

  it("writes English dates as month, day and year, and nothing for no date", () => {
    expect(formatLongDate(may, "en")).toBe("May 12, 2026");
    expect(formatLongDate(null, "ru")).toBe("");
    expect(formatLongDate("not a date", "en")).toBe("");
  });

  it("writes what the locales' long date formats write, without creating one", () => {
    const options = { day: "numeric", month: "long", year: "numeric" } as const;
    const intl = {
      ru: new Intl.DateTimeFormat("ru-RU", options),
      en: new Intl.DateTimeFormat("en-US", options),
    };
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 30);
        expect(formatLongDate(date, "en")).toBe(intl.en.format(date));
        expect(plain(formatLongDate(date.toISOString(), "ru"))).toBe(
          plain(intl.ru.format(date)).replace(" г.", ""),
        );
      }
    }
  });
});
