/**
 * The e-mails of a renewing plan's renewal: the reminder before, a declined charge, the end, and the
 * customer's own turning renewal off or removing the saved card.
 */
import { formatRub } from "@mandala/contract";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, prose, proseLines } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";
import { planPeriod } from "../plans/index.ts";

export interface RenewalMailDetails {
  planName: string;
  amountRub: number;
  /** The plan's period in days: what a renewal adds (`planPeriod`). */
  periodDays: number;
  /**
   * The reminder: the charge's date; a declined charge: the next try's date; a method declined for good:
   * the end of the paid period; the end: when it ended;
   * renewal off or the card removed: the end of the paid period.
   */
  date: Date;
}

export type RenewalMailKind =
  | "reminder"
  | "declined"
  | "methodUnusable"
  | "expired"
  | "turnedOff"
  | "cardRemoved";

/** One renewal e-mail in the customer's language. */
export function renewalMail(
  kind: RenewalMailKind,
  details: RenewalMailDetails,
  locale: Locale,
  to: string,
  profileUrl: string,
): MailMessage {
  const plan = details.planName;
  const date = formatDate(details.date, locale);
  const subject = prose(`orders.renewal.${kind}.subject`, locale, { plan, date });
  const lines = proseLines(`orders.renewal.${kind}.body`, locale, {
    plan,
    date,
    amount: formatRub(details.amountRub, locale),
    period: planPeriod(details, locale),
  });
  const profile = linkParagraph({ url: profileUrl, label: prose("orders.profileLink", locale) });
  return letter(to, locale, subject, mailBody(paragraphs(lines), profile));
}
