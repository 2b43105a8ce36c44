/**
 * The fiscal receipt of one of our payments: the buyer's address and one line, what was sold for the
 * amount. A full refund's receipt repeats the payment's line (same description, same amount), as the
 * cash register's «возврат прихода» must match the «приход» it returns.
 */
import type { DbOrTx } from "../../db/client.ts";
import type { Receipt } from "../../integrations/payments/provider.ts";
import { receiptDescription } from "../../integrations/payments/receipt.ts";
import { orderNumber } from "../orders/index.ts";
import { planPaymentDescription } from "../plans/index.ts";
import { findPlan, findSetById, type LearningSetRow, type PaymentRow } from "./billing.repository.ts";
import { findAttemptByPayment } from "./renewals.repository.ts";

/** What every receipt states besides its lines: the VAT code and the shop's tax system. */
export type ReceiptSettings = Pick<Receipt, "vatCode" | "taxSystemCode">;

export function paymentReceipt(
  settings: ReceiptSettings,
  email: string,
  description: string,
  amountRub: number,
  kind: PaymentRow["kind"] = "subscription",
): Receipt {
  const item = { description: receiptDescription(description), amountRub };
  // A gift certificate is paid now for what its recipient takes later (receipt.ts, PREPAID_LINE).
  return { ...settings, email, items: [kind === "gift" ? { ...item, prepaid: true } : item] };
}

/** What a gift certificate's payment is called on its receipt (in Russian, as receipts are). */
export const giftPaymentDescription = (item: string) => `Подарочный сертификат: ${item}`;

/** What a set's payment is called on its receipt (in Russian, as receipts are). */
export const setPaymentDescription = (set: Pick<LearningSetRow, "name">) => `Набор «${set.name}»`;

/**
 * The line a payment's receipt carried: kept on the payment since it was sent; for an older payment,
 * made again from its plan or set as it was made then.
 */
export async function paymentLine(
  db: DbOrTx,
  payment: Pick<PaymentRow, "id" | "description" | "planId" | "learningSetId">,
): Promise<string> {
  if (payment.description) return payment.description;
  const plan = payment.planId ? await findPlan(db, payment.planId) : undefined;
  if (plan) {
    const renewal = (await findAttemptByPayment(db, payment.id)) !== undefined;
    return planPaymentDescription(plan, { renewal });
  }
  const set = payment.learningSetId ? await findSetById(db, payment.learningSetId) : undefined;
  return set ? setPaymentDescription(set) : `Заказ № ${orderNumber(payment.id)}`;
}
