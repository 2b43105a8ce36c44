/** The e-mail a customer gets when a payment is refunded, in the language the payment was made in. */
import { formatRub } from "@mandala/contract";
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, paragraphs } from "../../integrations/mail-layout.ts";
import { receiptLine } from "./order.ts";
import type { OrderFacts } from "./purchase-mail.ts";

export interface RefundedPayment {
  kind: "subscription" | "learning_set" | "gift";
  /** The plan's or the set's name in `locale`. */
  item: string;
  amountRub: number;
  /** A plan gift already taken: its days were taken back from the recipient (their plan ended, if so). */
  giftPlan?: { ended: boolean } | null;
}

const RU_KIND = { subscription: "тариф", learning_set: "набор", gift: "подарок" } as const;
const RU_ENDED = {
  subscription: "Тариф завершён.",
  learning_set: "Ссылка на скачивание набора больше не работает.",
  gift: "Код подарка больше не действует.",
} as const;
const RU_GIFT_PLAN = (ended: boolean) =>
  ended
    ? "Подарок уже был получен: тариф, который он дал получателю, завершён."
    : "Подарок уже был получен: дни тарифа, которые он дал получателю, отменены.";
const EN_KIND = { subscription: "plan", learning_set: "set", gift: "gift" } as const;
const EN_ENDED = {
  subscription: "The plan has ended.",
  learning_set: "The set's download link no longer works.",
  gift: "The gift's code no longer works.",
} as const;

const EN_GIFT_PLAN = (ended: boolean) =>
  ended
    ? "The gift had already been taken: the plan it gave its recipient has ended."
    : "The gift had already been taken: the plan days it gave its recipient are cancelled.";

const TEXTS = {
  ru: {
    subject: (item: string) => `Возврат оплаты за «${item}»`,
    lines: ({ kind, item, amountRub, giftPlan }: RefundedPayment, order: OrderFacts) => [
      `Мы вернули оплату за ${RU_KIND[kind]} «${item}»: ${formatRub(amountRub, "ru")} (заказ № ${order.number}).`,
      giftPlan ? RU_GIFT_PLAN(giftPlan.ended) : RU_ENDED[kind],
      "Деньги вернутся тем же способом, которым вы платили; банк зачисляет их до нескольких рабочих дней.",
    ],
  },
  en: {
    subject: (item: string) => `Refund for “${item}”`,
    lines: ({ kind, item, amountRub, giftPlan }: RefundedPayment, order: OrderFacts) => [
      `We have refunded your payment for the ${EN_KIND[kind]} “${item}”: ${formatRub(amountRub, "en")} (order No. ${order.number}).`,
      giftPlan ? EN_GIFT_PLAN(giftPlan.ended) : EN_ENDED[kind],
      "The money goes back the way you paid; banks take up to a few working days.",
    ],
  },
} as const;

export function refundMail(
  refunded: RefundedPayment,
  to: string,
  order: OrderFacts,
  locale: Locale,
): MailMessage {
  const texts = TEXTS[locale];
  const lines = [...texts.lines(refunded, order), receiptLine(order.provider, "refund", locale)];
  return letter(to, locale, texts.subject(refunded.item), paragraphs(lines));
}
