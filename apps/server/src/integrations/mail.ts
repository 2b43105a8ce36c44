/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as
 * an `.eml` file into the outbox directory (and a log line says where).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { DbOrTx } from "../db/client.ts";
import { escapeHtml } from "../html.ts";
import { type Locale, prose, translate } from "../i18n/messages.ts";
import { type Operator, sellerTitle, senderAddress } from "../operator.ts";
import type { DkimSettings } from "./dkim.ts";

export interface MailMessage {
  /**
   * An address in the contract's canonical form (тест@почта.рф). nodemailer writes its domain in
   * punycode when the mailbox is ASCII; a Cyrillic mailbox goes out with SMTPUTF8, and a server without
   * it refuses the message (RFC 6531 has no fallback), which the outbox then retries.
   */
  to: string;
  /** The language the message is written in: its footer is written in it too. */
  locale: Locale;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Sends one message; rejects when it could not be delivered (or written). The app's mailer queues it
   * instead (mail-outbox.ts), inside `tx` when given, so that it is sent only if that change commits.
   */
  send(message: MailMessage, options?: { tx?: DbOrTx }): Promise<void>;
}

/** The mailer that delivers, holding its SMTP connections open until `close`. */
export interface MailTransport extends Mailer {
  close(): void;
}

/**
 * The SMTP connections kept open and shared by the messages: a message needs no handshake of its own
 * (TCP, EHLO, STARTTLS, AUTH), and several leave at once. Each connection is renewed after
 * `maxMessages`, which most providers cap per session.
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 } as const;

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** The sender of messages in Russian, e.g. «Мандала желаний <no-reply@shop.ru>» (MAIL_FROM). */
  from: string;
  /** The sender of messages in English (MAIL_FROM_EN); by default MAIL_FROM's address under the site's English name. */
  fromEn?: string | undefined;
  /** Where `.eml` files go without SMTP. */
  outboxDir: string;
  log: { info(details: object, message: string): void };
  /** Who sends: every message ends with the seller and the support address. */
  operator: Pick<Operator, "seller" | "supportEmail" | "supportPhone">;
  /** Signs every message with DKIM when given (config.ts, `dkim`). */
  dkim?: DkimSettings | null | undefined;
}

/** The footer every e-mail carries, in its language: who sells, and where to write. */
export function withFooter(message: MailMessage, operator: MailerOptions["operator"]): MailMessage {
  // A message queued before messages carried their language has none: Russian, the site's first.
  const locale: Locale = message.locale === "en" ? "en" : "ru";
  const { seller, supportEmail, supportPhone } = operator;
  const sellerLine = seller
    ? `${prose("common.seller", locale)}: ${sellerTitle(seller, locale)}, ${prose("common.inn", locale)} ${seller.inn}, ${prose(`common.ogrn.${seller.form}`, locale)} ${seller.ogrn}.`
    : prose("mail.footer.demo", locale);
  const phone = supportPhone ? `, ${prose("mail.footer.phone", locale)} ${supportPhone}` : "";
  const support = prose("mail.footer.support", locale);
  const text = [message.text, "", "—", sellerLine];
  let html = `<p>${escapeHtml(sellerLine)}</p>`;
  if (supportEmail) {
    text.push(`${support}: ${supportEmail}${phone}`);
    html += `<p>${escapeHtml(support)}: <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>${escapeHtml(phone)}</p>`;
  }
  return {
    ...message,
    text: text.join("\n"),
    ...(message.html
      ? { html: `${message.html}<hr><div style="color:#6b6280;font-size:12px">${html}</div>` }
      : {}),
  };
}

/**
 * The headers every message carries: who sends it, named in the message's language, and that a
 * reply goes to the support address.
 */
function senderHeaders({ from, fromEn, operator }: MailerOptions) {
  const replyTo = operator.supportEmail ? { replyTo: operator.supportEmail } : {};
  const english = fromEn ?? `${translate("content.siteName", "en")} <${senderAddress(from)}>`;
  return (locale: Locale) => ({ from: locale === "en" ? english : from, ...replyTo });
}

/** A transport made with the first message: nodemailer is not loaded at the server's start. */
function transportOnFirstUse(make: (nodemailer: typeof Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => make(nodemailer))),
    close: () => void transport?.then((open) => open.close()),
  };
}

export function createMailer(options: MailerOptions): MailTransport {
  const { smtpUrl, outboxDir, log, operator, dkim } = options;
  const headers = senderHeaders(options);
  // Every message's options: nodemailer signs a message that carries `dkim`.
  const defaults = dkim ? { dkim } : {};
  if (smtpUrl) {
    const transport = transportOnFirstUse((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true, ...SMTP_POOL }, defaults),
    );
    return {
      close: transport.close,
      async send(message) {
        const info = await (await transport.get()).sendMail({
          ...headers(message.locale),
          ...withFooter(message, operator),
        });
        log.info({ to: message.to, messageId: info.messageId }, "mail sent");
      },
    };
  }
  const transport = transportOnFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, defaults),
  );
  return {
    close: transport.close,
    async send(message) {
      const info = await (await transport.get()).sendMail({
        ...headers(message.locale),
        ...withFooter(message, operator),
      });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, "mail written to the outbox");
    },
  };
}
