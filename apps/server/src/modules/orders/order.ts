/** What every e-mail and page about a payment says the same way: its order number and its receipt. */
import type { Locale } from "../../i18n/messages.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";

/** The order number a customer sees for payment `paymentId`: the first 8 hex digits of its id, upper case. */
export const orderNumber = (paymentId: string) => paymentId.replaceAll("-", "").slice(0, 8).toUpperCase();

const RECEIPT = {
  ru: {
    yookassa: {
      payment: "Кассовый чек пришлёт ЮKassa отдельным письмом на этот адрес.",
      refund: "Кассовый чек возврата пришлёт ЮKassa отдельным письмом на этот адрес.",
    },
    sandbox: {
      payment: "Оплата прошла в тестовом режиме: вместо кассового чека придёт его образец отдельным письмом.",
      refund:
        "Возврат прошёл в тестовом режиме: вместо кассового чека возврата придёт его образец отдельным письмом.",
    },
  },
  en: {
    yookassa: {
      payment: "YooKassa sends the fiscal receipt to this address in a separate e-mail.",
      refund: "YooKassa sends the refund's fiscal receipt to this address in a separate e-mail.",
    },
    sandbox: {
      payment:
        "The payment was made in test mode: a sample of the fiscal receipt comes in a separate e-mail.",
      refund: "The refund was made in test mode: a sample of its fiscal receipt comes in a separate e-mail.",
    },
  },
} as const;

/** What the customer is told about the receipt: only what the configured provider really sends. */
export const receiptLine = (provider: PaymentProvider["name"], kind: "payment" | "refund", locale: Locale) =>
  RECEIPT[locale][provider][kind];
