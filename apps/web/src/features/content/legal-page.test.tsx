import { PRIVACY_POLICY_EDITION, type TSeller } from "@mandala/contract";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import { fakeFetch, renderRoute, siteSettings } from "../../test/fixtures.tsx";
import { LegalPage } from "./legal-page.tsx";

const SELLER: TSeller = {
  form: "ip",
  name: { ru: "Иванова Мария Сергеевна", en: "Maria Sergeevna Ivanova" },
  ogrn: "326770000123450",
  inn: "770123456703",
  address: { ru: "г. Москва, ул. Садовая, д. 1", en: "1 Sadovaya St., Moscow" },
};

/** The page at `path`, the site settings answered by `settings` (a status code: the call fails). */
function renderPage(path: string, settings: ReturnType<typeof siteSettings> | number) {
  fakeFetch((url) =>
    url.pathname === "/draw/api/v1/free/site/"
      ? typeof settings === "number"
        ? { status: settings, body: { error: "down" } }
        : { body: settings }
      : undefined,
  );
  return renderRoute(<LegalPage />, path);
}

/** The page's text, its no-break spaces as plain ones. */
const pageText = () => (document.querySelector("article")?.textContent ?? "").replace(/\u00a0/g, " ");

describe("the offer and the policy name the configured seller", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("fills the offer's seller, support address and details (§14) from the site settings", async () => {
    renderPage(
      "/oferta",
      siteSettings({
        seller: SELLER,
        support_email: "help@mandala-shop.ru",
        support_phone: "+7 495 123-45-67",
      }),
    );
    const section = (await screen.findByRole("heading", { name: /14\. Срок действия оферты/ })).closest(
      "section",
    );
    const list = within(section as HTMLElement);
    await list.findByText("326770000123450");
    expect(list.getByText("ОГРНИП").nextElementSibling?.textContent).toBe("326770000123450");
    expect(list.getByText("ИНН").nextElementSibling?.textContent).toBe("770123456703");
    expect(list.getByText("Адрес").nextElementSibling?.textContent).toBe("г. Москва, ул. Садовая, д. 1");
    expect(list.getByText("Телефон").nextElementSibling?.textContent).toBe("+7 495 123-45-67");
    expect(list.getByRole("link", { name: "help@mandala-shop.ru" }).getAttribute("href")).toBe(
      "mailto:help@mandala-shop.ru",
    );
    expect(pageText()).toContain("который ИП Иванова Мария Сергеевна (далее — Продавец)");
    // Refunds (§10.5) and claims (§13.1) point to the support address.
    expect(screen.getAllByRole("link", { name: "help@mandala-shop.ru" }).length).toBeGreaterThanOrEqual(4);
    expect(pageText()).not.toMatch(/\{(seller|support|details)\}|\[указать\]|mandala\.example|Банковские/);
    expect(screen.queryByText("Демо-продавец")).toBeNull();
  });

  it("in English, the seller's English name and address, an organisation without «ИП»", async () => {
    await i18n.changeLanguage("en");
    renderPage(
      "/pndpolicy",
      siteSettings({
        seller: {
          ...SELLER,
          form: "org",
          name: { ru: "ООО «Мандала»", en: "Mandala LLC" },
          ogrn: "1027700123450",
          inn: "7701234560",
        },
        support_email: "help@mandala-shop.ru",
      }),
    );
    expect(await screen.findByText("1027700123450")).toBeTruthy();
    expect(screen.getByText("OGRN").nextElementSibling?.textContent).toBe("1027700123450");
    expect(pageText()).toContain("The personal data operator is Mandala LLC (hereinafter the Operator");
    expect(pageText()).toContain("1 Sadovaya St., Moscow");
    expect(pageText()).not.toMatch(/[А-яЁё]/);
  });

  it("says plainly that a demo seller stands in when none is configured", async () => {
    renderPage("/oferta", siteSettings());
    expect(await screen.findByRole("heading", { name: "Демо-продавец" })).toBeTruthy();
    expect(pageText()).toContain("Это демонстрационная копия сайта");
    expect(pageText()).toContain("который демо-продавец (далее — Продавец)");
    expect(pageText()).toContain("Реквизиты не указываются: это демонстрационная копия сайта.");
    expect(pageText()).toContain("напишите на адрес поддержки (в демонстрационной копии он не настроен)");
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
  });

  it("shows shimmering lines, never a placeholder, until the settings arrive; a notice if they fail", async () => {
    renderPage("/oferta", 503);
    expect(pageText()).not.toMatch(/\{(seller|support|details)\}/);
    expect(screen.getByRole("status").textContent).toBe("Загружаем реквизиты продавца…");
    expect((await screen.findAllByText("Реквизиты продавца не загрузились. Обновите страницу.")).length).toBe(
      6,
    );
    expect(pageText()).not.toMatch(/\{(seller|support|details)\}/);
  });

  it("leaves the method article, which names no seller, as it is", async () => {
    renderPage("/article", siteSettings());
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "Демо-продавец" })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("the offer points to the payment, delivery and refunds page", async () => {
    renderPage("/oferta", siteSettings());
    const link = await screen.findByRole("link", { name: "«Оплата, доставка и возврат»" });
    expect(link.getAttribute("href")).toBe("/oplata-i-vozvrat");
    expect(link.closest("p")?.textContent).toMatch(/^6\.2\. Оплата производится на условиях 100% предоплаты/);
  });
});

