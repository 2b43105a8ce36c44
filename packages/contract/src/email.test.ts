import { describe, expect, it } from "vitest";
import {
  asciiDomainEmail,
  canonicalEmail,
  EMAIL_MESSAGES,
  emailSchema,
  unicodeDomain,
  ZEmail,
} from "./email.ts";
import { decodePunycode } from "./punycode.ts";

const messages = (value: unknown) => {
  const result = ZEmail.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the e-mail rule", () => {
  it.each([
    ["тест@почта.рф", "тест@почта.рф"],
    ["test@xn--80a1acny.xn--p1ai", "test@почта.рф"],
    ["тест@xn--80a1acny.xn--p1ai", "тест@почта.рф"],
    ["  Тест@Почта.РФ ", "тест@почта.рф"],
    ["Test@XN--80A1ACNY.XN--P1AI", "test@почта.рф"],
    ["Julia.Test+sets@Example.COM", "julia.test+sets@example.com"],
    ["иван@пример.испытание", "иван@пример.испытание"],
    ["user@mail.xn--80asehdb", "user@mail.онлайн"],
  ])("accepts %j as %j", (typed, canonical) => {
    expect(ZEmail.parse(typed)).toBe(canonical);
  });

  it("makes every spelling of one mailbox the same address", () => {
    const spellings = [
      "тест@почта.рф",
      "тест@xn--80a1acny.xn--p1ai",
      "ТЕСТ@ПОЧТА.РФ",
      "тест@XN--80a1acny.рф",
    ];
    expect(new Set(spellings.map((spelling) => ZEmail.parse(spelling)))).toEqual(new Set(["тест@почта.рф"]));
  });

  it("keeps one spelling of a letter typed as a letter and a combining mark", () => {
    expect(ZEmail.parse("и\u0306ошкар@почта.рф")).toBe("йошкар@почта.рф");
  });

  it.each([
    ["", EMAIL_MESSAGES.required],
    ["   ", EMAIL_MESSAGES.required],
    [undefined, EMAIL_MESSAGES.required],
    ["тест", EMAIL_MESSAGES.invalid],
    ["тест@почта", EMAIL_MESSAGES.invalid],
    ["тест@@почта.рф", EMAIL_MESSAGES.invalid],
    [".тест@почта.рф", EMAIL_MESSAGES.invalid],
    ["тест..два@почта.рф", EMAIL_MESSAGES.invalid],
    ["тест@почта..рф", EMAIL_MESSAGES.invalid],
    ["тест@-почта.рф", EMAIL_MESSAGES.invalid],
    ["тест почта@почта.рф", EMAIL_MESSAGES.invalid],
    ["test@xn--80a1acny.xn--", EMAIL_MESSAGES.invalid],
    // Not punycode at all: the URL parser refuses the label, so the address is refused too.
    ["test@xn--a.xn--p1ai", EMAIL_MESSAGES.invalid],
    [`${"а".repeat(250)}@почта.рф`, EMAIL_MESSAGES.invalid],
  ])("refuses %j with %j", (typed, message) => {
    expect(messages(typed)).toEqual([message]);
  });

  it("takes a form's own messages", () => {
    const schema = emailSchema({ required: "validation.emailRequired", invalid: "validation.emailInvalid" });
    expect(schema.safeParse("").error?.issues[0]?.message).toBe("validation.emailRequired");
    expect(schema.safeParse("тест@").error?.issues[0]?.message).toBe("validation.emailInvalid");
  });

  it("writes the canonical form's domain as punycode for mail servers", () => {
    expect(asciiDomainEmail("тест@почта.рф")).toBe("тест@xn--80a1acny.xn--p1ai");
    expect(asciiDomainEmail("test@example.com")).toBe("test@example.com");
    expect(canonicalEmail("no address")).toBeNull();
  });
});

describe("punycode decoding", () => {
  // Pairs as Node's own IDNA (url.domainToUnicode) decodes them: the browser-safe decoder must agree.
  it.each([
    ["xn--80a1acny.xn--p1ai", "почта.рф"],
    ["xn--e1afmkfd.xn--80akhbyknj4f", "пример.испытание"],
    ["xn--bcher-kva.de", "bücher.de"],
    ["xn--fiq228c.xn--ses554g", "中文.网址"],
    ["xn--mnchen-strae-v9a90b.example", "münchen-straße.example"],
  ])("decodes %s as %s", (ascii, unicode) => {
    expect(unicodeDomain(ascii)).toBe(unicode);
  });

  it("decodes RFC 3492's sample strings", () => {
    expect(decodePunycode("b1abfaaepdrnnbgefbaDotcwatmq2g4l")).toBe("почемужеонинеговорятпорусски");
    expect(decodePunycode("egbpdaj6bu4bxfgehfvwxn")).toBe("ليهمابتكلموشعربي؟");
  });

  it("refuses what is not punycode", () => {
    expect(decodePunycode("80a1acny!")).toBeNull();
    expect(decodePunycode("ы-abc")).toBeNull();
    expect(decodePunycode("zzzzzzzzzzzzzzzzzzzzzzzz")).toBeNull();
  });
});
