/** What the billing module needs from a payment provider (YooKassa, or the local sandbox). */
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../mail.ts";

/** A payment as the provider sees it; only this, re-read from the provider, decides fulfilment. */
export interface ProviderPayment {
  /** The provider's id of the payment. */
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  /** True once the money is taken. */
  paid: boolean;
  /** The amount in kopecks (integer), to compare with ours without floating point. */
  amountKopecks: number;
  currency: string;
  /** Metadata we sent when creating the payment (we put our payment id in it). */
  metadata: Record<string, string>;
  /** Where to send the buyer to pay (present on a new payment with a redirect confirmation). */
  confirmationUrl: string | null;
  /** The payment method's id once the provider saved it for later charges, else null. */
  savedPaymentMethodId: string | null;
  /** The saved method's card, when the provider tells it (never the whole number). */
  savedCard: SavedCard | null;
  /** True while the shop may still cancel it (YooKassa: `waiting_for_capture`; the sandbox: unpaid). */
  cancelable: boolean;
  /** Who canceled a canceled payment and why (YooKassa's `cancellation_details`), else null. */
  cancellation: PaymentCancellation | null;
}

/** YooKassa's `cancellation_details`: the party (merchant, yoo_money, payment_network) and the reason. */
export interface PaymentCancellation {
  party: string;
  reason: string;
}

/** A saved bank card as a customer recognises it: its last four digits and its type (Mir, Visa…). */
export interface SavedCard {
  last4: string;
  type: string;
}

/** One line of a fiscal receipt (54-ФЗ): our services are sold whole, paid in full in advance. */
export interface ReceiptItem {
  /** What is sold (≤ 128 characters). */
  description: string;
  amountRub: number;
  /**
   * Paid now for what is handed over later: a gift certificate for a named plan or set, taken by its
   * recipient when they redeem it (receipt.ts, docs/decisions/048-gifts.md).
   */
  prepaid?: boolean;
}

/** The fiscal receipt sent with every payment (54-ФЗ), as the shop's online cash register needs it. */
export interface Receipt {
  /** Where the receipt is sent. */
  email: string;
  items: ReceiptItem[];
  /** The VAT rate's code in YooKassa's table (1 = без НДС). */
  vatCode: number;
  /** The shop's tax system (1–6), when it has more than one. */
  taxSystemCode?: number | undefined;
}

/** What to charge. */
export interface CreatePaymentInput {
  /** The fiscal receipt of this payment. */
  receipt: Receipt;
  /** Whole roubles (the offer's prices are whole). */
  amountRub: number;
  /** What is bought, shown to the buyer (≤ 128 characters). */
  description: string;
  /** Our key for this payment: repeating a call with it never creates a second payment. */
  idempotenceKey: string;
  /** Where the buyer comes back after paying. */
  returnUrl: string;
  /** The buyer's language: the provider's checkout speaks it. */
  locale: Locale;
  /** Where the buyer comes back after cancelling (only the sandbox distinguishes it). */
  cancelUrl: string;
  metadata: Record<string, string>;
  /** Ask the provider to save the method for renewals (a monthly plan's first payment). */
  savePaymentMethod?: boolean;
}

/** A charge of a saved payment method (a renewal): no buyer present, no confirmation. */
export interface ChargeSavedMethodInput {
  receipt: Receipt;
  amountRub: number;
  description: string;
  /** Derived from the subscription and the period: repeating never charges twice. */
  idempotenceKey: string;
  paymentMethodId: string;
  metadata: Record<string, string>;
}

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {
  readonly kind: "unavailable" | "refused" | "not_found";

  constructor(message: string, kind: "unavailable" | "refused" | "not_found") {
    super(message);
    this.name = "PaymentProviderError";
    this.kind = kind;
  }
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  /** The provider's id of the refund. */
  id: string;
  /** The provider's id of the refunded payment. */
  paymentId: string;
  status: "pending" | "succeeded" | "canceled";
  amountKopecks: number;
  /** Why a canceled refund was canceled (YooKassa's `cancellation_details`), else null. */
  cancellation: PaymentCancellation | null;
}

