import { afterEach, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtp } from "../../test/fakes/smtp-server.ts";
import { createMailer } from "./mail.ts";

const quiet = { info: () => {} };
const DEMO_OPERATOR = { seller: null, supportEmail: null, supportPhone: null };

let smtp: FakeSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

async function sendThrough(server: FakeSmtpServer, to: string) {
  const mailer = createMailer({
    smtpUrl: server.url,
    from: "Мандала <no-reply@mandala.local>",
    outboxDir: "/nonexistent",
    log: quiet,
    operator: DEMO_OPERATOR,
  });
  await mailer.send({ to, locale: "ru", subject: "Проверка", text: "Письмо" });
}

describe("mail to internationalised addresses", () => {
  it.each([true, false])(
    "delivers to a .рф domain as punycode (server offers SMTPUTF8: %s)",
    async (smtpUtf8) => {
      smtp = await startFakeSmtp({ smtpUtf8 });
      await sendThrough(smtp, "test@почта.рф");
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]?.to).toEqual(["test@xn--80a1acny.xn--p1ai"]);
      expect(smtp.messages[0]?.data).toContain("To: test@xn--80a1acny.xn--p1ai");
    },
  );

  it("delivers to a Cyrillic mailbox through a server that offers SMTPUTF8", async () => {
    smtp = await startFakeSmtp({ smtpUtf8: true });
    await sendThrough(smtp, "тест@почта.рф");
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.to).toEqual(["тест@почта.рф"]);
    expect(smtp.messages[0]?.data).toContain("To: тест@почта.рф");
  });

  it("fails, to be retried, where the server cannot take a Cyrillic mailbox (no SMTPUTF8)", async () => {
    smtp = await startFakeSmtp({ smtpUtf8: false });
    await expect(sendThrough(smtp, "тест@почта.рф")).rejects.toThrow(/553 5\.6\.7/);
    expect(smtp.messages).toHaveLength(0);
  });
});
