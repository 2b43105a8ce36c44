/** The e-mail a customer gets when a payment is refunded, in the language the payment was made in. */
import { formatRub } from "@mandala/contract";
import { type Locale, prose } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, paragraphs } from "../../integrations/mail-layout.ts";
import { type OrderFacts, receiptLine } from "./order.ts";

export interface RefundedPayment {
  kind: "subscription" | "learning_set" | "gift";
  /** The plan's or the set's name in `locale`. */
  item: string;
  amountRub: number;
  /** A plan gift already taken: its days were taken back from the recipient (their plan ended, if so). */
  giftPlan?: { ended: boolean } | null;
}

export function refundMail(
  refunded: RefundedPayment,
  to: string,
  order: OrderFacts,
  locale: Locale,
): MailMessage {
  const { kind, item, giftPlan } = refunded;
  const lines = [
    prose(`orders.refund.paid.${kind}`, locale, {
      item,
      amount: formatRub(refunded.amountRub, locale),
      order: order.number,
    }),
    giftPlan
      ? prose(giftPlan.ended ? "orders.refund.giftPlan.ended" : "orders.refund.giftPlan.cancelled", locale)
      : prose(`orders.refund.ended.${kind}`, locale),
    prose("orders.refund.money", locale),
    receiptLine(order.provider, "refund", locale),
  ];
  return letter(to, locale, prose("orders.refund.subject", locale, { item }), paragraphs(lines));
}
