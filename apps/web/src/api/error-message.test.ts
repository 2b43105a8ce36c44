import { describe, expect, it } from "vitest";
import { ApiError } from "./client.ts";
import { drawErrorMessage } from "./error-message.ts";

describe("drawErrorMessage", () => {
  it("prefers the server's error field, then the error's message, then the network text", () => {
    expect(drawErrorMessage(new ApiError(402, "Payment Required", { error: "Лимит исчерпан" }), "сеть")).toBe(
      "Лимит исчерпан",
    );
    expect(drawErrorMessage(new ApiError(500, "Internal Server Error"), "сеть")).toBe(
      "Internal Server Error",
    );
    expect(drawErrorMessage(new ApiError(500, ""), "сеть")).toBe("сеть");
    expect(drawErrorMessage(new TypeError("Failed to fetch"), "сеть")).toBe("сеть");
    expect(drawErrorMessage(new Error("boom"), "сеть")).toBe("boom");
    expect(drawErrorMessage("?", "сеть")).toBe("сеть");
  });
});
