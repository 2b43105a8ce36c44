/** Money a customer can follow: receipts, order numbers, the history, set links again, dead links. */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/auth.ts";
import { createLearningSet, createPlan } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { RESENDS_PER_ADDRESS_PER_HOUR } from "../catalogue/learning-sets.routes.ts";
import { orderNumber, purchaseMail, subscriptionPaidMail } from "../orders/index.ts";
import { localPath, purchasePlan, useMailingApp } from "./billing.test-support.ts";

const FREE = "/draw/api/v1/free";
const links = {
  download: "http://mandala.test/files/sets/x",
  colour: "http://mandala.test/nabory/s/raskrasit",
};

describe("what the e-mails say about the receipt", () => {
  it("names YooKassa's receipt with YooKassa, and the sandbox's sample with the sandbox", () => {
    const order = (provider: "yookassa" | "sandbox") => ({ number: "3F2A9C1E", amountRub: 490, provider });
    const yookassa = purchaseMail({ name: "Гармония" }, "a@b.ru", links, order("yookassa"), "ru").text;
    expect(yookassa).toContain("Заказ № 3F2A9C1E, сумма 490\u00a0₽.");
    expect(yookassa).toContain("Кассовый чек пришлёт ЮKassa отдельным письмом на этот адрес.");
    expect(yookassa).not.toContain("образец");
    const sandbox = purchaseMail({ name: "Harmony" }, "a@b.ru", links, order("sandbox"), "en").text;
    expect(sandbox).toContain("Order No. 3F2A9C1E, amount 490\u00a0₽.");
    expect(sandbox).toContain("a sample of the fiscal receipt comes in a separate e-mail");
  });

  const paid = {
    planName: "Продвинутый",
    amountRub: 990,
    expiresAt: new Date("2026-12-26T12:00:00Z"),
    periodDays: 30,
  };
  const order = { number: "AB12CD34", amountRub: 990, provider: "yookassa" as const };

  it("a renewing plan's confirmation states the next charge, its 30-day period and how to stop it", () => {
    const monthly = subscriptionPaidMail({ ...paid, renewalRub: 990 }, "a@b.ru", "/profile", order).text;
    expect(monthly).toContain(
      "26 декабря 2026 года тариф продлится автоматически: с сохранённой карты будет списано 990\u00a0₽, и так каждые 30 дней, пока вы не отключите автопродление.",
    );
    expect(monthly).toContain("Отключить автопродление можно в любой момент в личном кабинете");
    expect(monthly).not.toMatch(/месяц|подписк/i);
    const english = { ...paid, planName: "Advanced", renewalRub: 990 };
    const en = subscriptionPaidMail(english, "a@b.ru", "/profile", order, "en").text;
    expect(en).toContain("and so every 30 days until you turn renewal off");
    expect(en).not.toMatch(/month|subscri|[а-яё]/i);
  });

  it("a one-time plan's confirmation, in either language, never speaks of a subscription or renewal", () => {
    const ru = subscriptionPaidMail({ ...paid, renewalRub: null }, "a@b.ru", "/profile", order);
    expect(ru.subject).toBe("Оплата тарифа «Продвинутый» получена — Мандала желаний");
    expect(`${ru.subject}\n${ru.text}\n${ru.html}`).not.toMatch(/подписк|продл|месяц/i);
    const english = { ...paid, planName: "Advanced", renewalRub: null };
    const en = subscriptionPaidMail(english, "a@b.ru", "/profile", order, "en");
    expect(`${en.subject}\n${en.text}`).not.toMatch(/subscri|renew|month|[а-яё]/i);
  });
});

