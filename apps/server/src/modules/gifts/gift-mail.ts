/**
 * The gifts' e-mails, in the billing e-mails' layout: the recipient's (in the language the buyer chose
 * for them) with the message, the code and the link to take it; and the buyer's confirmation (in the
 * language of the page they paid on) with where the gift goes and the link to follow it.
 */
import { printedGiftCode } from "@mandala/contract";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, prose } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";
import { type OrderFacts, orderLine, receiptLine } from "../billing/index.ts";

/** What a gift gives, named in the mail's language: "тариф «Продвинутый» на 30 дней" / "the set “Love”". */
export interface GiftedItem {
  kind: "plan" | "set";
  name: string;
  periodDays: number | null;
}

/** What is given, named in `locale` inside a sentence: «тариф «…» на 30 дней», "the set “…”". */
const giftedItem = (item: GiftedItem, locale: Locale) =>
  item.kind === "plan"
    ? prose("gifts.item.plan", locale, {
        name: item.name,
        period: countOf(item.periodDays ?? 0, "day", locale),
      })
    : prose("gifts.item.set", locale, { name: item.name });

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
  const name = giftedItem(item, locale);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The recipient's e-mail: what they are given, the buyer's message, the code and where to take it. */
export function recipientMail(
  gift: { item: GiftedItem; message: string; code: string },
  to: string,
  takeUrl: string,
  locale: Locale,
): MailMessage {
  const { message } = gift;
  const lines = [
    prose("gifts.recipient.lead", locale, { item: giftedItem(gift.item, locale) }),
    ...(message ? [prose("gifts.recipient.message", locale), prose("gifts.quote", locale, { message })] : []),
    prose("gifts.recipient.code", locale, { code: printedGiftCode(gift.code) }),
    prose("gifts.codeNote", locale),
  ];
  return giftLetter(to, locale, prose("gifts.recipient.subject", locale), lines, {
    lead: prose("gifts.recipient.take", locale),
    label: prose("gifts.recipient.link", locale),
    url: takeUrl,
  });
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
  const item = giftedItem(gift.item, locale);
  const email = gift.recipientEmail;
  const where = !email
    ? prose("gifts.buyer.print", locale, { code: printedGiftCode(gift.code) })
    : gift.deliverAt && gift.deliverAt > now
      ? prose("gifts.buyer.later", locale, { email, date: formatDate(gift.deliverAt, locale) })
      : prose("gifts.buyer.sent", locale, { email });
  const lines = [
    prose("gifts.buyer.thanks", locale, { item }),
    orderLine(order, locale),
    receiptLine(order.provider, "payment", locale),
    where,
  ];
  return giftLetter(to, locale, prose("gifts.buyer.subject", locale, { item }), lines, {
    lead: prose("gifts.buyer.follow", locale),
    label: prose("gifts.buyer.link", locale),
    url: orderUrl,
  });
}
