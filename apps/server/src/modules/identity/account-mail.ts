/**
 * The e-mails about an account (its links and its security notices), in the account's language
 * (`users.locale`): one layout for all of them, the texts below in Russian and English.
 */
import type { Locale } from "../../i18n/messages.ts";
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
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Подтвердите e-mail",
        lines: [
          "Подтвердите, пожалуйста, что этот адрес ваш: после этого в личном кабинете появятся наборы, купленные на этот e-mail.",
        ],
        link: { url: link, label: "Подтвердить e-mail" },
        after: ["Если вы не регистрировались в «Мандале желаний», просто не отвечайте на это письмо."],
      },
      en: {
        subject: "Confirm your e-mail",
        lines: [
          "Please confirm that this address is yours: the sets bought with it will then appear in your account.",
        ],
        link: { url: link, label: "Confirm e-mail" },
        after: ["If you did not register with Wish Mandala, just ignore this e-mail."],
      },
    }[locale],
  );
}

/** The single-use link that sets a new password. */
export function passwordResetMail(to: string, locale: Locale, link: string, minutes: number): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Восстановление пароля",
        lines: [
          "Кто-то (надеемся, вы) попросил восстановить пароль от аккаунта с этим адресом.",
          `Задать новый пароль можно по ссылке — она действует ${countOf(minutes, "minute", "ru")} и только один раз:`,
        ],
        link: { url: link, label: "Задать новый пароль" },
        after: ["Если вы не просили восстановить пароль, ничего делать не нужно: пароль остался прежним."],
      },
      en: {
        subject: "Reset your password",
        lines: [
          "Someone (we hope you) asked to reset the password of the account with this address.",
          `Set a new password with this link; it works once and for ${countOf(minutes, "minute", "en")}:`,
        ],
        link: { url: link, label: "Set a new password" },
        after: ["If you did not ask for this, there is nothing to do: your password is unchanged."],
      },
    }[locale],
  );
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
  const ru = {
    reset: "Пароль от вашего аккаунта только что изменён по ссылке восстановления.",
    changed: "Пароль от вашего аккаунта только что изменён в личном кабинете.",
    set: "Для вашего аккаунта только что задан пароль: теперь можно входить и по нему.",
  };
  const en = {
    reset: "The password of your account has just been changed through a reset link.",
    changed: "The password of your account has just been changed in the profile.",
    set: "A password has just been set for your account: you can now sign in with it too.",
  };
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: how === "set" ? "Пароль задан" : "Пароль изменён",
        lines: [
          ru[how],
          "Все остальные устройства, где был выполнен вход, вышли из аккаунта.",
          "Если это были не вы, сразу восстановите пароль по ссылке:",
        ],
        link: { url: forgotUrl, label: "Восстановить пароль" },
      },
      en: {
        subject: how === "set" ? "Password set" : "Password changed",
        lines: [
          en[how],
          "Every other device signed in to the account has been signed out.",
          "If this was not you, reset the password at once:",
        ],
        link: { url: forgotUrl, label: "Reset the password" },
      },
    }[locale],
  );
}

/** Someone keeps failing to sign in to the account: the owner is told, with a reset link as a way in. */
export function failedSignInsMail(
  to: string,
  locale: Locale,
  failures: number,
  resetLink: string,
  minutes: number,
): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Неудачные попытки входа",
        lines: [
          `К вашему аккаунту было ${failures} неудачных попыток входа с неверным паролем.`,
          "Пароль никто не угадал. С устройств, с которых вы уже входили, вход работает как обычно; с других между попытками приходится ждать.",
          `Если вам нужно войти с нового устройства или вы хотите сменить пароль, задайте новый по этой ссылке (она действует ${countOf(minutes, "minute", "ru")}, один раз) — после этого вы сразу войдёте:`,
        ],
        link: { url: resetLink, label: "Задать новый пароль" },
        after: ["Если ссылка не нужна, просто не открывайте её: пароль останется прежним."],
      },
      en: {
        subject: "Failed sign-in attempts",
        lines: [
          `There were ${failures} failed attempts to sign in to your account with a wrong password.`,
          "No one guessed the password. From devices you have signed in from before, sign-in works as usual; from others there is a wait between attempts.",
          `If you need to sign in from a new device or want to change the password, set a new one through this link (it works once, for ${countOf(minutes, "minute", "en")}); you will be signed in right away:`,
        ],
        link: { url: resetLink, label: "Set a new password" },
        after: ["If you do not need the link, just leave it: the password stays as it is."],
      },
    }[locale],
  );
}

/** Someone tried to create a new account with the owner's address. */
export function registrationAttemptMail(to: string, locale: Locale, signInUrl: string): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Попытка регистрации с вашим адресом",
        lines: [
          "Кто-то попытался зарегистрироваться в «Мандале желаний» с этим адресом почты, но у адреса уже есть аккаунт.",
          "Если это были вы, просто войдите в свой аккаунт:",
        ],
        link: { url: signInUrl, label: "Войти" },
        after: ["Если не вы, ничего делать не нужно: новый аккаунт не создан, ваш аккаунт в безопасности."],
      },
      en: {
        subject: "A registration attempt with your address",
        lines: [
          "Someone tried to register with Wish Mandala using this address, but the address already has an account.",
          "If this was you, just sign in to your account:",
        ],
        link: { url: signInUrl, label: "Sign in" },
        after: ["If not, there is nothing to do: no new account was created and yours is safe."],
      },
    }[locale],
  );
}
