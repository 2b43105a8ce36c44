/**
 * The e-mails a buyer gets once a payment is received (a learning set, a plan), and the set
 * links sent again on request, in the language of the page the payment was made on.
 */
import { formatRub } from "@mandala/contract";
import { escapeHtml } from "../../html.ts";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, prose, proseLines } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";
import { planPeriod } from "../plans/index.ts";
import { type OrderFacts, orderLine, receiptLine } from "./order.ts";

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
  const { name } = set;
  const facts = [orderLine(order, locale), receiptLine(order.provider, "payment", locale)];
  const body = mailBody(
    paragraphs([prose("orders.set.thanks", locale, { name }), ...facts]),
    linkParagraph({
      lead: prose("orders.set.download", locale),
      url: links.download,
      label: prose("orders.set.downloadLink", locale),
    }),
    linkParagraph({
      lead: prose("orders.set.colour", locale),
      url: links.colour,
      label: prose("orders.set.colourLink", locale),
    }),
    paragraphs(proseLines("orders.set.personal", locale)),
  );
  return letter(to, locale, prose("orders.set.subject", locale, { name }), body);
}

/** A bought set as the resent e-mail lists it. */
export interface BoughtSet {
  name: string;
  orderNumber: string;
  links: SetLinks;
}

/** The links of every set bought with `to`, sent again on request. */
export function setLinksAgainMail(sets: BoughtSet[], to: string, locale: Locale): MailMessage {
  const download = prose("orders.set.download", locale);
  const colour = prose("orders.set.colour", locale);
  const downloadLink = escapeHtml(prose("orders.set.downloadLink", locale));
  const colourLink = escapeHtml(prose("orders.set.colourLink", locale));
  const listed = sets.map((set) => {
    const item = prose("orders.again.item", locale, { name: set.name, order: set.orderNumber });
    return {
      text: [item, `${download} ${set.links.download}`, `${colour} ${set.links.colour}`],
      html: `<p><strong>${escapeHtml(item)}</strong><br><a href="${escapeHtml(set.links.download)}">${downloadLink}</a> · <a href="${escapeHtml(set.links.colour)}">${colourLink}</a></p>`,
    };
  });
  const lead = paragraphs([prose("orders.again.lead", locale)]);
  const note = paragraphs([prose("orders.again.note", locale)]);
  return letter(to, locale, prose("orders.again.subject", locale), mailBody(lead, ...listed, note));
}

/** The confirmation of a paid plan, with its renewal terms when it renews. */
export function subscriptionPaidMail(
  paid: PaidPlan,
  to: string,
  profileUrl: string,
  order: OrderFacts,
  locale: Locale = "ru",
): MailMessage {
  const plan = paid.planName;
  const until = formatDate(paid.expiresAt, locale);
  const lines = [
    ...proseLines("orders.plan.paid", locale, { plan, until, amount: formatRub(paid.amountRub, locale) }),
    ...(paid.renewalRub === null
      ? []
      : proseLines("orders.plan.renewal", locale, {
          until,
          amount: formatRub(paid.renewalRub, locale),
          period: planPeriod(paid, locale),
        })),
    orderLine(order, locale),
    receiptLine(order.provider, "payment", locale),
  ];
  const profile = linkParagraph({ url: profileUrl, label: prose("orders.profileLink", locale) });
  return letter(
    to,
    locale,
    prose("orders.plan.subject", locale, { plan }),
    mailBody(paragraphs(lines), profile),
  );
}
