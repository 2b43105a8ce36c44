import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { fakeFetch, renderAt, siteSettings } from "../../test/fixtures.tsx";
import { PageError } from "./page-error.tsx";

function serveSettings(settings: ReturnType<typeof siteSettings>) {
  return fakeFetch((url) => (url.pathname === "/draw/api/v1/free/site/" ? { body: settings } : undefined));
}

describe("the error page names the support address", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("a failed page says where to write if it happens again", async () => {
    serveSettings(siteSettings({ support_email: "help@mandala-shop.ru" }));
    renderAt(<PageError />);
    const link = await screen.findByRole("link", { name: "help@mandala-shop.ru" });
    expect(link.getAttribute("href")).toBe("mailto:help@mandala-shop.ru");
    expect(link.closest("p")?.textContent).toBe(
      "Если ошибка повторяется, напишите нам: help@mandala-shop.ru",
    );
  });

  it("says nothing of support on a copy without an address", async () => {
    const fetch = serveSettings(siteSettings());
    renderAt(<PageError notFound />);
    await screen.findByRole("heading", { name: "Страница не найдена" });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The settings' answer has been rendered by the time a later task runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Напишите нам/)).toBeNull();
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
  });
});
