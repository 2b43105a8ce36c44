import { describe, expect, it } from "vitest";
import { emailProblem } from "./email.ts";

describe("emailProblem", () => {
  it("asks for an e-mail when the field is empty", () => {
    expect(emailProblem("")).toBe("required");
    expect(emailProblem("   ")).toBe("required");
  });

  it("asks for a valid e-mail when it is malformed", () => {
    expect(emailProblem("anna")).toBe("invalid");
    expect(emailProblem("anna@")).toBe("invalid");
    expect(emailProblem("anna@mail")).toBe("invalid");
  });

  it("accepts a .рф mailbox in Cyrillic or in punycode", () => {
    expect(emailProblem("тест@почта.рф")).toBeNull();
    expect(emailProblem("test@xn--80a1acny.xn--p1ai")).toBeNull();
    expect(emailProblem("тест@почта")).toBe("invalid");
  });

  it("accepts a real address, surrounding spaces included", () => {
    expect(emailProblem("anna@example.ru")).toBeNull();
    expect(emailProblem(" anna@example.ru ")).toBeNull();
  });
});
