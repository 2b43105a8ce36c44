/**
 * The gifts' e-mails, in the billing e-mails' layout: the recipient's (in the language the buyer chose
 * for them) with the message, the code and the link to take it; and the buyer's confirmation (in the
 * language of the page they paid on) with where the gift goes and the link to follow it.
 */
import { formatRub, printedGiftCode } from "@mandala/contract";
import { escapeHtml } from "../../html.ts";
import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { type OrderFacts, receiptLine } from "../billing/index.ts";

/** What a gift gives, named in the mail's language: "тариф «Продвинутый» на 30 дней" / "the set “Love”". */
export interface GiftedItem {
  kind: "plan" | "set";
  name: string;
  periodDays: number | null;
}

const TEXTS = {
  ru: {
    hello: "Здравствуйте!",
    signature: "Мандала желаний",
    item: (item: GiftedItem) =>
      item.kind === "plan" ? `тариф «${item.name}» на ${item.periodDays} дн.` : `набор «${item.name}»`,
    recipient: {
      subject: "Вам подарок — Мандала желаний",
      lead: (item: string) => `Вам дарят ${item} на сайте «Мандала желаний».`,
      message: "Вместе с подарком вам написали:",
      code: (code: string) => `Код подарка: ${code}`,
      take: "Получить подарок:",
      link: "Получить подарок",
      note: "Код действует один раз. Для тарифа нужно войти или зарегистрироваться на сайте.",
    },
    buyer: {
      subject: (item: string) => `Подарок оплачен: ${item} — Мандала желаний`,
      thanks: (item: string) => `Спасибо! Подарок оплачен: ${item}.`,
      order: (order: OrderFacts) => `Заказ № ${order.number}, сумма ${formatRub(order.amountRub, "ru")}.`,
      sent: (to: string) => `Письмо с подарком отправлено на ${to}.`,
      later: (to: string, date: string) => `Письмо с подарком придёт на ${to} ${date}.`,
      print: (code: string) => `Код подарка: ${code}. Распечатайте открытку с кодом или передайте код сами.`,
      follow: "Открытка и отметка, получен ли подарок:",
      link: "Страница подарка",
    },
  },
  en: {
    hello: "Hello,",
    signature: "Wish Mandala",
    item: (item: GiftedItem) =>
      item.kind === "plan" ? `the ${item.name} plan for ${item.periodDays} days` : `the set “${item.name}”`,
    recipient: {
      subject: "A gift for you — Wish Mandala",
      lead: (item: string) => `You have been given ${item} on Wish Mandala.`,
      message: "The gift comes with a message:",
      code: (code: string) => `Gift code: ${code}`,
      take: "Take your gift:",
      link: "Take the gift",
      note: "The code works once. A plan needs you to sign in or register on the site.",
    },
    buyer: {
      subject: (item: string) => `Gift paid: ${item} — Wish Mandala`,
      thanks: (item: string) => `Thank you! The gift is paid: ${item}.`,
      order: (order: OrderFacts) => `Order No. ${order.number}, amount ${formatRub(order.amountRub, "en")}.`,
      sent: (to: string) => `The e-mail with the gift has been sent to ${to}.`,
      later: (to: string, date: string) => `The e-mail with the gift will reach ${to} on ${date}.`,
      print: (code: string) =>
        `Gift code: ${code}. Print the card with the code, or pass the code on yourself.`,
      follow: "The card, and whether the gift has been taken:",
      link: "The gift's page",
    },
  },
} as const;

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");

function letter(locale: Locale, lines: string[], link: { lead: string; label: string; url: string }) {
  const { hello, signature } = TEXTS[locale];
  return {
    text: [hello, "", ...lines, "", link.lead, link.url, "", signature].join("\n"),
    html: `${paragraphs([hello, ...lines])}<p>${escapeHtml(link.lead)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>${paragraphs([signature])}`,
  };
}

/** What is given, named in `locale` as a sentence's start: «Набор «…»», "The set “…”". */
export function giftedItemTitle(item: GiftedItem, locale: Locale): string {
  const name = TEXTS[locale].item(item);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The recipient's e-mail: what they are given, the buyer's message, the code and where to take it. */
export function recipientMail(
  gift: { item: GiftedItem; message: string; code: string },
  to: string,
  takeUrl: string,
  locale: Locale,
): MailMessage {
  const texts = TEXTS[locale];
  const { subject, lead, message, code, take, link, note } = texts.recipient;
  const lines = [
    lead(texts.item(gift.item)),
    ...(gift.message ? [message, `«${gift.message}»`] : []),
    code(printedGiftCode(gift.code)),
    note,
  ];
  return { to, locale, subject, ...letter(locale, lines, { lead: take, label: link, url: takeUrl }) };
}

/** The buyer's confirmation: what was paid, where the gift goes (or its code to print), the gift's page. */
export function buyerMail(
  gift: { item: GiftedItem; code: string; recipientEmail: string | null; deliverAt: Date | null },
  to: string,
  order: OrderFacts,
  orderUrl: string,
  locale: Locale,
  now: Date,
): MailMessage {
  const texts = TEXTS[locale];
  const { subject, thanks, sent, later, print, follow, link } = texts.buyer;
  const item = texts.item(gift.item);
  const where = !gift.recipientEmail
    ? print(printedGiftCode(gift.code))
    : gift.deliverAt && gift.deliverAt > now
      ? later(gift.recipientEmail, formatDate(gift.deliverAt, locale))
      : sent(gift.recipientEmail);
  const lines = [
    thanks(item),
    texts.buyer.order(order),
    receiptLine(order.provider, "payment", locale),
    where,
  ];
  return {
    to,
    locale,
    subject: subject(item),
    ...letter(locale, lines, { lead: follow, label: link, url: orderUrl }),
  };
}