describe("money a customer can follow (sandbox provider)", () => {
  const { ctx, fakes } = useMailingApp();
  const db = () => ctx.database.db;

  async function createSet() {
    return createLearningSet(db(), {
      name: "Любовь к себе",
      priceRub: 990,
      translations: {
        en: { name: "Love for yourself", descriptionShort: "", description: "", includedItems: [] },
      },
    });
  }

  /** Starts buying a set with `email` from a page in `lang`, pays when `pay`; the reply's parts. */
  async function buySet(email: string, lang: "ru" | "en" = "ru", headers: Record<string, string> = {}) {
    const set = await createSet();
    const response = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/purchase/${set.slug}/?lang=${lang}`,
      headers,
      payload: { email, personal_data_consent: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    const pay = () => ctx.app.inject({ method: "POST", url: `${localPath(reply.payment_link)}/pay` });
    return { paymentId: reply.payment_id as string, setLinks: reply.set_links, pay, slug: set.slug };
  }

  const html = { accept: "text/html,application/xhtml+xml" };

  it("gives the paying browser the set's links, which open only once paid; the e-mail has the order and the receipt's sample", async () => {
    const { paymentId, setLinks, pay } = await buySet("reader@example.com", "en");
    const download = localPath(setLinks.download);
    expect(setLinks.colour).toContain("/raskrasit?link=");
    expect((await ctx.app.inject({ method: "GET", url: download })).statusCode).toBe(404);
    await pay();
    const opened = await ctx.app.inject({ method: "GET", url: download });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    const order = orderNumber(paymentId);
    const mail = await fakes.smtp.messageTo("reader@example.com", "Thank you for buying the set");
    expect(mailText(mail.data)).toContain(`Order No. ${order}, amount 990\u00a0₽.`);
    expect(mailText(mail.data)).toContain(setLinks.download);
    const receipt = await fakes.smtp.messageTo("reader@example.com", "This is a sample fiscal receipt");
    expect(mailText(receipt.data)).toContain(`Order: № ${order}`);
    expect(mailText(receipt.data)).toContain("Love for yourself — 990\u00a0₽");
    const info = await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}` });
    expect(info.json().order_number).toBe(order);
  }, 60_000);

  it("accepts and mails an internationalised address (тест@почта.рф)", async () => {
    const { pay } = await buySet("тест@почта.рф");
    await pay();
    // The fake server announces SMTPUTF8, so nodemailer 10 keeps the domain as written (7 sent it in punycode).
    const mail = await fakes.smtp.messageTo("тест@почта.рф", "Спасибо за покупку набора");
    expect(mail.to).toEqual(["тест@почта.рф"]);
    const refused = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/purchase/${(await createSet()).slug}/`,
      payload: { email: "тест@почта", personal_data_consent: true },
    });
    expect(refused.statusCode).toBe(400);
  }, 60_000);

  it("sends the links again with the same answer whether or not the address bought anything, at most 3 an hour", async () => {
    const { setLinks, pay } = await buySet("anna@example.com");
    await pay();
    await fakes.smtp.messageTo("anna@example.com", "Спасибо за покупку набора");
    const resend = (email: string) =>
      ctx.app.inject({ method: "POST", url: `${FREE}/learningsets/resend-links/`, payload: { email } });
    const bought = await resend("Anna@Example.com");
    const nobody = await resend("nobody@example.com");
    expect([bought.statusCode, nobody.statusCode]).toEqual([202, 202]);
    expect(bought.body).toBe(nobody.body);
    const mail = await fakes.smtp.messageTo("anna@example.com", "Вы попросили прислать ссылки");
    expect(mailText(mail.data)).toContain(setLinks.download);
    expect(fakes.smtp.messages.some((sent) => sent.to.includes("nobody@example.com"))).toBe(false);
    for (let i = 1; i < RESENDS_PER_ADDRESS_PER_HOUR; i++)
      expect((await resend("anna@example.com")).statusCode).toBe(202);
    const limited = await resend("ANNA@example.com");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await resend("not an address")).statusCode).toBe(400);
  }, 60_000);

  it("shows a page in the reader's language for a mistyped or refunded link, and the error to an API client", async () => {
    const wrong = `/files/sets/${"x".repeat(43)}`;
    const ru = await ctx.app.inject({ method: "GET", url: wrong, headers: html });
    expect(ru.statusCode).toBe(404);
    expect(ru.headers["content-type"]).toContain("text/html");
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain("Ссылка не открывается");
    expect(ru.body).toContain('href="/nabory#resend"');
    const en = await ctx.app.inject({
      method: "GET",
      url: wrong,
      headers: { ...html, "accept-language": "en" },
    });
    expect(en.body).toContain("This link does not open");
    expect(en.body).not.toMatch(/[а-яё]/i);
    // The language the site was switched to (its cookie) wins over the browser's.
    const chosen = await ctx.app.inject({
      method: "GET",
      url: wrong,
      headers: { ...html, "accept-language": "ru", cookie: "theme=dark; lang=en" },
    });
    expect(chosen.body).toContain("This link does not open");
    const api = await ctx.app.inject({ method: "GET", url: wrong });
    expect(api.json()).toMatchObject({ code: "catalogue.fileNotFound" });

    const { paymentId, setLinks, pay } = await buySet("boris@example.com", "en");
    await pay();
    const admin = (await signedInUser(ctx, { role: "admin" })).headers;
    await ctx.app.inject({ method: "POST", url: `/api/admin/payments/${paymentId}/refund`, headers: admin });
    // Refunded: told in the purchase's language, whatever the browser's.
    const refunded = await ctx.app.inject({
      method: "GET",
      url: localPath(setLinks.download),
      headers: { ...html, "accept-language": "ru" },
    });
    expect(refunded.statusCode).toBe(410);
    expect(refunded.body).toContain("The payment for this set was refunded, so this link no longer works.");
    const refundMail = await fakes.smtp.messageTo("boris@example.com", "We have refunded your payment");
    expect(mailText(refundMail.data)).toContain(`(order No. ${orderNumber(paymentId)})`);
    await fakes.smtp.messageTo("boris@example.com", "Refund of payment");
  }, 60_000);

  it("answers /favicon.ico with the site's icon", async () => {
    const icon = await ctx.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe("/favicon.svg");
  });

  it("lists a customer's payments with the refund, the order number and where the receipt went", async () => {
    const plan = await createPlan(db(), { name: "Advanced", description: "Продвинутый", priceRub: 990 });
    const { user, headers } = await signedInUser(ctx);
    const subscription = await purchasePlan(ctx, headers, plan.id);
    await ctx.app.inject({ method: "POST", url: `${localPath(subscription.link)}/pay` });
    const set = await buySet(user.email, "ru", headers);
    await set.pay();
    // Started and never paid: not a payment of the history.
    await buySet(user.email, "ru", headers);
    const admin = (await signedInUser(ctx, { role: "admin" })).headers;
    await ctx.app.inject({
      method: "POST",
      url: `/api/admin/payments/${set.paymentId}/refund`,
      headers: admin,
    });

    const history = await ctx.app.inject({ method: "GET", url: "/api/payments?lang=en", headers });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().payments).toMatchObject([
      {
        id: set.paymentId,
        order_number: orderNumber(set.paymentId),
        kind: "learning_set",
        item: "Love for yourself",
        amount: 990,
        status: "refunded",
        refund: { amount: 990 },
        receipt_email: user.email,
        receipt_sample: true,
      },
      { id: subscription.paymentId, kind: "subscription", renewal: false, status: "paid", refund: null },
    ]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/payments" })).statusCode).toBe(401);
    const other = (await signedInUser(ctx)).headers;
    expect((await ctx.app.inject({ method: "GET", url: "/api/payments", headers: other })).json()).toEqual({
      payments: [],
    });
  }, 60_000);

  it("gives the owner a PDF payment confirmation in the page's language, and nobody else", async () => {
    const { user, headers } = await signedInUser(ctx);
    const set = await buySet(user.email, "ru", headers);
    await set.pay();
    const url = `/api/payments/${set.paymentId}/confirmation.pdf`;
    const number = orderNumber(set.paymentId);

    const russian = await ctx.app.inject({ method: "GET", url, headers });
    expect(russian.statusCode, russian.body.slice(0, 200)).toBe(200);
    expect(russian.headers["content-type"]).toBe("application/pdf");
    expect(russian.headers["content-disposition"]).toBe(
      `attachment; filename="payment-${number}.pdf"; filename*=UTF-8''${encodeURIComponent(`Подтверждение оплаты ${number}.pdf`)}`,
    );
    const document = await PDFDocument.load(russian.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Подтверждение оплаты · Заказ № ${number}`);
    expect(document.getSubject()).toBe("Любовь к себе · 990\u00a0₽");
    const [page = ""] = await pdfText(russian.rawPayload);
    expect(page).toContain(`Заказ №: ${number}`);
    expect(page).toContain("Что оплачено: Любовь к себе");
    expect(page).toContain("Сумма: 990\u00a0₽");
    expect(page).toContain("Состояние: Оплачено");
    expect(page).toContain(`Чек отправлен на: ${user.email}`);
    expect(page).toContain("образец");
    // No English word: the address and the order number (hex, so "DE652AEC" has letters) aside.
    expect(page.replace(user.email, "").replaceAll(number, "")).not.toMatch(/[A-Za-z]{3,}/);

    const english = await ctx.app.inject({ method: "GET", url: `${url}?lang=en`, headers });
    const englishDocument = await PDFDocument.load(english.rawPayload);
    expect(englishDocument.getTitle()).toBe(`Payment confirmation · Order No. ${number}`);
    expect(englishDocument.getSubject()).toBe("Love for yourself · 990\u00a0₽");
    const [englishPage = ""] = await pdfText(english.rawPayload);
    expect(englishPage).toContain(`Amount: 990\u00a0₽`);
    expect(englishPage).not.toMatch(/[А-Яа-яЁё]/);

    const other = (await signedInUser(ctx)).headers;
    const foreign = await ctx.app.inject({ method: "GET", url, headers: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "billing.paymentNotFound", error: "Платёж не найден" });
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/api/payments/nope/confirmation.pdf",
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    // Started and never paid: nothing to confirm.
    const unpaid = await buySet(user.email, "ru", headers);
    const pending = await ctx.app.inject({
      method: "GET",
      url: `/api/payments/${unpaid.paymentId}/confirmation.pdf`,
      headers,
    });
    expect(pending.statusCode).toBe(404);
  }, 60_000);
});
