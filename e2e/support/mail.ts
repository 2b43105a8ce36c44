/** The e-mails the e2e server writes to DATA_DIR/outbox (playwright.config.ts), read as the buyer would. */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** Undoes quoted-printable soft breaks and escapes, enough to find a URL in a message. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The bodies of a MIME message in every plausible encoding, as one searchable text. */
function searchableText(eml: string): string {
  const base64 = [
    ...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((match) => Buffer.from((match[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8"))
    .join("\n");
  return `${decodeQuotedPrintable(eml)}\n${base64}`;
}

/** The newest `.eml` in `outbox` addressed to `email` and saying `saying`, as searchable text, or null. */
export async function findMailTo(outbox: string, email: string, saying = ""): Promise<string | null> {
  const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml"));
  const files = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(path.join(outbox, name))).mtimeMs })),
  );
  for (const { name } of files.sort((a, b) => b.time - a.time)) {
    // As bytes (latin1): decoding the quoted-printable turns the whole message into UTF-8 text, so a
    // raw UTF-8 header (To: тест@почта.рф, as SMTPUTF8 mail has it) comes out right, not decoded twice.
    const text = searchableText(await readFile(path.join(outbox, name), "latin1"));
    if (text.includes(email) && text.includes(saying)) return text;
  }
  return null;
}

/** The newest e-mail to `email` (and saying `saying`) the e2e server wrote, waiting for it to be written. */
export async function newestMailTo(email: string, saying = ""): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("playwright.config.ts must export E2E_DATA_DIR");
  const outbox = path.join(dataDir, "outbox");
  let found: string | null = null;
  await expect
    .poll(async () => (found = await findMailTo(outbox, email, saying)), {
      message: `an e-mail to ${email} in ${outbox}`,
      timeout: 15_000,
    })
    .not.toBeNull();
  return found ?? "";
}

/** The path of the e-mail verification link in a message's text, or null. */
export function verificationPathIn(mail: string): string | null {
  const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\/[\w-]+/.exec(mail)?.[0];
  return link ? new URL(link).pathname : null;
}

/** The address of the link reading `text` in an HTML e-mail, or null. */
export function linkIn(mail: string, text: string): string | null {
  const anchors = mail.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*>([^<]*)<\/a>/g);
  for (const [, href, label] of anchors)
    if (label?.trim() === text) return href?.replaceAll("&amp;", "&") ?? null;
  return null;
}
