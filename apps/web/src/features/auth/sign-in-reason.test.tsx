import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { guardedPage } from "./guarded-page.ts";
import { SignInPage } from "./sign-in-page.tsx";
import { renderRoute, stubFetch } from "./test/render.tsx";

afterEach(async () => {
  await i18n.changeLanguage("ru");
});

describe("why the sign-in page was opened", () => {
  it("names the guarded page the person was going to", () => {
    expect(guardedPage("/app")).toBe("app");
    expect(guardedPage("/app?mandala=7&view=digits")).toBe("app");
    expect(guardedPage("/mandalas")).toBe("mandalas");
    expect(guardedPage("/mandalas/12/colour")).toBe("colour");
    expect(guardedPage("/profile#drawings")).toBe("profile");
    expect(guardedPage("/payment?plan=2")).toBe("payment");
    expect(guardedPage("/print?mandalaId=3")).toBe("other");
    expect(guardedPage("/application")).toBe("other");
    expect(guardedPage(null)).toBeNull();
    expect(guardedPage("https://example.com/app")).toBeNull();
  });

  it("a visitor sent from the builder is told the builder needs a sign-in, not welcomed back", async () => {
    await i18n.changeLanguage("ru");
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin?redirect=%2Fapp");
    expect(screen.getByText(/^Конструктор мандал доступен после входа\./)).toBeTruthy();
    expect(screen.queryByText(/С возвращением/)).toBeNull();
  });

  it("says it in English on an English page", async () => {
    await i18n.changeLanguage("en");
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin?redirect=%2Fmandalas");
    expect(screen.getByText(/^“My mandalas” is available once you sign in/)).toBeTruthy();
  });

  it("welcomes back a person who came to sign in of their own accord", async () => {
    await i18n.changeLanguage("en");
    stubFetch(() => undefined);
    renderRoute(<SignInPage />, "/signin");
    expect(screen.getByText(/^Welcome back!/)).toBeTruthy();
  });
});