describe("the payment, delivery and refunds page and the questions", () => {
  const SUPPORTED = siteSettings({ seller: SELLER, support_email: "help@mandala-shop.ru" });

  beforeEach(async () => {
    await i18n.changeLanguage("ru");
  });

  it("says how to pay, that delivery is electronic and how to ask for a refund, by the support address", async () => {
    renderPage("/oplata-i-vozvrat", SUPPORTED);
    expect(screen.getByRole("heading", { level: 1, name: "Оплата, доставка и возврат" })).toBeTruthy();
    await screen.findAllByRole("link", { name: "help@mandala-shop.ru" });
    const contents = within(screen.getByRole("navigation", { name: "Содержание" }));
    expect(contents.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Оплата",
      "Доставка: всё приходит в электронном виде",
      "Как отключить автопродление",
      "Возврат денег",
      "Остались вопросы",
    ]);
    const refunds = within(
      screen.getByRole("heading", { name: "Возврат денег" }).closest("section") as HTMLElement,
    );
    expect(refunds.getByRole("link", { name: "help@mandala-shop.ru" }).getAttribute("href")).toBe(
      "mailto:help@mandala-shop.ru",
    );
    expect(refunds.getByText(/в течение 10 дней/).textContent).toContain(
      "тем же способом, которым вы платили",
    );
    expect(pageText()).toContain("ЮKassa");
    expect(pageText()).toContain("Продавец — ИП Иванова Мария Сергеевна.");
    expect(screen.getByRole("link", { name: "публичной оферте" }).getAttribute("href")).toBe("/oferta");
    expect(screen.getByRole("link", { name: "странице наборов" }).getAttribute("href")).toBe(
      "/nabory#resend",
    );
    expect(pageText()).not.toMatch(/\{(seller|support)\}|\]\(\//);
  });

  it("in English: the same page with no Russian word", async () => {
    await i18n.changeLanguage("en");
    renderPage("/oplata-i-vozvrat", SUPPORTED);
    await screen.findAllByRole("link", { name: "help@mandala-shop.ru" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Payment, delivery and refunds");
    expect(screen.getByRole("link", { name: "public offer" }).getAttribute("href")).toBe("/oferta");
    expect(pageText()).not.toMatch(/[А-яЁё]/);
  });

  it("answers 6 to 10 questions in each language, every link an in-app page, no edition date", async () => {
    for (const language of ["ru", "en"]) {
      await i18n.changeLanguage(language);
      const { unmount } = renderPage("/voprosy", SUPPORTED);
      await screen.findAllByRole("link", { name: "help@mandala-shop.ru" });
      const questions = within(screen.getByRole("navigation", { name: /Содержание|Contents/ })).getAllByRole(
        "link",
      );
      expect(questions.length, language).toBeGreaterThanOrEqual(6);
      expect(questions.length, language).toBeLessThanOrEqual(10);
      expect(
        questions.every((question) => question.textContent?.endsWith("?")),
        language,
      ).toBe(true);
      const pages = [...document.querySelectorAll("article a[href^='/']")].map((a) => a.getAttribute("href"));
      expect(pages, language).toEqual(expect.arrayContaining(["/oplata-i-vozvrat", "/profile", "/kontakty"]));
      expect(document.querySelector("article")?.textContent, language).not.toMatch(/Редакция от|Version of/);
      if (language === "en") expect(pageText()).not.toMatch(/[А-яЁё]/);
      unmount();
    }
  });
});

describe("the personal-data policy", () => {
  it("shows the edition consents are recorded against, every cookie of the site and reCAPTCHA's transfer", async () => {
    for (const [language, edition, cookies, recaptcha] of [
      [
        "ru",
        `Редакция от ${PRIVACY_POLICY_EDITION.date.ru}`,
        ["«lang»", "хранится 1 год", "«mandala_device_<номер учётной записи>»", "хранится 180 дней"],
        "Google получает IP-адрес посетителя и данные браузера",
      ],
      [
        "en",
        `Version of ${PRIVACY_POLICY_EDITION.date.en}`,
        ["“lang”", "it lasts 1 year", "“mandala_device_<account number>”", "lasts 180 days"],
        "gives Google the visitor’s IP address and browser and device data",
      ],
    ] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = renderPage("/pndpolicy", siteSettings({ seller: SELLER }));
      expect(await screen.findByText(edition)).toBeTruthy();
      for (const words of cookies) expect(pageText()).toContain(words);
      expect(pageText()).toContain(recaptcha);
      unmount();
    }
  });
});
