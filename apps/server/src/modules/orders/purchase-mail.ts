/**
 * The e-mails a buyer gets once a payment is received (a learning set, a plan), and the set
 * links sent again on request, in the language of the page the payment was made on.
 */
import { formatRub } from "@mandala/contract";
import { escapeHtml } from "../../html.ts";
import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { planPeriod } from "../plans/index.ts";
import { receiptLine } from "./order.ts";

/** A paid plan: its name in the mail's language, what was paid and until when it runs. */
export interface PaidPlan {
  planName: string;
  amountRub: number;
  expiresAt: Date;
  /** The plan's period in days: a renewal charges again after as many days (`planPeriod`). */
  periodDays: number;
  /** A monthly plan that renews: the next charge's amount (on `expiresAt`); null when it does not renew. */
  renewalRub: number | null;
}

/** The order a mail confirms: its number, its amount and who sends its receipt. */
export interface OrderFacts {
  number: string;
  amountRub: number;
  provider: PaymentProvider["name"];
}

const TEXTS = {
  ru: {
    order: (order: OrderFacts) => `Заказ № ${order.number}, сумма ${formatRub(order.amountRub, "ru")}.`,
    set: {
      subject: (name: string) => `Ваш набор «${name}»`,
      thanks: (name: string) => `Спасибо за покупку набора «${name}».`,
      download: "Скачать его в формате PDF можно по ссылке:",
      link: "Скачать набор (PDF)",
      colour: "Раскрасить мандалы набора прямо на сайте:",
      colourLink: "Раскрасить на сайте",
      personal: [
        "Ссылка личная: не пересылайте её другим.",
        "Если вы зарегистрируетесь на сайте с этим адресом почты, набор появится в личном кабинете.",
      ],
    },
    again: {
      subject: "Ссылки на ваши наборы",
      lead: "Вы попросили прислать ссылки на купленные наборы ещё раз. Вот они:",
      item: (name: string, order: string) => `«${name}» (заказ № ${order})`,
      note: "Ссылки личные: не пересылайте их другим. Если вы не просили это письмо, просто не обращайте на него внимания.",
    },
    plan: {
      subject: (name: string) => `Оплата тарифа «${name}» получена`,
      lines: (paid: PaidPlan, until: string) => [
        `Спасибо! Мы получили оплату тарифа «${paid.planName}»: ${formatRub(paid.amountRub, "ru")}.`,
        `Тариф действует до ${until} года.`,
        ...(paid.renewalRub === null
          ? []
          : [
              `${until} года тариф продлится автоматически: с сохранённой карты будет списано ${formatRub(paid.renewalRub, "ru")}, и так каждые ${planPeriod(paid, "ru")}, пока вы не отключите автопродление. За 3 дня до каждого списания мы напомним письмом.`,
              "Отключить автопродление можно в любой момент в личном кабинете, в разделе «Тариф»: тариф тогда будет действовать до конца оплаченного периода.",
            ]),
      ],
      profile: "Личный кабинет",
    },
  },
  en: {
    order: (order: OrderFacts) => `Order No. ${order.number}, amount ${formatRub(order.amountRub, "en")}.`,
    set: {
      subject: (name: string) => `Your set “${name}”`,
      thanks: (name: string) => `Thank you for buying the set “${name}”.`,
      download: "Download it as a PDF here:",
      link: "Download the set (PDF)",
      colour: "Colour the set's mandalas right on the site:",
      colourLink: "Colour on the site",
      personal: [
        "The link is yours alone: please do not share it.",
        "If you register on the site with this e-mail address, the set will appear in your profile.",
      ],
    },
    again: {
      subject: "Links to your sets",
      lead: "You asked us to send the links to the sets you bought again. Here they are:",
      item: (name: string, order: string) => `“${name}” (order No. ${order})`,
      note: "The links are yours alone: please do not share them. If you did not ask for this e-mail, simply ignore it.",
    },
    plan: {
      subject: (name: string) => `Payment for the ${name} plan received`,
      lines: (paid: PaidPlan, until: string) => [
        `Thank you! We have received your payment for the ${paid.planName} plan: ${formatRub(paid.amountRub, "en")}.`,
        `The plan runs until ${until}.`,
        ...(paid.renewalRub === null
          ? []
          : [
              `On ${until} the plan renews by itself: ${formatRub(paid.renewalRub, "en")} will be charged to the saved card, and so every ${planPeriod(paid, "en")} until you turn renewal off. We will remind you by e-mail 3 days before each charge.`,
              "You can turn renewal off at any time in your profile, under “Plan”: the plan then runs until the end of the paid period.",
            ]),
      ],
      profile: "Your profile",
    },
  },
} as const;

/** The addresses a set's buyer gets: the PDF, and the page to colour its mandalas on screen. */
export interface SetLinks {
  download: string;
  colour: string;
}

export function purchaseMail(
  set: { name: string },
  to: string,
  links: SetLinks,
  order: OrderFacts,
  locale: Locale = "ru",
): MailMessage {
  const texts = TEXTS[locale];
  const { subject, thanks, download, link, colour, colourLink, personal } = texts.set;
  const facts = [texts.order(order), receiptLine(order.provider, "payment", locale)];
  const body = mailBody(
    paragraphs([thanks(set.name), ...facts]),
    linkParagraph({ lead: download, url: links.download, label: link }),
    linkParagraph({ lead: colour, url: links.colour, label: colourLink }),
    paragraphs(personal),
  );
  return letter(to, locale, subject(set.name), body);
}

/** A bought set as the resent e-mail lists it. */
export interface BoughtSet {
  name: string;
  orderNumber: string;
  links: SetLinks;
}

/** The links of every set bought with `to`, sent again on request. */
export function setLinksAgainMail(sets: BoughtSet[], to: string, locale: Locale): MailMessage {
  const texts = TEXTS[locale];
  const { subject, lead, item, note } = texts.again;
  const listed = sets.map((set) => ({
    text: [
      item(set.name, set.orderNumber),
      `${texts.set.download} ${set.links.download}`,
      `${texts.set.colour} ${set.links.colour}`,
    ],
    html: `<p><strong>${escapeHtml(item(set.name, set.orderNumber))}</strong><br><a href="${escapeHtml(set.links.download)}">${escapeHtml(texts.set.link)}</a> · <a href="${escapeHtml(set.links.colour)}">${escapeHtml(texts.set.colourLink)}</a></p>`,
  }));
  return letter(to, locale, subject, mailBody(paragraphs([lead]), ...listed, paragraphs([note])));
}

/** The confirmation of a paid plan, with its renewal terms when it renews. */
export function subscriptionPaidMail(
  paid: PaidPlan,
  to: string,
  profileUrl: string,
  order: OrderFacts,
  locale: Locale = "ru",
): MailMessage {
  const texts = TEXTS[locale];
  const lines = [
    ...texts.plan.lines(paid, formatDate(paid.expiresAt, locale)),
    texts.order(order),
    receiptLine(order.provider, "payment", locale),
  ];
  const profile = linkParagraph({ url: profileUrl, label: texts.plan.profile });
  return letter(to, locale, texts.plan.subject(paid.planName), mailBody(paragraphs(lines), profile));
}