/** What to refund: the whole of a succeeded payment. */
export interface RefundInput {
  /** The provider's id of the payment. */
  paymentId: string;
  amountRub: number;
  /** Our key for this refund: repeating a call with it never refunds twice. */
  idempotenceKey: string;
  /** The refund's fiscal receipt (54-ФЗ): the same lines as the payment's. */
  receipt: Receipt;
}

/**
 * A settlement receipt («чек зачёта предоплаты», 54-ФЗ): the service paid for in advance is handed over,
 * so a second receipt of the same payment states it paid in full (`full_payment` lines) with the
 * prepayment received before (`settlements: prepayment`) for the whole amount.
 */
export interface SettlementInput {
  /** The provider's id of the prepaid payment. */
  paymentId: string;
  /** The lines handed over (sold in full, not `prepaid`), adding up to the prepayment. */
  receipt: Receipt;
  /** Stable per payment: repeating a call with it never sends a second receipt. */
  idempotenceKey: string;
}

/**
 * A fiscal receipt as it was issued: of a payment (приход), of its refund (возврат прихода), or the
 * settlement of a prepayment when the service is handed over (приход, зачёт предоплаты).
 */
export interface IssuedReceipt extends Pick<Receipt, "email" | "items"> {
  kind: "payment" | "refund" | "settlement";
  /** The order it belongs to (our payment's number, as the customer's e-mails show it). */
  orderNumber: string;
  issuedAt: Date;
}

export interface PaymentProvider {
  /** The name stored in payments.provider. */
  readonly name: "yookassa" | "sandbox";
  /**
   * The provider sends the 54-ФЗ receipt of every payment and refund to the buyer's address itself
   * (YooKassa); one that cannot (the sandbox) gives the letter that imitates it, for billing to send.
   */
  receiptImitation?(receipt: IssuedReceipt, locale: Locale): MailMessage;
  /** Creates a payment (idempotently by `idempotenceKey`); throws PaymentProviderError. */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Reads a payment back; throws PaymentProviderError (kind "not_found" for an unknown id). */
  getPayment(id: string): Promise<ProviderPayment>;
  /** Refunds a payment (idempotently by `idempotenceKey`); throws PaymentProviderError. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Sends the settlement receipt of a prepaid payment (idempotently); throws PaymentProviderError. */
  settlePrepayment(input: SettlementInput): Promise<void>;
  /** Reads a refund back; throws PaymentProviderError (kind "not_found" for an unknown id). */
  getRefund(id: string): Promise<ProviderRefund>;
  /** Every refund of a payment, whoever made it (ours or the provider's cabinet), oldest first. */
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  /**
   * Cancels a payment that is not paid yet where the provider lets the shop (`cancelable`: YooKassa
   * only one authorised and not captured, `waiting_for_capture`; the sandbox its own unpaid checkout);
   * answers it as it is then.
   */
  cancelPayment(id: string, idempotenceKey: string): Promise<ProviderPayment>;
  /** Charges a saved method (idempotently by `idempotenceKey`); throws PaymentProviderError. */
  chargeSavedMethod(input: ChargeSavedMethodInput): Promise<ProviderPayment>;
  /**
   * Removes a saved method for good (the account is deleted); throws PaymentProviderError. Where the
   * provider has no such call (YooKassa), forgetting its id is the removal: nothing can charge it then.
   */
  removeSavedMethod(paymentMethodId: string): Promise<void>;
}

/** 990 → "990.00": YooKassa's amount format. */
export function formatRub(amountRub: number): string {
  return `${amountRub}.00`;
}

/** "990.00" → 99000 kopecks; NaN for anything that is not a plain decimal amount. */
export function parseKopecks(value: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
