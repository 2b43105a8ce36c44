/** The e-mail an account's owner gets when someone keeps failing to sign in to it. */
import type { MailMessage } from "../../integrations/mail.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
