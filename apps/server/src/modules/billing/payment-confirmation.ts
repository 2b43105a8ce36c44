/**
 * «Подтверждение оплаты» / "Payment confirmation": a one-page A4 PDF of a paid order (and its refund),
 * the shop's own document. The fiscal receipt (54-ФЗ) is the provider's; this page says where it went.
 */
import { formatRub, type TPaymentHistoryEntry } from "@mandala/contract";
import type { PDFFont, PDFPage } from "pdf-lib";
import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
import { type Seller, sellerTitle } from "../../operator.ts";
import { INK, MUTED, PAGE, textPdf, wrap } from "../../render/pdf-text.ts";
import { receiptLine } from "../orders/index.ts";

const TEXTS = {
  ru: {
    title: "Подтверждение оплаты",
    site: "Мандала желаний",
    order: "Заказ №",
    date: "Дата оплаты",
    item: "Что оплачено",
    amount: "Сумма",
    state: "Состояние",
    buyer: "Чек отправлен на",
    seller: "Продавец",
    inn: "ИНН",
    ogrn: { ip: "ОГРНИП", org: "ОГРН" },
    address: "Адрес",
    demo: "Демонстрационная копия сайта: продавец не настроен.",
    status: {
      paid: "Оплачено",
      refund_pending: "Оплачено, возврат оформляется",
      refunded: "Оплачено, деньги возвращены",
    },
    refund: (amount: string, date: string) => `Возврат ${amount} оформлен ${date}.`,
    note: "Это подтверждение магазина, а не кассовый чек.",
  },
  en: {
    title: "Payment confirmation",
    site: "Wish Mandala",
    order: "Order No.",
    date: "Paid on",
    item: "Item",
    amount: "Amount",
    state: "State",
    buyer: "Receipt sent to",
    seller: "Seller",
    inn: "INN",
    ogrn: { ip: "OGRNIP", org: "OGRN" },
    address: "Address",
    demo: "A demo copy of the site: no seller is configured.",
    status: {
      paid: "Paid",
      refund_pending: "Paid, refund in progress",
      refunded: "Paid, money refunded",
    },
    refund: (amount: string, date: string) => `A refund of ${amount} was made on ${date}.`,
    note: "This is the shop's confirmation, not a fiscal receipt.",
  },
} as const;

/** A paid history entry: the only kind that has a confirmation. */
export type PaidEntry = TPaymentHistoryEntry & { status: keyof (typeof TEXTS)["ru"]["status"] };

export const isPaid = (entry: TPaymentHistoryEntry): entry is PaidEntry => entry.status in TEXTS.ru.status;

/** The file name the browser saves the confirmation under. */
export const confirmationFileName = (entry: Pick<TPaymentHistoryEntry, "order_number">, locale: Locale) =>
  `${TEXTS[locale].title} ${entry.order_number}.pdf`;

/** The confirmation's PDF bytes; its title and subject name the order and the amount too. */
export async function paymentConfirmationPdf(
  entry: PaidEntry,
  seller: Seller | null,
  locale: Locale,
): Promise<Buffer> {
  const texts = TEXTS[locale];
  const { pdf, font } = await textPdf();
  const amount = formatRub(entry.amount, locale);
  pdf.setTitle(`${texts.title} · ${texts.order} ${entry.order_number}`);
  pdf.setSubject(`${entry.item} · ${amount}`);
  pdf.setAuthor(seller ? sellerTitle(seller, locale) : texts.site);
  pdf.setCreator(texts.site);
  pdf.setLanguage(locale);

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 4 * PAGE.margin;
  let y = PAGE.height - 3 * PAGE.margin;
  const line = (text: string, size = 11, muted = false) => {
    for (const part of wrap(text, font, size, width)) {
      draw(page, font, part, y, size, muted);
      y -= size * 1.5;
    }
  };

  line(texts.site, 11, true);
  line(`${texts.title} · ${texts.order} ${entry.order_number}`, 20);
  y -= 12;
  const refund = entry.refund
    ? texts.refund(
        formatRub(entry.refund.amount, locale),
        formatDate(new Date(entry.refund.created_at), locale),
      )
    : null;
  const rows: [string, string][] = [
    [texts.order, entry.order_number],
    [texts.date, formatDate(new Date(entry.created_at), locale)],
    [texts.item, entry.item],
    [texts.amount, amount],
    [texts.state, [texts.status[entry.status], refund].filter(Boolean).join(". ")],
  ];
  if (entry.receipt_email) rows.push([texts.buyer, entry.receipt_email]);
  for (const [label, value] of rows) {
    line(`${label}: ${value}`, 12);
    y -= 4;
  }
  y -= 8;
  const provider = entry.receipt_sample ? "sandbox" : "yookassa";
  line(receiptLine(provider, "payment", locale), 10, true);
  if (entry.refund) line(receiptLine(provider, "refund", locale), 10, true);
  line(texts.note, 10, true);
  y -= 16;
  if (seller) {
    line(`${texts.seller}: ${sellerTitle(seller, locale)}`, 10);
    line(`${texts.inn} ${seller.inn}, ${texts.ogrn[seller.form]} ${seller.ogrn}`, 10);
    line(`${texts.address}: ${seller.address[locale]}`, 10);
  } else line(texts.demo, 10, true);
  return Buffer.from(await pdf.save());
}

function draw(page: PDFPage, font: PDFFont, text: string, y: number, size: number, muted: boolean) {
  page.drawText(text, { x: 2 * PAGE.margin, y, size, font, color: muted ? MUTED : INK });
}
