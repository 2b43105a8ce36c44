/**
 * The e-mails about an account (its links and its security notices), in the account's language
 * (`users.locale`): one layout for all of them, the texts in identity.prose.json.
 */
import { type Locale, prose, proseLines } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";

interface MailContent {
  subject: string;
  /** The paragraphs before the link. */
  lines: string[];
  link?: { url: string; label: string };
  /** The paragraphs after the link. */
  after?: string[];
}

/** An account e-mail in the one layout: paragraphs, the link, more paragraphs. */
export function accountMail(
  to: string,
  locale: Locale,
  { subject, lines, link, after = [] }: MailContent,
): MailMessage {
  const parts = [
    paragraphs(lines),
    ...(link ? [linkParagraph(link)] : []),
    ...(after.length ? [paragraphs(after)] : []),
  ];
  return letter(to, locale, subject, mailBody(...parts));
}

/** The link that proves the address is the user's (sent at registration). */
export function verificationMail(to: string, locale: Locale, link: string): MailMessage {
  return accountMail(to, locale, {
    subject: prose("identity.verification.subject", locale),
    lines: proseLines("identity.verification.body", locale),
    link: { url: link, label: prose("identity.verification.link", locale) },
    after: proseLines("identity.verification.after", locale),
  });
}

/** The single-use link that sets a new password. */
export function passwordResetMail(to: string, locale: Locale, link: string, minutes: number): MailMessage {
  return accountMail(to, locale, {
    subject: prose("identity.passwordReset.subject", locale),
    lines: proseLines("identity.passwordReset.body", locale, { period: countOf(minutes, "minute", locale) }),
    link: { url: link, label: prose("identity.passwordReset.link", locale) },
    after: proseLines("identity.passwordReset.after", locale),
  });
}

/** How a password came to change: through the e-mailed link, in the profile, or set for the first time. */
export type PasswordChange = "reset" | "changed" | "set";

/** Tells the owner the password changed and every other device was signed out. */
export function passwordChangedMail(
  to: string,
  locale: Locale,
  how: PasswordChange,
  forgotUrl: string,
): MailMessage {
  return accountMail(to, locale, {
    subject: prose(
      how === "set" ? "identity.passwordSet.subject" : "identity.passwordChanged.subject",
      locale,
    ),
    lines: [
      prose(`identity.passwordChanged.how.${how}`, locale),
      ...proseLines("identity.passwordChanged.body", locale),
    ],
    link: { url: forgotUrl, label: prose("identity.passwordChanged.link", locale) },
  });
}

/** Someone keeps failing to sign in to the account: the owner is told, with a reset link as a way in. */
export function failedSignInsMail(
  to: string,
  locale: Locale,
  failures: number,
  resetLink: string,
  minutes: number,
): MailMessage {
  return accountMail(to, locale, {
    subject: prose("identity.failedSignIns.subject", locale),
    lines: proseLines("identity.failedSignIns.body", locale, {
      failures,
      period: countOf(minutes, "minute", locale),
    }),
    link: { url: resetLink, label: prose("identity.passwordReset.link", locale) },
    after: proseLines("identity.failedSignIns.after", locale),
  });
}

/** Someone tried to create a new account with the owner's address. */
export function registrationAttemptMail(to: string, locale: Locale, signInUrl: string): MailMessage {
  return accountMail(to, locale, {
    subject: prose("identity.registrationAttempt.subject", locale),
    lines: proseLines("identity.registrationAttempt.body", locale),
    link: { url: signInUrl, label: prose("identity.registrationAttempt.link", locale) },
    after: proseLines("identity.registrationAttempt.after", locale),
  });
}
