import { describe, expect, it } from "vitest";
import { formatDate } from "../../ui/dates.ts";

describe("the payment page's dates", () => {
  it("leave one full stop at the end of «Тариф … активен до <date>.» (no «2026 г..»)", () => {
    const sentence = `Тариф «Advanced» активен до ${formatDate("2026-05-12T10:00:00Z", "ru")}.`;
    expect(sentence).not.toMatch(/\.\.$/);
    expect(sentence.replace(/\u00a0/g, " ")).toBe("Тариф «Advanced» активен до 12 мая 2026.");
  });
});
