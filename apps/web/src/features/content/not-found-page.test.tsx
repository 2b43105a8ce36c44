import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { fakeFetch, renderAt, siteSettings } from "../../test/fixtures.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

describe("the not-found page", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("names the support address, in the page's language", async () => {
    fakeFetch((url) =>
      url.pathname === "/draw/api/v1/free/site/"
        ? { body: siteSettings({ support_email: "help@mandala-shop.ru" }) }
        : undefined,
    );
    renderAt(<NotFoundPage />);
    const link = await screen.findByRole("link", { name: "help@mandala-shop.ru" });
    expect(link.closest("p")?.textContent).toBe(
      "Did not find what you were looking for? Write to us: help@mandala-shop.ru",
    );
  });
});
