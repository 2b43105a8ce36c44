import { describe, expect, it } from "vitest";
import { discountPercent, formatRubles } from "./price.ts";

/** Intl puts non-breaking spaces between groups and before the sign; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatRubles", () => {
  it("formats whole roubles in the Russian locale", () => {
    expect(plain(formatRubles(990))).toBe("990 ₽");
    expect(plain(formatRubles(1390))).toBe("1 390 ₽");
    expect(plain(formatRubles(12500))).toBe("12 500 ₽");
  });
});

describe("discountPercent", () => {
  it("is round((1 − price/old_price)·100)", () => {
    expect(discountPercent(990, 1390)).toBe(29);
    expect(discountPercent(990, 1490)).toBe(34);
    expect(discountPercent(790, 1190)).toBe(34);
    expect(discountPercent(500, 1000)).toBe(50);
  });

  it("is 0 without a higher old price", () => {
    expect(discountPercent(990, null)).toBe(0);
    expect(discountPercent(990, 0)).toBe(0);
    expect(discountPercent(990, 990)).toBe(0);
    expect(discountPercent(990, 500)).toBe(0);
  });
});
