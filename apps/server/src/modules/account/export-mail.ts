import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
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
  const until = formatDate(expiresAt, locale);
  const mb = megabytes(size, locale);
  return accountMail(
    to,
    locale,
    {
      ru: {
        subject: "Архив ваших данных готов",
        lines: [
          "Мы собрали всё, что хранит ваш аккаунт: профиль, мандалы с картинками, раскраски, ссылки, комментарии, лайки и платежи.",
          `Архив (ZIP, ${mb} МБ) можно скачать по ссылке до ${until}, потом он будет удалён:`,
        ],
        link: { url: link, label: "Скачать архив" },
        after: [
          "Не пересылайте ссылку: по ней архив откроет любой, у кого она есть. Если архив запрашивали не вы, смените пароль в личном кабинете.",
        ],
      },
      en: {
        subject: "Your data archive is ready",
        lines: [
          "We have gathered everything your account holds: the profile, mandalas with their pictures, colourings, share links, comments, likes and payments.",
          `Download the archive (ZIP, ${mb} MB) with this link until ${until}; after that it is deleted:`,
        ],
        link: { url: link, label: "Download the archive" },
        after: [
          "Do not forward the link: anyone who has it can open the archive. If you did not ask for it, change your password in your profile.",
        ],
      },
    }[locale],
  );
}
