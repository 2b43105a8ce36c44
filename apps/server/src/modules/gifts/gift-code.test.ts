import { randomBytes, randomUUID } from "node:crypto";
import { GIFT_CODE_ALPHABET, normalGiftCode, printedGiftCode } from "@mandala/contract";
import { describe, expect, it } from "vitest";
import { giftCode, giftCodeHash, recordedGiftCode } from "./gift-code.ts";

describe("gift codes", () => {
  const key = randomBytes(32);

  it("are 16 characters of the readable alphabet (80 bits), different for each payment", () => {
    const codes = new Set(Array.from({ length: 200 }, () => giftCode(key, randomUUID())));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toHaveLength(16);
      expect([...code].every((char) => GIFT_CODE_ALPHABET.includes(char))).toBe(true);
    }
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(GIFT_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it("are read back however they are typed, and nothing else is taken for one", () => {
    const code = giftCode(key, randomUUID());
    const printed = printedGiftCode(code);
    expect(printed).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    expect(normalGiftCode(` ${printed.toLowerCase()} `)).toBe(code);
    expect(normalGiftCode(printed.replaceAll("-", " "))).toBe(code);
    expect(normalGiftCode("0000-1111-OOOO-IIII")).toBeNull();
    expect(normalGiftCode("ABCD")).toBeNull();
  });

  it("are made again with the previous key after a rotation, and not at all after two", () => {
    const previous = randomBytes(32);
    const paymentId = randomUUID();
    const code = giftCode(previous, paymentId);
    const gift = { paymentId, codeHash: giftCodeHash(code) };
    expect(recordedGiftCode([key, previous], gift)).toBe(code);
    expect(recordedGiftCode([key], gift)).toBeNull();
  });
});
