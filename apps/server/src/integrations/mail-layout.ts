/**
 * The one layout of every mail the shop sends: the greeting, the body, the signature, and the shop's
 * name after the subject, in the reader's language. A mail writes only its subject and its body: its
 * paragraphs as plain-text lines and as HTML, made with `paragraphs` and `linkParagraph`.
 */
import { escapeHtml } from "../html.ts";
import { type Locale, prose, translate } from "../i18n/messages.ts";
import type { MailMessage } from "./mail.ts";

/** A mail's body, or a part of it: the plain text's lines and the HTML. */
export interface MailBody {
  text: string[];
  html: string;
}

/** Paragraphs of plain text (escaped in the HTML). */
export function paragraphs(lines: readonly string[]): MailBody {
  return { text: [...lines], html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") };
}

/**
 * A link: in the text its lead and address each on its line (without a lead, «label: address»); in the
 * HTML `lead <a>label</a>`.
 */
export function linkParagraph(link: { lead?: string; url: string; label: string }): MailBody {
  const anchor = `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`;
  return {
    text: link.lead ? [link.lead, link.url] : [`${link.label}: ${link.url}`],
    html: `<p>${link.lead ? `${escapeHtml(link.lead)} ` : ""}${anchor}</p>`,
  };
}

/** Parts of a body in order, a blank line between them in the text. */
export function mailBody(...parts: MailBody[]): MailBody {
  return {
    text: parts.flatMap((part, index) => (index === 0 ? part.text : ["", ...part.text])),
    html: parts.map((part) => part.html).join(""),
  };
}

/** A mail in the one layout: «Здравствуйте!» / "Hello,", the body, the signature; the subject signed. */
export function letter(to: string, locale: Locale, subject: string, body: MailBody): MailMessage {
  const hello = prose("mail.hello", locale);
  const signature = translate("content.siteName", locale);
  return {
    to,
    locale,
    subject: `${subject} — ${signature}`,
    text: [hello, "", ...body.text, "", signature].join("\n"),
    html: `<p>${escapeHtml(hello)}</p>${body.html}<p>${escapeHtml(signature)}</p>`,
  };
}
