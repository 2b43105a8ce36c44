import type { LegalText } from "./types.ts";

export const paymentEn: LegalText = {
  title: "Payment, delivery and refunds",
  updated: "November 28, 2026",
  intro:
    "In short: how to pay for a plan or a learning set, how and when you receive it, and how to get your money back. The full terms are in the [public offer](/oferta). The seller is {seller}.",
  sections: [
    {
      heading: "Payment",
      paragraphs: [
        "All prices are in roubles, paid 100% in advance through the YooKassa payment service. When you go to payment, YooKassa’s secure page opens: there you can pay by bank card (Mir cards included), through the Faster Payments System (SBP) and by the other methods YooKassa shows on that page.",
        "You enter your card details on YooKassa's page only: they are never passed to us or stored by us.",
        "A renewing plan renews automatically every 30 days (the period is on the plan's card): with your consent the first payment saves your payment method, and at the end of each paid period the next period's price is charged to it. A one-off plan and the learning sets are paid once, with no renewals or further charges.",
        "The fiscal receipt comes to your e-mail right after payment, as Russian law (54-FZ) requires. Payments made from your account and their refunds are listed in your [account](/profile), under the payment history.",
      ],
    },
    {
      heading: "Delivery: everything arrives electronically",
      paragraphs: [
        "Nothing is sent by post or courier: plans and sets are digital, and you get them right after payment.",
        "A plan starts as soon as YooKassa confirms the payment: the builder opens in your account, and the drawings left are shown in your account page. Rarely the confirmation is delayed; then access opens within 24 hours.",
        "A learning set comes by e-mail to the address given at purchase: the message has a link to download the PDF and a link to colour the set. It usually arrives within minutes, within 24 hours at the latest. If you bought it from your account, the set also appears on your account page.",
        "No e-mail? Check your spam folder, then ask for the link again on the [sets page](/nabory#resend): we send it to the same address. Still nothing? Write to us at {support}.",
      ],
    },
    {
      heading: "How to turn off renewal",
      paragraphs: [
        "You can turn off renewal at any time on your [account page](/profile): the “Turn renewal off” button under “Renewal”. The plan keeps working until the end of the paid period, and nothing more is charged. The saved card is deleted with the account.",
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "To get your money back, write to {support} from the address you bought with: the date, the amount, what was paid for (a plan or a set; the order number is in the e-mail and the payment history) and why.",
        "Subscription. You may cancel a subscription at any time. We refund the payment less the service already provided: in proportion to the part of the paid period that has passed or to the share of drawings used, whichever is greater.",
        "Learning set. Until the download link has been sent, the payment is refunded in full. Once the link is sent, the set counts as delivered, and a set of proper quality is refunded in the cases the law provides for. If a file is damaged, does not open, does not match its description, or the link does not work, we send a working file free of charge or refund the full price, as you choose.",
        "We consider the request and return the money within 10 days of receiving it, by the method you paid with: to the same card or account. When the money reaches your account depends on your bank. We confirm the refund by e-mail, and the refund receipt comes to the same address.",
        "After a refund the subscription ends at once and the set's links stop opening: if you need the set again, you can buy it once more.",
      ],
    },
    {
      heading: "Any other questions",
      paragraphs: [
        "Answers to common questions are on the [questions and answers](/voprosy) page, and how to reach us is on the [contacts](/kontakty) page. Support: {support}.",
      ],
    },
  ],
};
