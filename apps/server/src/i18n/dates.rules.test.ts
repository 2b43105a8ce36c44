/**
 * The server's one way to write a date: on Moscow time, in the reader's language, and nowhere else.
 */
import { describe, expect, it } from "vitest";
import { productFilesMatching } from "../../test/product-files.ts";
import { formatDate, isoDay } from "./dates.ts";

describe("a date as the server writes it", () => {
  it("is the Moscow day, whatever the server's clock", () => {
    // 21:00 UTC is midnight in Moscow.
    expect(formatDate(new Date("2026-01-31T20:59:59Z"), "ru")).toBe("31 января 2026");
    expect(formatDate(new Date("2026-01-31T21:00:00Z"), "ru")).toBe("1 февраля 2026");
    expect(formatDate(new Date("2026-01-31T21:00:00Z"), "en")).toBe("1 February 2026");
    expect(isoDay(new Date("2026-12-31T20:59:59Z"))).toBe("2026-12-31");
    expect(isoDay(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
  });

  it("names the time zone when it gives the time", () => {
    const moment = new Date("2026-11-23T11:05:00Z");
    expect(formatDate(moment, "ru", "moment")).toBe("23.11.2026, 14:05 (МСК)");
    expect(formatDate(moment, "en", "moment")).toBe("23/11/2026, 14:05 (Moscow time)");
  });
});

const HOME = "i18n/dates.ts";
/** Writing a date or choosing a time zone by hand. */
const BY_HAND =
  /Intl\.DateTimeFormat|toLocale(?:Date|Time)String\(|Europe\/Moscow|toISOString\(\)\.slice\(0, ?10\)/;

describe("the one home of server dates", () => {
  it("no product file but i18n/dates.ts formats a date or names a time zone", () => {
    expect(productFilesMatching(BY_HAND, HOME)).toEqual([]);
  });
});
