import type { LegalText } from "./types.ts";

export const faqEn: LegalText = {
  title: "Questions and answers",
  intro:
    "What people ask us most about the sets, payment and accounts. Did not find your answer? Write to {support} and we will help.",
  sections: [
    {
      heading: "What is a learning set of mandalas?",
      paragraphs: [
        "A PDF file in Russian: mandala templates to colour, coloured samples and notes on each mandala. You can print it or colour it right on the site. What each set holds and what it costs is on its page under [Sets](/nabory); the free sets are on the home page.",
      ],
    },
    {
      heading: "How do I get the files after payment?",
      paragraphs: [
        "Right after payment an e-mail with a download link and a link to colour the set comes to the address you gave at purchase. Nothing is sent by post or courier. If you bought from your account, the set also appears on your account page. A plan starts right after payment. More on the [payment, delivery and refunds](/oplata-i-vozvrat) page.",
      ],
    },
    {
      heading: "I paid, but nothing came. What do I do?",
      paragraphs: [
        "The e-mail usually arrives within minutes. Check your spam folder and the address you gave at purchase, then ask for the link again on the [sets page](/nabory#resend). If the money was charged but the plan has not started, wait a little: access opens by itself once the payment service confirms the payment. If nothing has changed within a day, write to {support} with the date and amount of the payment.",
      ],
    },
    {
      heading: "Do I need to register?",
      paragraphs: [
        "Not to buy a set: an e-mail address is enough. A plan and the mandala builder need an account: it keeps your mandalas, colourings and the drawings you have left. You can register with an e-mail address or with VK ID.",
      ],
    },
    {
      heading: "How do I turn off renewal?",
      paragraphs: [
        "On your [account page](/profile), under “Renewal”, press “Turn renewal off”. The plan keeps working until the end of the paid period, and nothing more is charged. One-off plans and sets never renew.",
      ],
    },
    {
      heading: "How do I get a refund?",
      paragraphs: [
        "Write to {support} from the address you bought with: the date, the amount, what was paid for and why. We consider the request and return the money within 10 days by the method you paid with; when it reaches your account depends on your bank. How much is refunded for a subscription and for a set is on the [payment, delivery and refunds](/oplata-i-vozvrat) page.",
      ],
    },
    {
      heading: "How do I delete my account and my data?",
      paragraphs: [
        "On your [account page](/profile) press “Delete account…”: the site shows what will be deleted and asks for your password (an account without one gets a confirmation link by e-mail). The account disappears at once and its data is destroyed within 30 days; the law requires payment records to be kept for 5 years, but without your name and address. Before deleting you can download your data with the “Download my data” button on the same page. If you want money back for a paid period, write to {support} before deleting.",
      ],
    },
    {
      heading: "Which devices and browsers does the site work in?",
      paragraphs: [
        "On computers, tablets and phones, in current versions of Chrome, Yandex Browser, Safari (iPhone and iPad with iOS 15.4 or later), Firefox and Edge. You need an internet connection; for the sets, a PDF viewer, which every modern device has. A mandala prints on any printer, on A4 paper.",
      ],
    },
    {
      heading: "How do I reach you?",
      paragraphs: [
        "Write to {support}. The address, the phone, support's hours and the seller's details are on the [contacts](/kontakty) page.",
      ],
    },
  ],
};
