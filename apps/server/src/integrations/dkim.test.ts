import { createHash, createVerify, generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtp } from "../../test/fakes/smtp-server.ts";
import { readDkim } from "./dkim.ts";
import { createMailer } from "./mail.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const FROM = "Мандала желаний <no-reply@mandala-shop.ru>";

/** The tags of a DKIM-Signature header's value (RFC 6376 3.2), whitespace removed. */
function tags(value: string): Record<string, string> {
  return Object.fromEntries(
    value
      .split(";")
      .map((tag) => tag.replace(/\s+/g, ""))
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1)]),
  );
}

/** A header field canonicalised the "relaxed" way (RFC 6376 3.4.2). */
const relaxedHeader = (name: string, value: string) =>
  `${name.toLowerCase()}:${value
    .replace(/\r\n(?=[ \t])/g, "")
    .replace(/[ \t]+/g, " ")
    .trim()}`;

/** A body canonicalised the "relaxed" way (RFC 6376 3.4.4). */
function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

/**
 * Verifies a message's DKIM signature as a receiving server does, with `key` standing in for the DNS
 * record: the body hash `bh=`, then the RSA-SHA256 signature `b=` over the signed header fields and the
 * signature's own field with an empty `b=`. Answers the signature's tags.
 */
function verifyDkim(raw: string, key: KeyObject): Record<string, string> {
  const split = raw.indexOf("\r\n\r\n");
  const [head, body] = [raw.slice(0, split), raw.slice(split + 4)];
  const fields = head.split(/\r\n(?![ \t])/).map((field) => {
    const colon = field.indexOf(":");
    return { name: field.slice(0, colon).trim(), value: field.slice(colon + 1) };
  });
  const signature = fields.find((field) => field.name.toLowerCase() === "dkim-signature");
  if (!signature) throw new Error("no DKIM-Signature header");
  const signed = tags(signature.value);
  expect(signed).toMatchObject({ v: "1", a: "rsa-sha256", c: "relaxed/relaxed" });
  const bodyHash = createHash("sha256").update(relaxedBody(body), "utf8").digest("base64");
  expect(signed.bh, "the body hash").toBe(bodyHash);
  // Each name of h= takes the next instance of that field from the bottom (RFC 6376 5.4.2).
  const remaining = [...fields].reverse();
  const input = (signed.h ?? "").split(":").flatMap((name) => {
    const at = remaining.findIndex((field) => field.name.toLowerCase() === name.toLowerCase());
    if (at === -1) return [];
    const [field] = remaining.splice(at, 1);
    return field ? [`${relaxedHeader(field.name, field.value)}\r\n`] : [];
  });
  const unsignedValue = signature.value.replace(/b=[^;]*$/, "b=");
  const data = input.join("") + relaxedHeader("DKIM-Signature", unsignedValue);
  const verifier = createVerify("RSA-SHA256");
  verifier.update(data, "latin1");
  expect(verifier.verify(key, signed.b ?? "", "base64"), "the signature").toBe(true);
  return signed;
}

