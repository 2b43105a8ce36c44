/** The two e-mails of an e-mail change: the link to the new address, the notice with an undo link to the old. */
import { type Locale, prose, proseLines } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { accountMail } from "../identity/index.ts";

/** The link, sent to the new address, that makes it the account's. */
export function emailChangeConfirmMail(to: string, locale: Locale, link: string, hours: number): MailMessage {
  return accountMail(to, locale, {
    subject: prose("account.emailChangeConfirm.subject", locale),
    lines: proseLines("account.emailChangeConfirm.body", locale, { hours }),
    link: { url: link, label: prose("account.emailChangeConfirm.link", locale) },
    after: proseLines("account.emailChangeConfirm.after", locale),
  });
}

/** Tells the address in force that a change to `newEmail` was asked for, with the link that undoes it. */
export function emailChangeNoticeMail(
  to: string,
  locale: Locale,
  newEmail: string,
  undoLink: string,
  days: number,
): MailMessage {
  return accountMail(to, locale, {
    subject: prose("account.emailChangeNotice.subject", locale),
    lines: proseLines("account.emailChangeNotice.body", locale, {
      email: newEmail,
      period: countOf(days, "day", locale),
    }),
    link: { url: undoLink, label: prose("account.emailChangeNotice.link", locale) },
    after: proseLines("account.emailChangeNotice.after", locale),
  });
}
