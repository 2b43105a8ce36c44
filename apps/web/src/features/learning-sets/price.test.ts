import { describe, expect, it } from "vitest";
import { discountPercent } from "./price.ts";

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
