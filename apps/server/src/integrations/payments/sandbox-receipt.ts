/**
 * The sandbox's imitation of the 54-ФЗ receipt letter YooKassa sends after a payment or a refund: the
 * same moment and the same facts (what, how much, to which order), marked as a sample, so that the
 * customer's journey can be followed end to end without a cash register.
 */
import { formatRub } from "@mandala/contract";
import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../mail.ts";
import { letter, mailBody, paragraphs } from "../mail-layout.ts";
import type { IssuedReceipt } from "./provider.ts";

const TEXTS = {
  ru: {
    subject: (order: string) => `Кассовый чек (образец) по заказу № ${order}`,
    sample:
      "Это образец кассового чека: магазин работает в тестовом режиме оплаты, деньги не списывались, и настоящий чек не выдаётся.",
    kind: { payment: "Приход", refund: "Возврат прихода", settlement: "Приход (зачёт предоплаты)" },
    prepaymentOffset: (rub: number) => `Зачтена предоплата: ${formatRub(rub, "ru")}`,
    order: "Заказ",
    date: "Дата",
    total: "Итого",
    line: "1 шт., услуга, полный расчёт",
    prepaidLine: "1 шт., услуга, предоплата 100 %",
  },
  en: {
    subject: (order: string) => `Fiscal receipt (sample) for order No. ${order}`,
    sample:
      "This is a sample fiscal receipt: the shop takes payments in test mode, no money was charged, and no real receipt is issued.",
    kind: { payment: "Payment", refund: "Refund of payment", settlement: "Payment (prepayment offset)" },
    prepaymentOffset: (rub: number) => `Prepayment offset: ${formatRub(rub, "en")}`,
    order: "Order",
    date: "Date",
    total: "Total",
    line: "1 pc., service, paid in full",
    prepaidLine: "1 pc., service, 100 % prepayment",
  },
} as const;

export function sandboxReceiptMail(receipt: IssuedReceipt, locale: Locale): MailMessage {
  const texts = TEXTS[locale];
  const total = receipt.items.reduce((sum, item) => sum + item.amountRub, 0);
  const lines = [
    texts.kind[receipt.kind],
    `${texts.order}: № ${receipt.orderNumber}`,
    `${texts.date}: ${formatDate(receipt.issuedAt, locale, "moment")}`,
    // Each line as the cash register prints it: one unit (measure "piece") of a service, paid in full
    // (or, a gift certificate, paid in advance: receipt.ts, PREPAID_LINE).
    ...receipt.items.map(
      (item) =>
        `${item.description} — ${formatRub(item.amountRub, locale)} (${item.prepaid ? texts.prepaidLine : texts.line})`,
    ),
    `${texts.total}: ${formatRub(total, locale)}`,
    // A settlement receipt states that the whole of it was paid before (settlements: prepayment).
    ...(receipt.kind === "settlement" ? [texts.prepaymentOffset(total)] : []),
  ];
  return letter(
    receipt.email,
    locale,
    texts.subject(receipt.orderNumber),
    mailBody(paragraphs([texts.sample]), paragraphs(lines)),
  );
}
