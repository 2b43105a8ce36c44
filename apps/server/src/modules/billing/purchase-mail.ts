/**
 * The e-mails a buyer gets once a payment is received (a learning set, a subscription), in the language
 * of the page the payment was made on.
 */
import { escapeHtml } from "../../html.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { mailDate } from "./renewal-mail.ts";

/** A paid subscription: the plan's name in the mail's language, what was paid and until when it runs. */
export interface PaidPlan {
  planName: string;
  amountRub: number;
  expiresAt: Date;
}

const TEXTS = {
  ru: {
    hello: "Здравствуйте!",
    signature: "Мандала желаний",
    set: {
      subject: (name: string) => `Ваш набор «${name}» — Мандала желаний`,
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
    plan: {
      subject: (name: string) => `Оплата тарифа «${name}» получена — Мандала желаний`,
      lines: (paid: PaidPlan, until: string) => [
        `Спасибо! Мы получили оплату тарифа «${paid.planName}»: ${paid.amountRub} ₽.`,
        `Тариф действует до ${until} года.`,
        "Кассовый чек придёт отдельным письмом.",
      ],
      profile: "Личный кабинет",
    },
  },
  en: {
    hello: "Hello,",
    signature: "Wish Mandala",
    set: {
      subject: (name: string) => `Your set “${name}” — Wish Mandala`,
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
    plan: {
      subject: (name: string) => `Payment for the ${name} plan received — Wish Mandala`,
      lines: (paid: PaidPlan, until: string) => [
        `Thank you! We have received your payment for the ${paid.planName} plan: ${paid.amountRub} ₽.`,
        `The plan runs until ${until}.`,
        "The fiscal receipt comes in a separate e-mail.",
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
  locale: Locale = "ru",
): MailMessage {
  const texts = TEXTS[locale];
  const { subject, thanks, download, link, colour, colourLink, personal } = texts.set;
  const text = [
    texts.hello,
    "",
    thanks(set.name),
    download,
    links.download,
    "",
    colour,
    links.colour,
    "",
    ...personal,
    "",
    texts.signature,
  ].join("\n");
  const html = `<p>${escapeHtml(texts.hello)}</p><p>${escapeHtml(thanks(set.name))}</p><p><a href="${escapeHtml(links.download)}">${escapeHtml(link)}</a></p><p>${escapeHtml(colour)} <a href="${escapeHtml(links.colour)}">${escapeHtml(colourLink)}</a></p><p>${escapeHtml(personal.join(" "))}</p><p>${escapeHtml(texts.signature)}</p>`;
  return { to, subject: subject(set.name), text, html };
}

/** The confirmation of a paid subscription (the fiscal receipt comes separately, from the cash register). */
export function subscriptionPaidMail(
  paid: PaidPlan,
  to: string,
  profileUrl: string,
  locale: Locale = "ru",
): MailMessage {
  const texts = TEXTS[locale];
  const lines = texts.plan.lines(paid, mailDate(paid.expiresAt, locale));
  const text = [
    texts.hello,
    "",
    ...lines,
    "",
    `${texts.plan.profile}: ${profileUrl}`,
    "",
    texts.signature,
  ].join("\n");
  const html = `<p>${escapeHtml(texts.hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(profileUrl)}">${escapeHtml(texts.plan.profile)}</a></p><p>${escapeHtml(texts.signature)}</p>`;
  return { to, subject: texts.plan.subject(paid.planName), text, html };
}
