/**
 * The e-mails about an account (its links and its security notices), in the account's language
 * (`users.locale`): one layout for all of them, the texts in identity.mail.json.
 */
import { type Locale, mailLines, mailText } from "../../i18n/messages.ts";
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
    subject: mailText("identity.verification.subject", locale),
    lines: mailLines("identity.verification.body", locale),
    link: { url: link, label: mailText("identity.verification.link", locale) },
    after: mailLines("identity.verification.after", locale),
  });
}

/** The single-use link that sets a new password. */
export function passwordResetMail(to: string, locale: Locale, link: string, minutes: number): MailMessage {
  return accountMail(to, locale, {
    subject: mailText("identity.passwordReset.subject", locale),
    lines: mailLines("identity.passwordReset.body", locale, { period: countOf(minutes, "minute", locale) }),
    link: { url: link, label: mailText("identity.passwordReset.link", locale) },
    after: mailLines("identity.passwordReset.after", locale),
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
    subject: mailText(
      how === "set" ? "identity.passwordSet.subject" : "identity.passwordChanged.subject",
      locale,
    ),
    lines: [
      mailText(`identity.passwordChanged.how.${how}`, locale),
      ...mailLines("identity.passwordChanged.body", locale),
    ],
    link: { url: forgotUrl, label: mailText("identity.passwordChanged.link", locale) },
  });
}

/** The link, sent to the new address, that makes it the account's. */
export function emailChangeConfirmMail(to: string, locale: Locale, link: string, hours: number): MailMessage {
  return accountMail(to, locale, {
    subject: mailText("identity.emailChangeConfirm.subject", locale),
    lines: mailLines("identity.emailChangeConfirm.body", locale, { hours }),
    link: { url: link, label: mailText("identity.emailChangeConfirm.link", locale) },
    after: mailLines("identity.emailChangeConfirm.after", locale),
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
    subject: mailText("identity.emailChangeNotice.subject", locale),
    lines: mailLines("identity.emailChangeNotice.body", locale, {
      email: newEmail,
      period: countOf(days, "day", locale),
    }),
    link: { url: undoLink, label: mailText("identity.emailChangeNotice.link", locale) },
    after: mailLines("identity.emailChangeNotice.after", locale),
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
    subject: mailText("identity.failedSignIns.subject", locale),
    lines: mailLines("identity.failedSignIns.body", locale, {
      failures,
      period: countOf(minutes, "minute", locale),
    }),
    link: { url: resetLink, label: mailText("identity.passwordReset.link", locale) },
    after: mailLines("identity.failedSignIns.after", locale),
  });
}

/** Someone tried to create a new account with the owner's address. */
export function registrationAttemptMail(to: string, locale: Locale, signInUrl: string): MailMessage {
  return accountMail(to, locale, {
    subject: mailText("identity.registrationAttempt.subject", locale),
    lines: mailLines("identity.registrationAttempt.body", locale),
    link: { url: signInUrl, label: mailText("identity.registrationAttempt.link", locale) },
    after: mailLines("identity.registrationAttempt.after", locale),
  });
}
