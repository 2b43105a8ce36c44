/** The e-mails a buyer gets once a payment is received: a learning set, a subscription. */

import { escapeHtml } from "../../html.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { mailDate } from "./renewal-mail.ts";

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

/** The confirmation of a paid subscription (the fiscal receipt comes separately, from the cash register). */
export function subscriptionPaidMail(
  payment: { planName: string; amountRub: number; expiresAt: Date },
  to: string,
  profileUrl: string,
): MailMessage {
  const until = mailDate(payment.expiresAt, "ru");
  const subject = `Оплата тарифа «${payment.planName}» получена — Мандала желаний`;
  const lines = [
    `Спасибо! Мы получили оплату тарифа «${payment.planName}»: ${payment.amountRub} ₽.`,
    `Тариф действует до ${until} года.`,
    "Кассовый чек придёт отдельным письмом.",
  ];
  const text = [
    "Здравствуйте!",
    "",
    ...lines,
    "",
    `Личный кабинет: ${profileUrl}`,
    "",
    "Мандала желаний",
  ].join("\n");
  const html = `<p>Здравствуйте!</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(profileUrl)}">Личный кабинет</a></p><p>Мандала желаний</p>`;
  return { to, subject, text, html };
}
