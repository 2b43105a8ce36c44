import { describe, expect, it } from "vitest";
import { formatRubles } from "./format.ts";

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
