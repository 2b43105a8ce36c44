import { formatDate } from "../../i18n/dates.ts";
import { type Locale, prose, proseLines } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { accountMail } from "../identity/index.ts";

/** The archive's size for people: megabytes with one decimal (at least 0.1). */
function megabytes(bytes: number, locale: Locale): string {
  const value = Math.max(0.1, Math.round(bytes / 104_857.6) / 10);
  return new Intl.NumberFormat(locale === "en" ? "en-GB" : "ru-RU", { maximumFractionDigits: 1 }).format(
    value,
  );
}

/** The archive of the account's data is ready: its link, until when it works, and how large it is. */
export function exportReadyMail(
  to: string,
  locale: Locale,
  link: string,
  size: number,
  expiresAt: Date,
): MailMessage {
  return accountMail(to, locale, {
    subject: prose("account.exportReady.subject", locale),
    lines: proseLines("account.exportReady.body", locale, {
      size: megabytes(size, locale),
      date: formatDate(expiresAt, locale),
    }),
    link: { url: link, label: prose("account.exportReady.link", locale) },
    after: proseLines("account.exportReady.after", locale),
  });
}
