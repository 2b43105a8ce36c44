/**
 * The gifts' e-mails, in the billing e-mails' layout: the recipient's (in the language the buyer chose
 * for them) with the message, the code and the link to take it; and the buyer's confirmation (in the
 * language of the page they paid on) with where the gift goes and the link to follow it.
 */
import { formatRub, printedGiftCode } from "@mandala/contract";
import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";
import { type OrderFacts, receiptLine } from "../billing/index.ts";

/** What a gift gives, named in the mail's language: "тариф «Продвинутый» на 30 дней" / "the set “Love”". */
export interface GiftedItem {
  kind: "plan" | "set";
  name: string;
  periodDays: number | null;
}

const TEXTS = {
  ru: {
    item: (item: GiftedItem) =>
      item.kind === "plan"
        ? `тариф «${item.name}» на ${countOf(item.periodDays ?? 0, "day", "ru")}`
        : `набор «${item.name}»`,
    recipient: {
      subject: "Вам подарок",
      lead: (item: string) => `Вам дарят ${item} на сайте «Мандала желаний».`,
      message: "Вместе с подарком вам написали:",
      code: (code: string) => `Код подарка: ${code}`,
      take: "Получить подарок:",
      link: "Получить подарок",
      note: "Код действует один раз. Для тарифа нужно войти или зарегистрироваться на сайте.",
    },
    buyer: {
      subject: (item: string) => `Подарок оплачен: ${item}`,
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
    item: (item: GiftedItem) =>
      item.kind === "plan"
        ? `the ${item.name} plan for ${countOf(item.periodDays ?? 0, "day", "en")}`
        : `the set “${item.name}”`,
    recipient: {
      subject: "A gift for you",
      lead: (item: string) => `You have been given ${item} on Wish Mandala.`,
      message: "The gift comes with a message:",
      code: (code: string) => `Gift code: ${code}`,
      take: "Take your gift:",
      link: "Take the gift",
      note: "The code works once. A plan needs you to sign in or register on the site.",
    },
    buyer: {
      subject: (item: string) => `Gift paid: ${item}`,
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

/** A gift's mail in the one layout: its paragraphs, then its link. */
function giftLetter(
  to: string,
  locale: Locale,
  subject: string,
  lines: string[],
  link: { lead: string; label: string; url: string },
): MailMessage {
  return letter(to, locale, subject, mailBody(paragraphs(lines), linkParagraph(link)));
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
  return giftLetter(to, locale, subject, lines, { lead: take, label: link, url: takeUrl });
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
  return giftLetter(to, locale, subject(item), lines, { lead: follow, label: link, url: orderUrl });
}
