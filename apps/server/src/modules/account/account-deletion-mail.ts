/** The e-mails of deleting an account (decision 031), in the account's language. */
import type { Locale } from "../../i18n/messages.ts";
import { countOf } from "../../i18n/plural.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { accountMail } from "../identity/index.ts";

/** The link that confirms a deletion, for an account without a password. */
export function deletionLinkMail(to: string, locale: Locale, link: string, hours: number): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Подтвердите удаление аккаунта",
        lines: [
          "Кто-то (надеемся, вы) попросил удалить аккаунт с этим адресом в личном кабинете.",
          `Удалить аккаунт можно по ссылке — она действует ${countOf(hours, "hour", "ru")} и только один раз:`,
        ],
        link: { url: link, label: "Удалить аккаунт" },
        after: ["Если вы не просили удалить аккаунт, ничего делать не нужно: аккаунт останется как есть."],
      },
      en: {
        subject: "Confirm deleting your account",
        lines: [
          "Someone (we hope you) asked in the profile to delete the account with this address.",
          `Delete the account with this link; it works once and for ${countOf(hours, "hour", "en")}:`,
        ],
        link: { url: link, label: "Delete the account" },
        after: ["If you did not ask for this, there is nothing to do: the account stays as it is."],
      },
    }[locale],
  );
}

/** Tells the former owner what was deleted, what is kept and why. */
export function accountDeletedMail(to: string, locale: Locale): MailMessage {
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Аккаунт удалён",
        lines: [
          "Ваш аккаунт удалён. Войти в него больше нельзя, имя пользователя и этот адрес снова свободны.",
          "Удалено сразу: вход на всех устройствах, публичные ссылки на мандалы, ваши комментарии в блоге, " +
            "ссылки на купленные наборы. Автопродление тарифа отменено, сохранённая карта удалена — списаний больше не будет.",
          "Удаляются в течение 30 дней (обычно в течение часа): профиль и аватар, сохранённые мандалы и " +
            "раскраски, тариф и остаток рисований, история входов.",
          "Хранятся 5 лет, без имени, адреса и связи с аккаунтом: записи о платежах и возвратах (дата, сумма, " +
            "что оплачено, номер платежа у платёжной системы) — этого требуют законы о бухгалтерском учёте и о " +
            "налогах. Кассовые чеки хранит оператор фискальных данных.",
        ],
      },
      en: {
        subject: "Account deleted",
        lines: [
          "Your account has been deleted. It can no longer be signed in to; its username and this address are free again.",
          "Deleted at once: the sign-ins on every device, the public links to your mandalas, your blog " +
            "comments, the links to the sets you bought. The renewal is cancelled and the saved card removed: " +
            "nothing will be charged again.",
          "Deleted within 30 days (usually within the hour): the profile and avatar, the saved mandalas and " +
            "colourings, the plan and its drawings, the sign-in history.",
          "Kept for 5 years, without your name, address or any link to the account: the records of payments " +
            "and refunds (date, amount, what was paid for, the payment's number at the payment service), as " +
            "the accounting and tax laws require. The fiscal receipts are kept by the fiscal data operator.",
        ],
      },
    }[locale],
  );
}
