import { describe, expect, it } from "vitest";
import { formatRub } from "./money.ts";

const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** What Intl writes for `value` in `locale`, the rouble sign after a no-break space. */
const intl = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: "negative" });
  return (value: number) => `${format.format(value)}\u00a0₽`;
};

const BASE = [0, 1, 9, 10, 99, 100, 999, 1000, 1390, 9999, 10000, 123456, 1234567, 98765432];
const VALUES = [
  ...BASE,
  ...BASE.map((value) => value + 0.5),
  ...BASE.map((value) => value + 0.49),
  ...BASE.map((value) => -value),
  ...BASE.map((value) => -value - 0.5),
  0.5,
  1.5,
  2.5,
  -0.4,
  -0.5,
  -1.5,
];

describe("formatRub", () => {
  it("writes Russian digit groups and the rouble sign after no-break spaces", () => {
    expect(formatRub(1390)).toBe("1\u00a0390\u00a0₽");
    expect(plain(formatRub(490, "ru"))).toBe("490 ₽");
    expect(plain(formatRub(1234567, "ru"))).toBe("1 234 567 ₽");
  });

  it("writes English comma groups, the rouble sign after a no-break space", () => {
    expect(formatRub(1390, "en")).toBe("1,390\u00a0₽");
    expect(formatRub(-1234567, "en")).toBe("-1,234,567\u00a0₽");
  });

  it.each([
    ["ru", "ru-RU"],
    ["en", "en-GB"],
  ] as const)("writes in %s what %s's number format writes, in whole roubles", (locale, tag) => {
    const reference = intl(tag);
    for (const value of VALUES) expect(formatRub(value, locale), String(value)).toBe(reference(value));
  });

  it("matches the Russian currency format itself, sign and all", () => {
    const currency = new Intl.NumberFormat("ru-RU", {
      style: "currency",
      currency: "RUB",
      maximumFractionDigits: 0,
      signDisplay: "negative",
    });
    for (const value of VALUES) expect(formatRub(value), String(value)).toBe(currency.format(value));
  });
});
