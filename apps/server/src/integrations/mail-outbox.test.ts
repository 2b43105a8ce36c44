import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../test/database.ts";
import { type FakeSmtpServer, startFakeSmtp } from "../../test/fakes/smtp-server.ts";
import type { Database } from "../db/client.ts";
import { type Jobs, startJobs } from "../jobs/jobs.ts";
import { readDkim } from "./dkim.ts";
import { createMailer, type MailTransport } from "./mail.ts";
import { createOutboxMailer } from "./mail-outbox.ts";

const FROM = "Мандала желаний <no-reply@mandala-shop.ru>";
const PEM = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();

describe("the outbox through SMTP", () => {
  let database: Database;
  let jobs: Jobs;
  let smtp: FakeSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startFakeSmtp();
    // The app's own settings: jobs looked for every second, every message signed.
    jobs = await startJobs(database, { log: { error: () => undefined, warn: () => undefined } });
    const { dkim } = readDkim({
      MAIL_FROM: FROM,
      DKIM_DOMAIN: "mandala-shop.ru",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: PEM,
    });
    transport = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: "/nonexistent",
      log: { info: () => undefined },
      operator: { seller: null, supportEmail: null, supportPhone: null },
      dkim,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    transport.close();
    await smtp.close();
    await database.close();
  });

  it("sends a burst of mail over a few reused connections, each signed", async () => {
    const mailer = await createOutboxMailer(jobs, transport);
    const started = performance.now();
    for (let n = 1; n <= 30; n++)
      await mailer.send({ to: `user${n}@example.ru`, locale: "ru", subject: `Письмо ${n}`, text: "…" });
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(30), { timeout: 60_000, interval: 50 });
    const seconds = (performance.now() - started) / 1000;
    console.info(`30 messages in ${seconds.toFixed(1)} s over ${smtp.connections()} connections`);
    expect(new Set(smtp.messages.map((message) => message.to[0])).size).toBe(30);
    expect(smtp.connections()).toBeLessThanOrEqual(5);
    for (const message of smtp.messages)
      expect(message.data).toMatch(/^DKIM-Signature: .*d=mandala-shop\.ru/m);
  }, 90_000);
});
