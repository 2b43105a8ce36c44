import { describe, expect, it } from "vitest";
import { formatDate, formatMoment } from "./dates.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const may = new Date(2026, 4, 12, 9, 5);

describe("formatDate", () => {
  it("ends a Russian date without «г.», so that a sentence ending with it has one full stop", () => {
    expect(plain(formatDate(may, "ru"))).toBe("12 мая 2026");
    expect(`Тариф активен до ${formatDate(may.toISOString(), "ru")}.`).not.toContain("..");
  });

  it("writes English dates as month, day and year, and nothing for no date", () => {
    expect(formatDate(may, "en")).toBe("May 12, 2026");
    expect(formatDate(may, "en-GB")).toBe("May 12, 2026");
    expect(formatDate(null, "ru")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("writes the short style with digits only", () => {
    expect(formatDate(may, "ru", "short")).toBe("12.05.2026");
    expect(formatDate(may, "en", "short")).toBe("05/12/2026");
  });

  it("writes every month in the genitive in Russian", () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      plain(formatDate(new Date(2026, month, 1), "ru")),
    );
    expect(months[0]).toBe("1 января 2026");
    expect(months[11]).toBe("1 декабря 2026");
  });
});

describe("formatMoment", () => {
  it("writes a date and its time with a comma between, in 24 hours", () => {
    expect(plain(formatMoment(may, "ru"))).toBe("12 мая 2026, 09:05");
    expect(plain(formatMoment(new Date(2026, 10, 26, 21, 40), "en"))).toBe("November 26, 2026, 21:40");
  });
});
