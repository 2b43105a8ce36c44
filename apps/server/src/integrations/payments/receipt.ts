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

/** A line's description as the cash register takes it: at most 128 characters. */
export const receiptDescription = (text: string) => text.slice(0, 128);

/** YooKassa's `receipt` object of a payment or of its refund. */
export function yookassaReceipt(receipt: Receipt) {
  return {
    customer: { email: receipt.email },
    items: receipt.items.map((item) => ({
      description: receiptDescription(item.description),
      quantity: RECEIPT_LINE.quantity,
      measure: RECEIPT_LINE.measure,
      amount: { value: formatRub(item.amountRub), currency: "RUB" },
      vat_code: receipt.vatCode,
      payment_subject: RECEIPT_LINE.payment_subject,
      payment_mode: RECEIPT_LINE.payment_mode,
    })),
    ...(receipt.taxSystemCode ? { tax_system_code: receipt.taxSystemCode } : {}),
  };
}

export type YooKassaReceipt = ReturnType<typeof yookassaReceipt>;
