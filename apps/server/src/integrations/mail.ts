/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as
 * an `.eml` file into the outbox directory (and a log line says where).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { DbOrTx } from "../db/client.ts";

export interface MailMessage {
  to: string;
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

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where `.eml` files go without SMTP. */
  outboxDir: string;
  log: { info(details: object, message: string): void };
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to: message.to, messageId: info.messageId }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, "mail written to the outbox");
    },
  };
}
