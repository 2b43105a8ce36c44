import type { TSeller } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { fakeFetch, renderRoute, siteSettings } from "../../test/fixtures.tsx";
import { ContactsPage } from "./contacts-page.tsx";

const SELLER: TSeller = {
  form: "ip",
  name: { ru: "Иванова Мария Сергеевна", en: "Maria Sergeevna Ivanova" },
  ogrn: "326770000123450",
  inn: "770123456703",
  address: { ru: "г. Москва, ул. Садовая, д. 1", en: "1 Sadovaya St., Moscow" },
};

/** The contacts page, the site settings answered by `settings` (a status code: the call fails). */
function renderPage(settings: ReturnType<typeof siteSettings> | number) {
  fakeFetch((url) =>
    url.pathname === "/draw/api/v1/free/site/"
      ? typeof settings === "number"
        ? { status: settings, body: { error: "down" } }
        : { body: settings }
      : undefined,
  );
  return renderRoute(<ContactsPage />, "/kontakty");
}

/** The value beside `label` in the section named `section`. */
function detailOf(section: string, label: string): string | null | undefined {
  const region = within(screen.getByRole("region", { name: section }));
  return region.getByText(label).nextElementSibling?.textContent;
}

const pageText = () => (document.querySelector("article")?.textContent ?? "").replace(/\u00a0/g, " ");

describe("the contacts page", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("links the support address and phone, says when support answers and names the seller", async () => {
    renderPage(
      siteSettings({
        seller: SELLER,
        support_email: "help@mandala-shop.ru",
        support_phone: "+7 (495) 123-45-67",
        support_hours: { ru: "Пн–сб 9:00–21:00 (МСК)", en: "Mon–Sat 9:00–21:00 (Moscow time)" },
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Контакты" })).toBeTruthy();
    const support = within(await screen.findByRole("region", { name: "Поддержка" }));
    expect((await support.findByRole("link", { name: "help@mandala-shop.ru" })).getAttribute("href")).toBe(
      "mailto:help@mandala-shop.ru",
    );
    expect(support.getByRole("link", { name: "+7 (495) 123-45-67" }).getAttribute("href")).toBe(
      "tel:+74951234567",
    );
    expect(detailOf("Поддержка", "Когда отвечаем")).toBe("Пн–сб 9:00–21:00 (МСК)");
    expect(detailOf("Реквизиты продавца", "Наименование")).toBe("ИП Иванова Мария Сергеевна");
    expect(detailOf("Реквизиты продавца", "ОГРНИП")).toBe("326770000123450");
    expect(detailOf("Реквизиты продавца", "ИНН")).toBe("770123456703");
    expect(detailOf("Реквизиты продавца", "Адрес")).toBe("г. Москва, ул. Садовая, д. 1");
    const help = within(screen.getByRole("navigation", { name: "Покупателям" }));
    expect(help.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Оплата, доставка и возврат", "/oplata-i-vozvrat"],
      ["Вопросы и ответы", "/voprosy"],
      ["Политика обработки персональных данных", "/pndpolicy"],
      ["Публичная оферта", "/oferta"],
    ]);
    expect(screen.queryByRole("heading", { name: "Демо-продавец" })).toBeNull();
  });

  it("in English, without a phone: no call link, the default hours and the seller in English", async () => {
    await i18n.changeLanguage("en");
    renderPage(siteSettings({ seller: SELLER, support_email: "help@mandala-shop.ru" }));
    const support = within(await screen.findByRole("region", { name: "Support" }));
    expect((await support.findByRole("link", { name: "help@mandala-shop.ru" })).getAttribute("href")).toBe(
      "mailto:help@mandala-shop.ru",
    );
    expect(support.queryByText("Phone")).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(detailOf("Support", "When we answer")).toBe(
      "We answer within a working day, Mon–Fri 10:00–19:00 (Moscow time)",
    );
    expect(detailOf("Seller’s details", "Name")).toBe("Sole proprietor Maria Sergeevna Ivanova");
    expect(detailOf("Seller’s details", "Address")).toBe("1 Sadovaya St., Moscow");
    expect(screen.getByRole("link", { name: "Payment, delivery and refunds" }).getAttribute("href")).toBe(
      "/oplata-i-vozvrat",
    );
    expect(pageText()).not.toMatch(/[А-яЁё]/);
  });

  it("on a copy without a seller or support address, says so instead of inventing them", async () => {
    renderPage(siteSettings());
    expect(await screen.findByRole("heading", { name: "Демо-продавец" })).toBeTruthy();
    expect(detailOf("Поддержка", "Электронная почта")).toBe(
      "адрес поддержки (в демонстрационной копии он не настроен)",
    );
    expect(detailOf("Реквизиты продавца", "Наименование")).toBe(
      "Реквизиты не указываются: это демонстрационная копия сайта.",
    );
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
  });

  it("shows placeholders while the settings load, and a notice when they fail", async () => {
    renderPage(503);
    expect(screen.getByRole("status").textContent).toBe("Загружаем реквизиты продавца…");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Реквизиты продавца не загрузились. Обновите страницу.",
    );
    expect(screen.getByRole("link", { name: "Публичная оферта" })).toBeTruthy();
  });
});
