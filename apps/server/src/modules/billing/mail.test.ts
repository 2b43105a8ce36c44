import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { createMailer } from "../../integrations/mail.ts";
import { purchaseMail } from "./purchase-mail.ts";

const quiet = { info: () => {} };
/** A local copy's operator: no seller, no support address. */
const DEMO_OPERATOR = { seller: null, supportEmail: null, supportPhone: null };
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
});
