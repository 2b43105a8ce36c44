/**
 * The shop as a public site runs it: a second server of its own, on a public name
 * (PUBLIC_URL=http://mandala-shop.ru:<port>, which Chromium resolves to this machine) with every
 * operator setting filled, a fake SMTP server and the sandbox checkout chosen on purpose. The documents
 * and the footer name the configured seller, no page and no built file shows a placeholder or an
 * example domain, and a public start without a seller detail refuses, naming it.
 */
import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { freePort } from "../apps/server/test/deployment.ts";
import { type FakeSmtpServer, startFakeSmtp } from "../apps/server/test/fakes/smtp-server.ts";
import { type ServerProcess, startServer } from "../apps/server/test/server-process.ts";

const HOST = "mandala-shop.ru";
const WEB_DIST = path.resolve(import.meta.dirname, "../apps/web/dist");

/** What a customer must never meet: the seller placeholders and hosts that receive nothing. */
const FORBIDDEN = /\[указать\]|\[to be specified\]|mandala\.example|example\.com|(?:@|\/\/)[\w.-]+\.local\b/i;

/** An ИП with valid numbers (12-digit ИНН, 15-digit ОГРНИП), and the rest of the operator's settings. */
const OPERATOR_ENV = {
  SELLER_FORM: "ip",
  SELLER_NAME: "Иванова Мария Сергеевна",
  SELLER_NAME_EN: "Maria Ivanova",
  SELLER_OGRN: "321774600123451",
  SELLER_INN: "500102030400",
  SELLER_ADDRESS: "Москва, ул. Садовая, 5",
  SELLER_ADDRESS_EN: "5 Sadovaya St, Moscow",
  SUPPORT_EMAIL: "help@mandala-shop.ru",
  SUPPORT_PHONE: "+7 (495) 123-45-67",
  SUPPORT_HOURS: "Пн–сб 9:00–21:00 (МСК)",
  SUPPORT_HOURS_EN: "Mon–Sat 9:00–21:00 (Moscow time)",
  SOCIAL_VK_URL: "https://vk.com/mandala_shop",
  SOCIAL_TELEGRAM_URL: "https://t.me/mandala_shop",
  SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@mandala_shop",
  LESSON_VIDEO_ID: "M7lc1UVf-VE",
};

/** Customer-visible routes, the documents included. */
const ROUTES = [
  "/",
  "/nabory",
  "/nabory/garmoniya-v-pare",
  "/democalc",
  "/blog",
  "/oferta",
  "/pndpolicy",
  "/kontakty",
  "/oplata-i-vozvrat",
  "/voprosy",
  "/signin",
  "/register",
  "/sitemap",
];

let smtp: FakeSmtpServer;
let server: ServerProcess;
let publicEnv: Record<string, string>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ launchOptions }) => {
  smtp = await startFakeSmtp();
  const port = await freePort();
  publicEnv = {
    ...OPERATOR_ENV,
    PUBLIC_URL: `http://${HOST}:${port}`,
    PAYMENTS_PROVIDER: "sandbox",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Мандала желаний <no-reply@mandala-shop.ru>",
    PORT: String(port),
    NODE_ENV: "production",
  };
  server = startServer({ ...publicEnv, DATA_DIR: freshDataDir() });
  // Same origin as PUBLIC_URL: a public site answers only its own origin.
  browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  await server.listening;
});

// A fresh browser context for each test (the language chosen by one does not carry over to the next).
test.beforeEach(async () => {
  // A public site's CSP upgrades every request to https (TLS ends at the proxy in front of it), which
  // this machine does not serve: the pages run without their CSP (plugins/edge.test.ts checks it).
  context = await browser.newContext({ baseURL: publicEnv.PUBLIC_URL, locale: "ru-RU", bypassCSP: true });
  // No third-party player from a test: the video is checked by the address it would load.
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.abort());
  page = await context.newPage();
});
test.afterEach(() => context.close());

test.afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await smtp?.close();
});

function freshDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "mandala-public-e2e-"));
}

/** Opens `route` and waits until the footer names the configured seller (the site settings arrived). */
async function openSettled(route: string, language: "ru" | "en" = "ru"): Promise<void> {
  await page.goto(route);
  await expect(page.locator("footer")).toContainText(
    `${language === "ru" ? "ИНН" : "INN"} ${OPERATOR_ENV.SELLER_INN}`,
  );
}

/** How far the page is wider than the screen (0 or less: no sideways scrolling). */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The seller's details as a document shows them in one language. */
async function expectSeller(lines: string[]): Promise<void> {
  const main = page.locator("main");
  for (const line of [
    ...lines,
    OPERATOR_ENV.SELLER_INN,
    OPERATOR_ENV.SELLER_OGRN,
    OPERATOR_ENV.SUPPORT_EMAIL,
  ])
    await expect(main).toContainText(line);
  await expect(page.locator("body")).not.toContainText(/демо-продавец|demo seller/i);
}

