import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { createMailer } from "../../integrations/mail.ts";
import { purchaseMail } from "../orders/index.ts";

const quiet = { info: () => {} };
/** A local copy's operator: no seller, no support address. */
const DEMO_OPERATOR = { seller: null, supportEmail: null, supportPhone: null };
/** An operator with a support address, where customers' replies go. */
const SUPPORTED_OPERATOR = { ...DEMO_OPERATOR, supportEmail: "help@mandala-shop.ru" };
const message = purchaseMail(
  { name: "Гармония" },
  "buyer@example.com",
  {
    download: "http://mandala.test/files/sets/abc",
    colour: "http://mandala.test/nabory/garmoniya/raskrasit?link=abc",
  },
  { number: "3F2A9C1E", amountRub: 490, provider: "sandbox" },
);

describe("mailer", () => {
  it("without SMTP_URL writes each message as an .eml file into the outbox", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "mandala-mail-")), "outbox");
    await createMailer({
      smtpUrl: undefined,
      from: "Мандала <no-reply@mandala.local>",
      outboxDir,
      log: quiet,
      operator: DEMO_OPERATOR,
    }).send(message);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(readFileSync(path.join(outboxDir, files[0] ?? ""), "utf8")).toContain("To: buyer@example.com");
  });

  it("with SMTP_URL delivers through the SMTP server", async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: "no-reply@mandala.local",
        outboxDir: "/nonexistent",
        log: quiet,
        operator: DEMO_OPERATOR,
      });
      await mailer.send(message);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ from: "no-reply@mandala.local", to: ["buyer@example.com"] });
    } finally {
      await smtp.close();
    }
  });

  it("sends every reply to the support address (Reply-To), in the .eml outbox and through SMTP", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "mandala-mail-")), "outbox");
    const options = { from: "no-reply@mandala-shop.ru", log: quiet, operator: SUPPORTED_OPERATOR };
    await createMailer({ ...options, smtpUrl: undefined, outboxDir }).send(message);
    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(path.join(outboxDir, file ?? ""), "utf8");
    expect(eml).toMatch(/^Reply-To: help@mandala-shop\.ru$/m);
    expect(eml).toMatch(/^From: no-reply@mandala-shop\.ru$/m);
    const smtp = await startFakeSmtp();
    try {
      await createMailer({ ...options, smtpUrl: smtp.url, outboxDir: "/nonexistent" }).send(message);
      expect(smtp.messages[0]?.data).toMatch(/^Reply-To: help@mandala-shop\.ru$/m);
    } finally {
      await smtp.close();
    }
  });

  it("names the sender in the message's language: MAIL_FROM_EN, or MAIL_FROM's address as «Wish Mandala»", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "mandala-mail-")), "outbox");
    const from = "Мандала желаний <no-reply@mandala-shop.ru>";
    const sent = async (options: { fromEn?: string }, locale: "ru" | "en") => {
      const mailer = createMailer({
        ...options,
        from,
        smtpUrl: undefined,
        outboxDir,
        log: quiet,
        operator: DEMO_OPERATOR,
      });
      await mailer.send({ ...message, locale });
      const newest = readdirSync(outboxDir).sort().at(-1);
      return readFileSync(path.join(outboxDir, newest ?? ""), "utf8");
    };
    expect(await sent({}, "en")).toMatch(/^From: Wish Mandala <no-reply@mandala-shop\.ru>$/m);
    expect(await sent({ fromEn: "Anna's Mandalas <hi@mandala-shop.ru>" }, "en")).toMatch(
      /^From: "Anna's Mandalas" <hi@mandala-shop\.ru>$/m,
    );
    // The Russian name as MAIL_FROM has it, encoded (RFC 2047, base64 of «Мандала желаний»).
    const russian = await sent({}, "ru");
    expect(russian).toMatch(/^From: =\?UTF-8\?B\?0JzQsNC90LTQsNC70LA/m);
    expect(russian).toContain("<no-reply@mandala-shop.ru>");
  });

  it("without a support address sets no Reply-To: replies go to the sender", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "mandala-mail-")), "outbox");
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "no-reply@mandala.local",
      outboxDir,
      log: quiet,
      operator: DEMO_OPERATOR,
    });
    await mailer.send(message);
    const [file] = readdirSync(outboxDir);
    expect(readFileSync(path.join(outboxDir, file ?? ""), "utf8")).not.toMatch(/^Reply-To:/im);
  });
});
