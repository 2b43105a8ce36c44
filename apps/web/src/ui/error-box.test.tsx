import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../i18n/index.ts";
import { fakeFetch, renderAt, siteSettings } from "../test/fixtures.tsx";
import { ErrorBox } from "./error-box.tsx";

describe("an error box", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("says where to write if the failure happens again, once the settings name a support address", async () => {
    fakeFetch((url) =>
      url.pathname === "/draw/api/v1/free/site/"
        ? { body: siteSettings({ support_email: "help@mandala-shop.ru" }) }
        : undefined,
    );
    renderAt(<ErrorBox title="Ошибка" message="Не удалось загрузить наборы." />);
    const alert = screen.getByRole("alert");
    const link = await screen.findByRole("link", { name: "help@mandala-shop.ru" });
    expect(alert.contains(link)).toBe(true);
    expect(link.getAttribute("href")).toBe("mailto:help@mandala-shop.ru");
    expect(alert.textContent).toBe(
      "Ошибка: Не удалось загрузить наборы.Если ошибка повторяется, напишите нам: help@mandala-shop.ru",
    );
  });
});
