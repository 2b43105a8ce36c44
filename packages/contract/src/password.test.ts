import { describe, expect, it } from "vitest";
import { newPasswordSchema, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, ZNewPassword } from "./password.ts";

describe("the new-password rule", () => {
  it("accepts the shortest password allowed, of any script", () => {
    expect(ZNewPassword.parse("пароль")).toBe("пароль");
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it.each([
    [undefined, PASSWORD_MESSAGES.required],
    ["", PASSWORD_MESSAGES.required],
    ["12345", PASSWORD_MESSAGES.tooShort],
  ])("refuses %j with %j", (typed, message) => {
    expect(ZNewPassword.safeParse(typed).error?.issues[0]?.message).toBe(message);
  });

  it("refuses a password longer than 1024 characters", () => {
    expect(ZNewPassword.safeParse("x".repeat(1025)).success).toBe(false);
  });

  it("takes a form's own messages", () => {
    const schema = newPasswordSchema({
      required: "validation.passwordRequired",
      tooShort: "validation.passwordMin",
    });
    expect(schema.safeParse("abc").error?.issues[0]?.message).toBe("validation.passwordMin");
  });
});
