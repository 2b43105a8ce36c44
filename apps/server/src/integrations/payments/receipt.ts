/**
 * The fiscal receipt (54-ФЗ) in YooKassa's format, as its API reference documents it for «Чеки от
 * ЮKassa» and for cash registers on ФФД 1.2: each line says what is sold (≤ 128 characters), how many
 * and in which unit (`measure`, required on ФФД 1.2), the amount, the VAT code, what kind of thing is
 * sold (`payment_subject`) and how it is settled (`payment_mode`). The YooKassa adapter sends it and the
 * sandbox builds the very same one, so both providers issue one receipt.
 */
import { formatRub, type Receipt } from "./provider.ts";

/**
 * How every line of ours is sold: a plan or a learning set is a service (access to the app, a set of
 * downloadable lessons), one unit of it (`piece`, «шт.»), paid in full at once and provided at once.
 */
export const RECEIPT_LINE = {
  quantity: 1,
  measure: "piece",
  payment_subject: "service",
  payment_mode: "full_payment",
} as const;

/**
 * How a gift certificate's line is sold: 100 % prepayment (`full_prepayment`, тег 1214 = 1) for a service
 * named at the time of payment (a plan or a set), which is handed over when the recipient redeems it.
 * Not `advance` with `payment`: that is for a certificate whose goods are not known when it is paid
 * (a sum of money to spend), and ours names what it gives (docs/decisions/048-gifts.md).
 */
export const PREPAID_LINE = { ...RECEIPT_LINE, payment_mode: "full_prepayment" } as const;

/** A line's description as the cash register takes it: at most 128 characters. */
export const receiptDescription = (text: string) => text.slice(0, 128);

/** YooKassa's `receipt` object of a payment or of its refund. */
export function yookassaReceipt(receipt: Receipt) {
  return {
    customer: { email: receipt.email },
    items: receipt.items.map((item) => {
      const line = item.prepaid ? PREPAID_LINE : RECEIPT_LINE;
      return {
        description: receiptDescription(item.description),
        quantity: line.quantity,
        measure: line.measure,
        amount: { value: formatRub(item.amountRub), currency: "RUB" },
        vat_code: receipt.vatCode,
        payment_subject: line.payment_subject,
        payment_mode: line.payment_mode,
      };
    }),
    ...(receipt.taxSystemCode ? { tax_system_code: receipt.taxSystemCode } : {}),
  };
}