describe("DKIM signing", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  async function sendSigned(text: string) {
    const { dkim, problems } = readDkim({
      MAIL_FROM: FROM,
      DKIM_DOMAIN: "mandala-shop.ru",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: PEM.replaceAll("\n", "\\n"),
    });
    expect(problems).toEqual([]);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: "/nonexistent",
      log: { info: () => {} },
      operator: { seller: null, supportEmail: "help@mandala-shop.ru", supportPhone: null },
      dkim,
    });
    const seen = smtp.messages.length;
    await mailer.send({ to: "buyer@example.ru", locale: "ru", subject: "Ваш заказ №1", text });
    return (await smtp.nextMessage(seen)).data;
  }

  it("signs every message for the domain and selector, and the signature verifies", async () => {
    const raw = await sendSigned("Спасибо за покупку!\nСсылка: https://mandala-shop.ru/files/sets/abc  ");
    const signed = verifyDkim(raw, publicKey);
    expect(signed).toMatchObject({ d: "mandala-shop.ru", s: "mail2026" });
    expect(signed.h?.toLowerCase().split(":")).toEqual(
      expect.arrayContaining(["from", "to", "subject", "date", "message-id", "reply-to"]),
    );
  });

  it("fails the check once a signed header or the body is changed on the way", async () => {
    const raw = await sendSigned("Спасибо за покупку!");
    expect(() => verifyDkim(raw.replace("Subject: ", "Subject: Re: "), publicKey)).toThrow(/the signature/);
    expect(() => verifyDkim(`${raw}\r\nP.S.`, publicKey)).toThrow(/the body hash/);
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    expect(() => verifyDkim(raw, other)).toThrow(/the signature/);
  });

  it("leaves a message unsigned without DKIM settings", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: "/nonexistent",
      log: { info: () => {} },
      operator: { seller: null, supportEmail: null, supportPhone: null },
    });
    const seen = smtp.messages.length;
    await mailer.send({ to: "buyer@example.ru", locale: "ru", subject: "Без подписи", text: "…" });
    expect((await smtp.nextMessage(seen)).data).not.toMatch(/^DKIM-Signature:/im);
  });
});

describe("the DKIM settings", () => {
  const base = { MAIL_FROM: FROM, DKIM_DOMAIN: "mandala-shop.ru", DKIM_SELECTOR: "mail2026" };

  it("are off when nothing is set", () => {
    expect(readDkim({ MAIL_FROM: FROM })).toEqual({ dkim: null, problems: [], warnings: [] });
  });

  it("read the key from its file", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "dkim-")), "mail.key");
    writeFileSync(file, PEM, { mode: 0o600 });
    expect(readDkim({ ...base, DKIM_PRIVATE_KEY_FILE: file }).dkim).toEqual({
      domainName: "mandala-shop.ru",
      keySelector: "mail2026",
      privateKey: PEM,
    });
    expect(readDkim({ ...base, DKIM_PRIVATE_KEY_FILE: `${file}.missing` }).problems).toEqual([
      `DKIM_PRIVATE_KEY_FILE: cannot read ${file}.missing (ENOENT)`,
    ]);
  });

  it("name what is missing or wrong", () => {
    expect(readDkim({ MAIL_FROM: FROM, DKIM_DOMAIN: "mandala-shop.ru" }).problems).toEqual([
      "DKIM_SELECTOR: is required with DKIM_DOMAIN or a DKIM key",
      "DKIM_PRIVATE_KEY: is required with DKIM_DOMAIN (or DKIM_PRIVATE_KEY_FILE)",
    ]);
    expect(readDkim({ ...base, DKIM_PRIVATE_KEY: "not a key" }).problems).toEqual([
      "DKIM_PRIVATE_KEY: is not a private key in PEM (-----BEGIN PRIVATE KEY-----)",
    ]);
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    expect(readDkim({ ...base, DKIM_PRIVATE_KEY: ec.toString() }).problems).toEqual([
      "DKIM_PRIVATE_KEY: must be an RSA key (rsa-sha256)",
    ]);
  });

  it("warn when a sender's domain is not the signing domain or under it", () => {
    const sign = (values: Record<string, string>) =>
      readDkim({ ...base, DKIM_PRIVATE_KEY: PEM, ...values }).warnings;
    expect(sign({ MAIL_FROM: "no-reply@mail.mandala-shop.ru" })).toEqual([]);
    expect(sign({ MAIL_FROM: FROM, MAIL_FROM_EN: "Wish Mandala <hello@mandala-shop.com>" })).toEqual([
      "MAIL_FROM_EN sends from mandala-shop.com but DKIM signs for mandala-shop.ru: DMARC passes only when the From domain is the signing domain or under it; sign for mandala-shop.com or send from mandala-shop.ru.",
    ]);
  });
});
