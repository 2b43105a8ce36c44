import { afterEach, describe, expect, it } from "vitest";
import i18n, { setLanguage } from "./index.ts";

describe("the interface language, as the server reads it", () => {
  afterEach(() => setLanguage("ru"));

  it("keeps the visitor's choice in the lang cookie, which the server writes the pages' heads in", async () => {
    setLanguage("en");
    await i18n.changeLanguage("en");
    expect(document.cookie).toContain("lang=en");
    expect(document.documentElement.lang).toBe("en");
    setLanguage("ru");
    await i18n.changeLanguage("ru");
    expect(document.cookie).toContain("lang=ru");
    expect(document.cookie).not.toContain("lang=en");
  });
});
