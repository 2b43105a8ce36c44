import { describe, expect, it } from "vitest";
import { quotaLevel, quotaPercent } from "./quota.ts";

describe("quotaLevel", () => {
  it.each([
    [0, 100, "none"],
    [-3, 100, "none"],
    [1, 100, "low"],
    [19, 100, "low"],
    [20, 100, "plenty"],
    [100, 100, "plenty"],
    [5, 30, "low"],
    [6, 30, "plenty"],
  ] as const)("remaining %i of %i is %s", (remaining, allowed, level) => {
    expect(quotaLevel({ remaining, allowed })).toBe(level);
  });

  it("fills the bar by the remaining share, within 0–100", () => {
    expect(quotaPercent({ remaining: 25, allowed: 100 })).toBe(25);
    expect(quotaPercent({ remaining: -1, allowed: 100 })).toBe(0);
    expect(quotaPercent({ remaining: 5, allowed: 0 })).toBe(0);
    expect(quotaPercent({ remaining: 150, allowed: 100 })).toBe(100);
  });
});
