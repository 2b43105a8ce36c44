/**
 * DKIM signing of the site's e-mail (nodemailer's `dkim` option: rsa-sha256, relaxed/relaxed), read
 * from the environment by config.ts. Optional: many SMTP services sign for the sending domain
 * themselves; a site that sends through its own server signs here. What to publish in DNS (DKIM, SPF,
 * DMARC) is in docs/operations.md, "E-mail that arrives".
 */
import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { senderAddress } from "../operator.ts";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** The DKIM variables, part of the environment's schema (config.ts). */
export const DKIM_ENV = {
  /** The signing domain (`d=`): the domain of MAIL_FROM, or one it is a subdomain of. */
  DKIM_DOMAIN: optional.pipe(
    z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z0-9-]{2,63}$/i, "must be a domain name (your-domain.ru)")
      .optional(),
  ),
  /** The selector (`s=`): the name, under the domain's `_domainkey`, of the DNS record holding the key. */
  DKIM_SELECTOR: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,63}$/i, "must be a DNS label (mail2026)")
      .optional(),
  ),
  /** The private key, PEM; its line breaks may be written `\n` (an environment file holds one line). */
  DKIM_PRIVATE_KEY: optional,
  /** Or the path of a file holding it (readable by the server only). */
  DKIM_PRIVATE_KEY_FILE: optional,
};

type DkimEnv = z.infer<z.ZodObject<typeof DKIM_ENV>> & {
  MAIL_FROM: string;
  MAIL_FROM_EN?: string | undefined;
};

/** nodemailer's single-key DKIM options. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** True when the two domains are aligned for DMARC in its relaxed mode: one is the other or under it. */
function aligned(from: string, signing: string): boolean {
  const [a, b] = [from.toLowerCase(), signing.toLowerCase()];
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/** The private key's PEM from the variable or the file, or the problem that stops the start. */
function privateKey(values: DkimEnv): { pem?: string; problem?: string } {
  if (values.DKIM_PRIVATE_KEY && values.DKIM_PRIVATE_KEY_FILE)
    return { problem: "DKIM_PRIVATE_KEY: give the key or its file (DKIM_PRIVATE_KEY_FILE), not both" };
  let pem = values.DKIM_PRIVATE_KEY?.replaceAll("\\n", "\n");
  if (values.DKIM_PRIVATE_KEY_FILE) {
    try {
      pem = readFileSync(values.DKIM_PRIVATE_KEY_FILE, "utf8");
    } catch (error) {
      return {
        problem: `DKIM_PRIVATE_KEY_FILE: cannot read ${values.DKIM_PRIVATE_KEY_FILE} (${(error as NodeJS.ErrnoException).code})`,
      };
    }
  }
  if (!pem) return { problem: "DKIM_PRIVATE_KEY: is required with DKIM_DOMAIN (or DKIM_PRIVATE_KEY_FILE)" };
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== "rsa")
      return { problem: "DKIM_PRIVATE_KEY: must be an RSA key (rsa-sha256)" };
  } catch {
    return { problem: "DKIM_PRIVATE_KEY: is not a private key in PEM (-----BEGIN PRIVATE KEY-----)" };
  }
  return { pem };
}

/**
 * The DKIM settings (null when off), with the problems that stop the start (a key that is missing,
 * unreadable or not a key; a domain without a selector) and a warning when a sender's domain is not
 * aligned with the signing domain: DMARC then passes on DKIM for none of its messages.
 */
export function readDkim(values: DkimEnv): {
  dkim: DkimSettings | null;
  problems: string[];
  warnings: string[];
} {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector } = values;
  const keyGiven = Boolean(values.DKIM_PRIVATE_KEY || values.DKIM_PRIVATE_KEY_FILE);
  if (!domain && !selector && !keyGiven) return { dkim: null, problems: [], warnings: [] };
  const problems: string[] = [];
  if (!domain) problems.push("DKIM_DOMAIN: is required with DKIM_SELECTOR or a DKIM key");
  if (!selector) problems.push("DKIM_SELECTOR: is required with DKIM_DOMAIN or a DKIM key");
  const key = privateKey(values);
  if (key.problem) problems.push(key.problem);
  if (!domain || !selector || !key.pem) return { dkim: null, problems, warnings: [] };
  const warnings = [
    ["MAIL_FROM", values.MAIL_FROM],
    ["MAIL_FROM_EN", values.MAIL_FROM_EN],
  ].flatMap(([name, sender]) => {
    const from = sender && senderAddress(sender).split("@").pop();
    return from && !aligned(from, domain)
      ? [
          `${name} sends from ${from} but DKIM signs for ${domain}: DMARC passes only when the From domain is the signing domain or under it; sign for ${from} or send from ${domain}.`,
        ]
      : [];
  });
  return { dkim: { domainName: domain, keySelector: selector, privateKey: key.pem }, problems, warnings };
}
