/** What every e-mail and page about a payment says the same way: its order number and its receipt. */
import { formatRub } from "@mandala/contract";
import { type Locale, prose } from "../../i18n/messages.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";

/** The order number a customer sees for payment `paymentId`: the first 8 hex digits of its id, upper case. */
export const orderNumber = (paymentId: string) => paymentId.replaceAll("-", "").slice(0, 8).toUpperCase();

/** What the customer is told about the receipt: only what the configured provider really sends. */
export const receiptLine = (provider: PaymentProvider["name"], kind: "payment" | "refund", locale: Locale) =>
  prose(`orders.receipt.${provider}.${kind}`, locale);

/** The order a mail confirms: its number, its amount and who sends its receipt. */
export interface OrderFacts {
  number: string;
  amountRub: number;
  provider: PaymentProvider["name"];
}

/** The order's line: its number and amount. */
export const orderLine = (order: OrderFacts, locale: Locale) =>
  prose("orders.order", locale, { number: order.number, amount: formatRub(order.amountRub, locale) });
