/** The e-mails of deleting an account (decision 031), in the account's language. */
import { type Locale, prose, proseLines } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { accountMail } from "../identity/index.ts";

/** The link that confirms a deletion, for an account without a password. */
export function deletionLinkMail(to: string, locale: Locale, link: string, hours: number): MailMessage {
  return accountMail(to, locale, {
    subject: prose("account.deletionLink.subject", locale),
    lines: proseLines("account.deletionLink.body", locale, { period: countOf(hours, "hour", locale) }),
    link: { url: link, label: prose("account.deletionLink.link", locale) },
    after: proseLines("account.deletionLink.after", locale),
  });
}

/** Tells the former owner what was deleted, what is kept and why. */
export function accountDeletedMail(to: string, locale: Locale): MailMessage {
  return accountMail(to, locale, {
    subject: prose("account.deleted.subject", locale),
    lines: proseLines("account.deleted.body", locale),
  });
}
