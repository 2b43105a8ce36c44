import { describe, expect, it } from "vitest";
import { afterSignInPath, safeRedirectPath } from "./safe-redirect.ts";

const origin = "https://mandala.example";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/profile", origin)).toBe("/profile");
    expect(safeRedirectPath("/app?phrase=1#top", origin)).toBe("/app?phrase=1#top");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "profile",
    "/\t/evil.example",
    "",
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });

  it("falls back to /app", () => {
    expect(afterSignInPath(new URLSearchParams("redirect=%2Fprofile"))).toBe("/profile");
    expect(afterSignInPath(new URLSearchParams("redirect=https%3A%2F%2Fevil.example"))).toBe("/app");
    expect(afterSignInPath(new URLSearchParams())).toBe("/app");
  });

  it("takes an administrator to /admin unless a page was asked for", () => {
    expect(afterSignInPath(new URLSearchParams(), "admin")).toBe("/admin");
    expect(afterSignInPath(new URLSearchParams(), "user")).toBe("/app");
    expect(afterSignInPath(new URLSearchParams("redirect=%2Fprofile"), "admin")).toBe("/profile");
  });
});
