import { describe, expect, it } from "vitest";
import { ZProfileUpdateRequest, ZRegisterRequest, ZSignInRequest, ZVkAuthorizationCode } from "./auth.ts";
import { PASSWORD_MESSAGES } from "./password.ts";

const REGISTRATION = {
  username: "юлия_тест",
  email: "Юлия@Почта.РФ",
  password: "пароль",
  personal_data_consent: true,
};

const messagesOf = (value: unknown) =>
  ZRegisterRequest.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("registration", () => {
  it("takes a name of any script, the address in its canonical form, no trial unless asked", () => {
    expect(ZRegisterRequest.parse(REGISTRATION)).toEqual({
      ...REGISTRATION,
      email: "юлия@почта.рф",
      free_trial: false,
    });
    expect(ZRegisterRequest.parse({ ...REGISTRATION, plan: "2", free_trial: true })).toMatchObject({
      plan: 2,
      free_trial: true,
    });
  });

  it.each([
    ["3 characters", "юля"],
    ["150 characters", "я".repeat(150)],
    ["the characters _ . @ + -", "a_b.c@d+e-f"],
    ["digits only", "2026"],
  ])("takes a name of %s", (_, username) => {
    expect(ZRegisterRequest.safeParse({ ...REGISTRATION, username }).success).toBe(true);
  });

  it("trims the name and keeps one spelling of a letter typed with a combining mark", () => {
    expect(ZRegisterRequest.parse({ ...REGISTRATION, username: "  и\u0306ошкар " }).username).toBe("йошкар");
    // "й" typed as two code points is one letter: three letters are enough.
    expect(ZRegisterRequest.parse({ ...REGISTRATION, username: "и\u0306ой" }).username).toBe("йой");
  });

  it.each([
    ["2 characters", "юл", "Username must be 3 to 150 characters."],
    ["151 characters", "я".repeat(151), "Username must be 3 to 150 characters."],
    ["a space", "юлия тест", "Username may contain only letters, digits and @/./+/-/_ characters."],
    [
      "a zero-width joiner",
      "юлия\u200dтест",
      "Username may contain only letters, digits and @/./+/-/_ characters.",
    ],
    [
      "a leading combining mark",
      "\u0301юлия",
      "Username may contain only letters, digits and @/./+/-/_ characters.",
    ],
    ["a slash", "юлия/тест", "Username may contain only letters, digits and @/./+/-/_ characters."],
  ])("refuses a name with %s", (_, username, message) => {
    expect(messagesOf({ ...REGISTRATION, username })).toEqual([message]);
  });

  it("refuses a short password and a missing consent", () => {
    expect(messagesOf({ ...REGISTRATION, password: "12345" })).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(ZRegisterRequest.safeParse({ ...REGISTRATION, personal_data_consent: false }).success).toBe(false);
  });
});

describe("signing in", () => {
  it("takes a name or an address of up to 254 characters", () => {
    expect(ZSignInRequest.parse({ username: " юлия ", password: "x" }).username).toBe("юлия");
    expect(ZSignInRequest.safeParse({ username: "a".repeat(254), password: "x" }).success).toBe(true);
    expect(ZSignInRequest.safeParse({ username: "a".repeat(255), password: "x" }).success).toBe(false);
  });

  it("refuses an empty name or password, and a password past 1024 characters", () => {
    expect(ZSignInRequest.safeParse({ username: "   ", password: "x" }).success).toBe(false);
    expect(ZSignInRequest.safeParse({ username: "юлия", password: "" }).success).toBe(false);
    expect(ZSignInRequest.safeParse({ username: "юлия", password: "x".repeat(1025) }).success).toBe(false);
  });
});

describe("the profile's website", () => {
  it.each(["", "https://пример.рф/обо-мне", "http://example.com"])("takes %j", (website) => {
    expect(ZProfileUpdateRequest.safeParse({ website }).success).toBe(true);
  });

  it.each(["javascript:alert(1)", "ftp://example.com", "example.com", `https://e.ru/${"x".repeat(490)}`])(
    "refuses %j",
    (website) => {
      expect(ZProfileUpdateRequest.safeParse({ website }).success).toBe(false);
    },
  );

  it("bounds the other fields", () => {
    expect(ZProfileUpdateRequest.safeParse({ bio: "я".repeat(2000) }).success).toBe(true);
    expect(ZProfileUpdateRequest.safeParse({ bio: "я".repeat(2001) }).success).toBe(false);
    expect(ZProfileUpdateRequest.safeParse({ first_name: "я".repeat(151) }).success).toBe(false);
  });
});

describe("VK ID's code", () => {
  const code = { code: "c", device_id: "d", state: "s", code_verifier: "v".repeat(43) };

  it("takes an RFC 7636 verifier of 43 to 128 characters", () => {
    expect(ZVkAuthorizationCode.safeParse(code).success).toBe(true);
    expect(
      ZVkAuthorizationCode.safeParse({ ...code, code_verifier: `${"a-_Z9".repeat(25)}abc` }).success,
    ).toBe(true);
  });

  it.each(["v".repeat(42), "v".repeat(129), `${"v".repeat(42)}~`, `${"v".repeat(42)}ж`])(
    "refuses %j",
    (verifier) => {
      expect(ZVkAuthorizationCode.safeParse({ ...code, code_verifier: verifier }).success).toBe(false);
    },
  );
});
