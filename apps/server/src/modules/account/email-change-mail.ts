/** The two e-mails of an e-mail change: the link to the new address, the notice with an undo link to the old. */
import type { Locale } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { accountMail } from "../identity/index.ts";

/** The link, sent to the new address, that makes it the account's. */
export function emailChangeConfirmMail(to: string, locale: Locale, link: string, hours: number): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Подтвердите новый e-mail",
        lines: [
          "Этот адрес указан как новый e-mail аккаунта в «Мандале желаний».",
          `Чтобы он начал действовать, откройте ссылку (она действует ${hours} ч):`,
        ],
        link: { url: link, label: "Подтвердить новый e-mail" },
        after: [
          "Пока адрес не подтверждён, письма и чеки приходят на прежний. Если это не вы, просто не открывайте ссылку.",
        ],
      },
      en: {
        subject: "Confirm your new e-mail",
        lines: [
          "This address was given as the new e-mail of a Wish Mandala account.",
          `To make it the account's address, open this link (it works for ${hours} h):`,
        ],
        link: { url: link, label: "Confirm the new e-mail" },
        after: [
          "Until it is confirmed, e-mails and receipts go to the previous address. If this was not you, just ignore this e-mail.",
        ],
      },
    }[locale],
  );
}

/** Tells the address in force that a change to `newEmail` was asked for, with the link that undoes it. */
export function emailChangeNoticeMail(
  to: string,
  locale: Locale,
  newEmail: string,
  undoLink: string,
  days: number,
): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Запрошена смена e-mail",
        lines: [
          `В вашем аккаунте запрошена смена e-mail на ${newEmail}.`,
          "Пока новый адрес не подтверждён, действует этот. Если это не вы, отмените смену — все устройства выйдут из аккаунта, а этот адрес останется (или вернётся) за аккаунтом. Ссылка действует " +
            `${countOf(days, "day", "ru")}:`,
        ],
        link: { url: undoLink, label: "Отменить смену e-mail" },
        after: ["Если смену запросили вы, ничего делать не нужно."],
      },
      en: {
        subject: "E-mail change requested",
        lines: [
          `A change of your account's e-mail to ${newEmail} was requested.`,
          "Until the new address is confirmed, this one stays in force. If this was not you, undo the change: every device will be signed out and this address stays (or comes back) with the account. The link works for " +
            `${countOf(days, "day", "en")}:`,
        ],
        link: { url: undoLink, label: "Undo the e-mail change" },
        after: ["If you asked for the change, there is nothing to do."],
      },
    }[locale],
  );
}