test.describe("a public site with a configured seller", () => {
  test("the offer and the policy name the configured seller, in Russian and in English", async () => {
    const ru = ["ИП Иванова Мария Сергеевна", "ОГРНИП", OPERATOR_ENV.SELLER_ADDRESS];
    const en = ["Sole proprietor Maria Ivanova", "OGRNIP", OPERATOR_ENV.SELLER_ADDRESS_EN];
    await openSettled("/oferta");
    await expectSeller(ru);
    await openSettled("/pndpolicy");
    await expectSeller(ru);

    await page.getByRole("button", { name: /Язык/ }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectSeller(en);
    await page.goto("/oferta");
    await expectSeller(en);
  });

  test("the footer links the configured networks and support address; the home page has the video", async () => {
    await openSettled("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Связаться с нами" })).toBeVisible();
    await expect(footer.getByRole("link", { name: OPERATOR_ENV.SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${OPERATOR_ENV.SUPPORT_EMAIL}`,
    );
    const social = footer.getByRole("list", { name: "Мы в соцсетях" });
    for (const href of [
      OPERATOR_ENV.SOCIAL_VK_URL,
      OPERATOR_ENV.SOCIAL_TELEGRAM_URL,
      OPERATOR_ENV.SOCIAL_YOUTUBE_URL,
    ])
      await expect(social.locator(`a[href="${href}"]`)).toHaveCount(1);

    await page.getByRole("button", { name: "Смотреть видео-урок" }).click();
    await expect(page.locator("#video iframe")).toHaveAttribute(
      "src",
      new RegExp(`/embed/${OPERATOR_ENV.LESSON_VIDEO_ID}\\?`),
    );
  });

  /** What the contacts page shows in each language. */
  const CONTACTS = {
    ru: {
      title: "Контакты",
      support: "Поддержка",
      hours: OPERATOR_ENV.SUPPORT_HOURS,
      seller: "ИП Иванова Мария Сергеевна",
    },
    en: {
      title: "Contacts",
      support: "Support",
      hours: OPERATOR_ENV.SUPPORT_HOURS_EN,
      seller: "Sole proprietor Maria Ivanova",
    },
  } as const;

  for (const [width, tag] of [
    [1280, ""],
    [375, " @mobile"],
  ] as const) {
    test(`the footer leads to the contacts: mail and call links, hours, seller, in both languages (${width} px)${tag}`, async () => {
      await page.setViewportSize({ width, height: 800 });
      for (const language of ["ru", "en"] as const) {
        const texts = CONTACTS[language];
        if (language === "en") {
          // The language as the interface keeps it: a cookie for the server, the storage for the app.
          await context.addCookies([{ name: "lang", value: "en", url: publicEnv.PUBLIC_URL }]);
          await context.addInitScript(() => localStorage.setItem("lang", "en"));
        }
        await openSettled("/", language);
        await page.locator("footer").getByRole("link", { name: texts.title, exact: true }).click();
        await expect(page).toHaveURL(/\/kontakty$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        const support = page.getByRole("region", { name: texts.support });
        await expect(support.getByRole("link", { name: OPERATOR_ENV.SUPPORT_EMAIL })).toHaveAttribute(
          "href",
          `mailto:${OPERATOR_ENV.SUPPORT_EMAIL}`,
        );
        await expect(support.getByRole("link", { name: OPERATOR_ENV.SUPPORT_PHONE })).toHaveAttribute(
          "href",
          "tel:+74951234567",
        );
        await expect(support).toContainText(texts.hours);
        await expect(page.locator("main")).toContainText(texts.seller);
        await expect(page.locator("main")).toContainText(OPERATOR_ENV.SELLER_INN);
        if (language === "en") await expect(page.locator("main")).not.toContainText(/[А-яЁё]/);
        expect(await overflow(), `${language} ${width}`).toBeLessThanOrEqual(0);
        // On to the payment page, which names the same support address.
        const paymentTitle =
          language === "ru" ? "Оплата, доставка и возврат" : "Payment, delivery and refunds";
        await page.locator("main").getByRole("link", { name: paymentTitle }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(paymentTitle);
        await expect(
          page.locator("main").getByRole("link", { name: OPERATOR_ENV.SUPPORT_EMAIL }).first(),
        ).toHaveAttribute("href", `mailto:${OPERATOR_ENV.SUPPORT_EMAIL}`);
        expect(await overflow(), `${language} ${width} payment`).toBeLessThanOrEqual(0);
      }
    });
  }

  test("no customer-visible page shows a placeholder or an example domain", async () => {
    for (const route of ROUTES) {
      // The site map is a bare page, without the footer that shows when the settings have arrived.
      if (route === "/sitemap") await page.goto(route);
      else await openSettled(route);
      await expect(page.getByRole("heading", { level: 1 }).first(), route).toBeVisible();
      expect(await page.content(), route).not.toMatch(FORBIDDEN);
    }
  });

  test("no built text file carries a placeholder or an example domain", async () => {
    const files = (await readdir(WEB_DIST, { recursive: true })).filter((file) =>
      /\.(html|js|css|json|svg|txt|xml|webmanifest)$/.test(file),
    );
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of files)
      expect(await readFile(path.join(WEB_DIST, file), "utf8"), file).not.toMatch(FORBIDDEN);
  });

  test("a public start without the seller's ИНН refuses, naming SELLER_INN", async () => {
    const { SELLER_INN: _, ...withoutInn } = publicEnv;
    const refused = startServer({ ...withoutInn, PORT: "0", DATA_DIR: freshDataDir() });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/SELLER_INN: is required/);
  });
});
