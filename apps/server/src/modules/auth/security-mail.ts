/** The e-mails an account's owner gets about what others tried with it. */

import { escapeHtml } from "../../html.ts";
import type { MailMessage } from "../../integrations/mail.ts";

/** Someone keeps failing to sign in to the account. */
export function failedSignInsMail(to: string, failures: number, profileUrl: string): MailMessage {
  const lines = [
    `К вашему аккаунту было ${failures} неудачных попыток входа с неверным паролем.`,
    "Если это были вы, всё в порядке: вход не заблокирован, просто между попытками нужно подождать несколько секунд.",
    "Если не вы, ничего не случилось — пароль никто не угадал. Для надёжности смените пароль в личном кабинете:",
  ];
  const text = ["Здравствуйте!", "", ...lines, profileUrl, "", "Мандала желаний"].join("\n");
  const html = `<p>Здравствуйте!</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(profileUrl)}">Личный кабинет</a></p><p>Мандала желаний</p>`;
  return { to, subject: "Неудачные попытки входа — Мандала желаний", text, html };
}

/** Someone tried to create a new account with the owner's address. */
export function registrationAttemptMail(to: string, signInUrl: string): MailMessage {
  const lines = [
    "Кто-то попытался зарегистрироваться в «Мандале желаний» с этим адресом почты, но у адреса уже есть аккаунт.",
    "Если это были вы, просто войдите в свой аккаунт:",
  ];
  const after = "Если не вы, ничего делать не нужно: новый аккаунт не создан, ваш аккаунт в безопасности.";
  const text = ["Здравствуйте!", "", ...lines, signInUrl, "", after, "", "Мандала желаний"].join("\n");
  const html = `<p>Здравствуйте!</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(signInUrl)}">Войти</a></p><p>${escapeHtml(after)}</p><p>Мандала желаний</p>`;
  return { to, subject: "Попытка регистрации с вашим адресом — Мандала желаний", text, html };
}
