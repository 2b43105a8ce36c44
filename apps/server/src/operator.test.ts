import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_SITE_ENV, useTestApp } from "../test/app.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../test/fakes/smtp-server.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { withFooter } from "./integrations/mail.ts";
import { DEFAULT_SUPPORT_HOURS, isValidInn, isValidOgrn } from "./operator.ts";

/** A public site whose seller is an ИП with its names in both languages (check digits valid). */
const PUBLIC_SITE = {
  ...PUBLIC_SITE_ENV,
  PUBLIC_URL: "https://mandala-shop.ru",
  SELLER_FORM: "ip",
  SELLER_NAME: "Иванова Мария Сергеевна",
  SELLER_NAME_EN: "Maria Sergeevna Ivanova",
  SELLER_OGRN: "326770000123450",
  SELLER_INN: "770123456703",
  SELLER_ADDRESS: "123456, г. Москва, ул. Садовая, д. 1, кв. 2",
  SELLER_ADDRESS_EN: "1 Sadovaya St., apt. 2, Moscow, 123456",
};

/** The problems a start with `env` is refused for. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("the operator's settings", () => {
  it("a public site starts with its seller and support address, and keeps them", () => {
    const { operator } = loadConfig({ ...PUBLIC_SITE, SUPPORT_PHONE: "+7 (495) 123-45-67" });
    expect(operator.seller).toEqual({
      form: "ip",
      name: { ru: "Иванова Мария Сергеевна", en: "Maria Sergeevna Ivanova" },
      ogrn: "326770000123450",
      inn: "770123456703",
      address: { ru: PUBLIC_SITE.SELLER_ADDRESS, en: PUBLIC_SITE.SELLER_ADDRESS_EN },
    });
    expect(operator.supportEmail).toBe("help@mandala-shop.ru");
    expect(operator.supportPhone).toBe("+7 (495) 123-45-67");
  });

  it("a public site without each of the seller's details or the support address is refused, naming it", () => {
    for (const key of [
      "SELLER_FORM",
      "SELLER_NAME",
      "SELLER_OGRN",
      "SELLER_INN",
      "SELLER_ADDRESS",
      "SUPPORT_EMAIL",
    ] as const) {
      const problems = problemsOf({ ...PUBLIC_SITE, [key]: "" });
      expect(problems, key).toEqual([expect.stringMatching(new RegExp(`^${key}: is required`))]);
    }
  });

  it("takes a support address on a .рф domain, in Cyrillic or in punycode, and refuses what is no address", () => {
    for (const typed of ["Помощь@Мандала.рф", "помощь@xn--80aaao0bci.xn--p1ai"]) {
      expect(loadConfig({ ...PUBLIC_SITE, SUPPORT_EMAIL: typed }).operator.supportEmail).toBe(
        "помощь@мандала.рф",
      );
    }
    expect(problemsOf({ ...PUBLIC_SITE, SUPPORT_EMAIL: "помощь@мандала" })).toEqual([
      "SUPPORT_EMAIL: must be an e-mail address",
    ]);
  });

  it("a public site refuses a support address or a sender on a reserved domain", () => {
    expect(problemsOf({ ...PUBLIC_SITE, SUPPORT_EMAIL: "support@mandala.example" })).toEqual([
      "SUPPORT_EMAIL: support@mandala.example is on a reserved domain that receives no mail",
    ]);
    const { MAIL_FROM: _, ...withoutSender } = PUBLIC_SITE;
    expect(problemsOf(withoutSender)).toEqual([
      expect.stringMatching(/^MAIL_FROM: .*not no-reply@mandala\.local$/),
    ]);
    expect(problemsOf({ ...PUBLIC_SITE, MAIL_FROM: "shop@example.com" })[0]).toMatch(/^MAIL_FROM: /);
  });

  it("refuses an ИНН or ОГРН that is not one, or does not fit the seller's form", () => {
    expect(problemsOf({ SELLER_INN: "770123456" })).toEqual([
      "SELLER_INN: must be an ИНН of 10 or 12 digits",
    ]);
    // One digit off: the check digit no longer agrees.
    expect(problemsOf({ SELLER_INN: "770123456704" })[0]).toMatch(/^SELLER_INN: must be an ИНН/);
    expect(problemsOf({ SELLER_OGRN: "32677000012345X" })[0]).toMatch(/^SELLER_OGRN: must be an ОГРН/);
    expect(problemsOf({ SELLER_OGRN: "326770000123451" })[0]).toMatch(/^SELLER_OGRN: must be an ОГРН/);
    expect(problemsOf({ ...PUBLIC_SITE, SELLER_FORM: "org" })).toEqual([
      "SELLER_OGRN: an organisation (SELLER_FORM=org) has a 13-digit ОГРН",
      "SELLER_INN: an organisation (SELLER_FORM=org) has a 10-digit ИНН",
    ]);
    expect(
      problemsOf({
        ...PUBLIC_SITE,
        SELLER_FORM: "org",
        SELLER_NAME: "ООО «Мандала»",
        SELLER_OGRN: "1027700123450",
        SELLER_INN: "7701234560",
      }),
    ).toEqual([]);
    expect(problemsOf({ SELLER_FORM: "llc" })[0]).toMatch(/^SELLER_FORM: must be ip/);
    // A real pair (Sberbank's): the check digits are the tax service's.
    expect(isValidInn("7707083893") && isValidOgrn("1027700132195")).toBe(true);
  });

  it("says when support answers in both languages, or by default; never in one language alone", () => {
    expect(loadConfig({}).operator.supportHours).toEqual({
      ru: "Отвечаем в течение рабочего дня, пн–пт 10:00–19:00 (МСК)",
      en: "We answer within a working day, Mon–Fri 10:00–19:00 (Moscow time)",
    });
    expect(
      loadConfig({ SUPPORT_HOURS: "Круглосуточно", SUPPORT_HOURS_EN: "Around the clock" }).operator
        .supportHours,
    ).toEqual({ ru: "Круглосуточно", en: "Around the clock" });
    expect(problemsOf({ SUPPORT_HOURS: "Круглосуточно" })).toEqual([
      "SUPPORT_HOURS_EN: is required with SUPPORT_HOURS: the English pages say it in English",
    ]);
    expect(problemsOf({ SUPPORT_HOURS_EN: "Around the clock" })).toEqual([
      "SUPPORT_HOURS: is required with SUPPORT_HOURS_EN: the Russian pages say it in Russian",
    ]);
    expect(problemsOf({ SUPPORT_HOURS: "Ж".repeat(201), SUPPORT_HOURS_EN: "Any time" })).toEqual([
      "SUPPORT_HOURS: must be at most 200 characters",
    ]);
  });

  it("refuses bare social home pages, foreign hosts and a video that is not a YouTube id", () => {
    expect(problemsOf({ SOCIAL_VK_URL: "https://vk.com/" })).toEqual([
      "SOCIAL_VK_URL: must name the page on VK, not its home page",
    ]);
    expect(problemsOf({ SOCIAL_TELEGRAM_URL: "https://evil.example/mandala" })).toEqual([
      "SOCIAL_TELEGRAM_URL: must be an https link to Telegram",
    ]);
    expect(problemsOf({ LESSON_VIDEO_ID: "https://youtu.be/x" })).toEqual([
      "LESSON_VIDEO_ID: must be a YouTube video id (11 characters)",
    ]);
    expect(
      loadConfig({ SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@mandala", LESSON_VIDEO_ID: "dQw4w9WgXcQ" })
        .operator,
    ).toMatchObject({
      social: { vk: null, telegram: null, youtube: "https://www.youtube.com/@mandala" },
      lessonVideoId: "dQw4w9WgXcQ",
    });
  });

  it("locally, without a seller, a demo seller stands in; a seller named in part is refused", () => {
    expect(loadConfig({}).operator).toEqual({
      seller: null,
      supportEmail: null,
      supportPhone: null,
      supportHours: DEFAULT_SUPPORT_HOURS,
      social: { vk: null, telegram: null, youtube: null },
      lessonVideoId: null,
    });
    expect(problemsOf({ SELLER_NAME: "Иванова Мария Сергеевна" })).toEqual([
      "SELLER_FORM: is required: the seller is named in part",
      "SELLER_OGRN: is required: the seller is named in part",
      "SELLER_INN: is required: the seller is named in part",
      "SELLER_ADDRESS: is required: the seller is named in part",
    ]);
  });
});

describe("the e-mails' footer", () => {
  const english = {
    to: "a@b.ru",
    locale: "en" as const,
    subject: "Your set — Wish Mandala",
    text: "Hello,",
    html: "<p>Hello,</p>",
  };

  it("speaks the e-mail's language and names the demo seller when there is none", () => {
    const { operator } = loadConfig({ ...PUBLIC_SITE });
    const signed = withFooter(english, operator);
    expect(signed.text).toBe(
      "Hello,\n\n—\nSeller: Sole proprietor Maria Sergeevna Ivanova, INN 770123456703, OGRNIP 326770000123450.\nSupport: help@mandala-shop.ru",
    );
    expect(signed.html).toMatch(/^<p>Hello,<\/p><hr>.*Sole proprietor Maria Sergeevna Ivanova/);
    const demo = withFooter(
      { ...english, locale: "ru", subject: "Ваш набор — Мандала желаний" },
      loadConfig({}).operator,
    );
    expect(demo.text).toBe(
      "Hello,\n\n—\nПисьмо отправлено демонстрационной копией сайта: продавец не настроен.",
    );
  });
});

describe("a public site's settings and e-mails", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(() => ({
    ...PUBLIC_SITE,
    SMTP_URL: smtp.url,
    SUPPORT_PHONE: "+7 495 123-45-67",
    SUPPORT_HOURS: "Пн–сб 9:00–21:00 (МСК)",
    SUPPORT_HOURS_EN: "Mon–Sat 9:00–21:00 (Moscow time)",
    SOCIAL_TELEGRAM_URL: "https://t.me/mandala_shop",
    LESSON_VIDEO_ID: "dQw4w9WgXcQ",
  }));

  it("serves the seller, the support address, the links and the video to the web app", async () => {
    const site = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/site/" });
    expect(site.json()).toEqual({
      messenger_url: "https://t.me/mandala_wishes",
      vkid_app_id: null,
      recaptcha_site_key: null,
      captcha_provider: "recaptcha",
      seller: {
        form: "ip",
        name: { ru: "Иванова Мария Сергеевна", en: "Maria Sergeevna Ivanova" },
        ogrn: "326770000123450",
        inn: "770123456703",
        address: { ru: PUBLIC_SITE.SELLER_ADDRESS, en: PUBLIC_SITE.SELLER_ADDRESS_EN },
      },
      support_email: "help@mandala-shop.ru",
      support_phone: "+7 495 123-45-67",
      support_hours: { ru: "Пн–сб 9:00–21:00 (МСК)", en: "Mon–Sat 9:00–21:00 (Moscow time)" },
      social_links: { vk: null, telegram: "https://t.me/mandala_shop", youtube: null },
      lesson_video_id: "dQw4w9WgXcQ",
    });
  });

  it("signs every e-mail with the seller and the support address, in the e-mail's language", async () => {
    const seen = smtp.messages.length;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        username: "buyer",
        email: "buyer@mandala-shop.ru",
        password: "secret1",
        personal_data_consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const text = mailText((await smtp.nextMessage(seen)).data);
    expect(text).toContain("Продавец: ИП Иванова Мария Сергеевна, ИНН 770123456703, ОГРНИП 326770000123450.");
    expect(text).toContain("Поддержка: help@mandala-shop.ru, тел. +7 495 123-45-67");
    expect(text).toContain('<a href="mailto:help@mandala-shop.ru">help@mandala-shop.ru</a>');
  });

  it("the page for a dead file link names the support address", async () => {
    const page = await ctx.app.inject({
      method: "GET",
      url: `/files/sets/${"x".repeat(43)}`,
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<a href="mailto:help@mandala-shop.ru">help@mandala-shop.ru</a>');
  });

  it("sends a customer's reply to the support address (Reply-To), not to the sender", async () => {
    const seen = smtp.messages.length;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        username: "replier",
        email: "replier@mandala-shop.ru",
        password: "secret1",
        personal_data_consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect((await smtp.nextMessage(seen)).data).toMatch(/^Reply-To: help@mandala-shop\.ru\r?$/m);
  });
});
