/** The e-mail a buyer gets after paying for a learning set. */
import type { MailMessage } from "../../integrations/mail.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function purchaseMail(set: { name: string }, to: string, downloadUrl: string): MailMessage {
  const subject = `Ваш набор «${set.name}» — Мандала желаний`;
  const text = [
    "Здравствуйте!",
    "",
    `Спасибо за покупку набора «${set.name}».`,
    "Скачать его в формате PDF можно по ссылке:",
    downloadUrl,
    "",
    "Ссылка личная: не пересылайте её другим.",
    "Если вы зарегистрируетесь на сайте с этим адресом почты, набор появится в личном кабинете.",
    "",
    "Мандала желаний",
  ].join("\n");
  const html = `<p>Здравствуйте!</p><p>Спасибо за покупку набора «${escapeHtml(set.name)}».</p><p><a href="${escapeHtml(downloadUrl)}">Скачать набор (PDF)</a></p><p>Ссылка личная: не пересылайте её другим. Если вы зарегистрируетесь на сайте с этим адресом почты, набор появится в личном кабинете.</p><p>Мандала желаний</p>`;
  return { to, subject, text, html };
}
