import { describe, expect, it } from "vitest";
import { addDays, DAY_MS, DAY_SECONDS } from "./days.ts";

describe("days", () => {
  it("a day is 24 hours", () => {
    expect(DAY_MS).toBe(86_400 * 1000);
    expect(DAY_SECONDS).toBe(86_400);
  });

  it.each([
    ["30 days past the end of January", "2026-01-31T10:00:00.000Z", 30, "2026-03-02T10:00:00.000Z"],
    ["30 days in a leap year", "2028-01-31T10:00:00.000Z", 30, "2028-03-01T10:00:00.000Z"],
    ["across a clock change, in exact hours", "2026-03-28T23:30:00.000Z", 1, "2026-03-29T23:30:00.000Z"],
    ["back by a negative count", "2026-03-01T00:00:00.000Z", -1, "2026-02-28T00:00:00.000Z"],
    ["a fraction of a day", "2026-03-01T00:00:00.000Z", 0.5, "2026-03-01T12:00:00.000Z"],
  ])("adds %s", (_, from, days, to) => {
    expect(addDays(new Date(from), days).toISOString()).toBe(to);
  });

  it("leaves the given date as it was", () => {
    const date = new Date("2026-01-01T00:00:00.000Z");
    addDays(date, 3);
    expect(date.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});
