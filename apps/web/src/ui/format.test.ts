import { describe, expect, it } from "vitest";
import { formatRubles } from "./format.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatRubles", () => {
  it("formats plan prices in the Russian locale", () => {
    expect(plain(formatRubles(490))).toBe("490 ₽");
    expect(plain(formatRubles(1990))).toBe("1 990 ₽");
    expect(plain(formatRubles(12500))).toBe("12 500 ₽");
  });
});
