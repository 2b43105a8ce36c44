import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { fakeFetch, renderAt, siteSettings } from "../../test/fixtures.tsx";
import { Footer } from "./footer.tsx";

function renderFooter(settings: ReturnType<typeof siteSettings>) {
  fakeFetch((url) => (url.pathname === "/draw/api/v1/free/site/" ? { body: settings } : undefined));
  renderAt(<Footer />);
  return screen.getByRole("contentinfo");
}

describe("the footer's operator parts", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("links only the configured networks, the support address and phone, and names the seller", async () => {
    const footer = renderFooter(
      siteSettings({
        social_links: { vk: "https://vk.com/mandala_shop", telegram: null, youtube: null },
        support_email: "help@mandala-shop.ru",
        support_phone: "+7 (495) 123-45-67",
        seller: {
          form: "ip",
          name: { ru: "Иванова Мария Сергеевна", en: "Maria Ivanova" },
          ogrn: "326770000123450",
          inn: "770123456703",
          address: { ru: "Москва", en: "Moscow" },
        },
      }),
    );
    const social = await within(footer).findByRole("list", { name: "Мы в соцсетях" });
    expect(
      within(social)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["https://vk.com/mandala_shop"]);
    expect(within(footer).getByRole("link", { name: "help@mandala-shop.ru" }).getAttribute("href")).toBe(
      "mailto:help@mandala-shop.ru",
    );
    expect(within(footer).getByRole("link", { name: "+7 (495) 123-45-67" }).getAttribute("href")).toBe(
      "tel:+74951234567",
    );
    expect(footer.textContent).toContain(
      "ИП Иванова Мария Сергеевна · ИНН 770123456703 · ОГРНИП 326770000123450",
    );
  });

  it("shows no contact column without links or a support address, and says a demo seller stands in", async () => {
    const footer = renderFooter(siteSettings());
    expect(await within(footer).findByText("Демо-продавец: продавец не настроен.")).toBeTruthy();
    expect(within(footer).queryByRole("heading", { name: "Связаться с нами" })).toBeNull();
    expect(within(footer).queryByRole("list", { name: "Мы в соцсетях" })).toBeNull();
    expect(
      within(footer)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"))
        .filter((href) => /^(https?:|mailto:)/.test(href ?? "")),
    ).toEqual([]);
  });

  it("names nothing of the operator before the settings arrive", () => {
    fakeFetch(() => undefined);
    renderAt(<Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer.textContent).not.toMatch(/продавец|ИНН/i);
    expect(within(footer).queryByRole("heading", { name: "Связаться с нами" })).toBeNull();
  });

  it("links the buyer's pages and the documents, in the page's language", async () => {
    await i18n.changeLanguage("en");
    const footer = renderFooter(siteSettings());
    const links = within(within(footer).getByRole("navigation", { name: "For customers" })).getAllByRole(
      "link",
    );
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Contacts", "/kontakty"],
      ["Payment, delivery and refunds", "/oplata-i-vozvrat"],
      ["Questions and answers", "/voprosy"],
      ["Personal data policy", "/pndpolicy"],
      ["Public offer", "/oferta"],
    ]);
  });
});
