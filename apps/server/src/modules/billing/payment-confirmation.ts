/**
 * «Подтверждение оплаты» / "Payment confirmation": a one-page A4 PDF of a paid order (and its refund),
 * the shop's own document. The fiscal receipt (54-ФЗ) is the provider's; this page says where it went.
 */
import { formatRub, type TPaymentHistoryEntry } from "@mandala/contract";
import type { PDFFont, PDFPage } from "pdf-lib";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, prose, translate } from "../../i18n/messages.ts";
import { type Seller, sellerTitle } from "../../operator.ts";
import { INK, MUTED, PAGE, textPdf, wrap } from "../../render/pdf-text.ts";
import { receiptLine } from "../orders/index.ts";

/** The states of a paid order, each with its own words on the confirmation. */
const PAID_STATUSES = ["paid", "refund_pending", "refunded"] as const;

/** A paid history entry: the only kind that has a confirmation. */
export type PaidEntry = TPaymentHistoryEntry & { status: (typeof PAID_STATUSES)[number] };

export const isPaid = (entry: TPaymentHistoryEntry): entry is PaidEntry =>
  (PAID_STATUSES as readonly string[]).includes(entry.status);

/** The file name the browser saves the confirmation under. */
export const confirmationFileName = (entry: Pick<TPaymentHistoryEntry, "order_number">, locale: Locale) =>
  `${prose("billing.confirmation.title", locale)} ${entry.order_number}.pdf`;

/** The confirmation's PDF bytes; its title and subject name the order and the amount too. */
export async function paymentConfirmationPdf(
  entry: PaidEntry,
  seller: Seller | null,
  locale: Locale,
): Promise<Buffer> {
  const { pdf, font } = await textPdf();
  const site = translate("content.siteName", locale);
  const orderLabel = prose("billing.confirmation.order", locale);
  const heading = `${prose("billing.confirmation.title", locale)} · ${orderLabel} ${entry.order_number}`;
  const amount = formatRub(entry.amount, locale);
  pdf.setTitle(heading);
  pdf.setSubject(`${entry.item} · ${amount}`);
  pdf.setAuthor(seller ? sellerTitle(seller, locale) : site);
  pdf.setCreator(site);
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

  line(site, 11, true);
  line(heading, 20);
  y -= 12;
  const refund = entry.refund
    ? prose("billing.confirmation.refund", locale, {
        amount: formatRub(entry.refund.amount, locale),
        date: formatDate(new Date(entry.refund.created_at), locale),
      })
    : null;
  const state = [prose(`billing.confirmation.status.${entry.status}`, locale), refund];
  const rows: [string, string][] = [
    [orderLabel, entry.order_number],
    [prose("billing.confirmation.date", locale), formatDate(new Date(entry.created_at), locale)],
    [prose("billing.confirmation.item", locale), entry.item],
    [prose("billing.confirmation.amount", locale), amount],
    [prose("billing.confirmation.state", locale), state.filter(Boolean).join(". ")],
  ];
  if (entry.receipt_email) rows.push([prose("billing.confirmation.buyer", locale), entry.receipt_email]);
  for (const [label, value] of rows) {
    line(`${label}: ${value}`, 12);
    y -= 4;
  }
  y -= 8;
  const provider = entry.receipt_sample ? "sandbox" : "yookassa";
  line(receiptLine(provider, "payment", locale), 10, true);
  if (entry.refund) line(receiptLine(provider, "refund", locale), 10, true);
  line(prose("billing.confirmation.note", locale), 10, true);
  y -= 16;
  if (seller) {
    const ogrn = prose(`common.ogrn.${seller.form}`, locale);
    line(`${prose("common.seller", locale)}: ${sellerTitle(seller, locale)}`, 10);
    line(`${prose("common.inn", locale)} ${seller.inn}, ${ogrn} ${seller.ogrn}`, 10);
    line(`${prose("billing.confirmation.address", locale)}: ${seller.address[locale]}`, 10);
  } else line(prose("billing.confirmation.demo", locale), 10, true);
  return Buffer.from(await pdf.save());
}

function draw(page: PDFPage, font: PDFFont, text: string, y: number, size: number, muted: boolean) {
  page.drawText(text, { x: 2 * PAGE.margin, y, size, font, color: muted ? MUTED : INK });
}
