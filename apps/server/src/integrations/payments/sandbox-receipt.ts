/**
 * The sandbox's imitation of the 54-ФЗ receipt letter YooKassa sends after a payment or a refund: the
 * same moment and the same facts (what, how much, to which order), marked as a sample, so that the
 * customer's journey can be followed end to end without a cash register.
 */
import { formatRub } from "@mandala/contract";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, prose } from "../../i18n/messages.ts";
import type { MailMessage } from "../mail.ts";
import { letter, mailBody, paragraphs } from "../mail-layout.ts";
import type { IssuedReceipt } from "./provider.ts";

export function sandboxReceiptMail(receipt: IssuedReceipt, locale: Locale): MailMessage {
  const order = receipt.orderNumber;
  const total = formatRub(
    receipt.items.reduce((sum, item) => sum + item.amountRub, 0),
    locale,
  );
  const lines = [
    prose(`payments.receipt.kind.${receipt.kind}`, locale),
    prose("payments.receipt.order", locale, { order }),
    prose("payments.receipt.date", locale, { date: formatDate(receipt.issuedAt, locale, "moment") }),
    // Each line as the cash register prints it: one unit (measure "piece") of a service, paid in full
    // (or, a gift certificate, paid in advance: receipt.ts, PREPAID_LINE).
    ...receipt.items.map((item) =>
      prose(item.prepaid ? "payments.receipt.prepaidItem" : "payments.receipt.item", locale, {
        description: item.description,
        amount: formatRub(item.amountRub, locale),
      }),
    ),
    prose("payments.receipt.total", locale, { amount: total }),
    // A settlement receipt states that the whole of it was paid before (settlements: prepayment).
    ...(receipt.kind === "settlement"
      ? [prose("payments.receipt.prepaymentOffset", locale, { amount: total })]
      : []),
  ];
  const sample = paragraphs([prose("payments.receipt.sample", locale)]);
  const subject = prose("payments.receipt.subject", locale, { order });
  return letter(receipt.email, locale, subject, mailBody(sample, paragraphs(lines)));
}
