/** The one e-mail address rule of every form and route: what is accepted, and the form it is kept in. */
import { z } from "zod";
import { decodePunycode } from "./punycode.ts";

/** The longest address accepted (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The rule's messages as the API states them; the server answers them translated, forms with their own. */
export const EMAIL_MESSAGES = {
  required: "Email is required.",
  invalid: "Please enter a valid email address.",
};
export type TEmailMessages = typeof EMAIL_MESSAGES;

/**
 * An e-mail address, internationalised ones included (RFC 6531: тест@почта.рф, or its domain in
 * punycode, тест@xn--80a1acny.xn--p1ai): zod's own e-mail pattern with letters and digits of any
 * script, and a domain's last label of letters or punycode.
 */
const EMAIL_PATTERN =
  /^(?:[\p{L}\p{N}_'+-]+\.)*[\p{L}\p{N}_'+-]*[\p{L}\p{N}_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/** Labels of letters, digits and hyphens: nothing the URL parser would read as a port, a path or an escape. */
const DOMAIN_NAME = /^[\p{L}\p{N}\p{M}-]+(?:\.[\p{L}\p{N}\p{M}-]+)*$/u;

/**
 * A domain in its ASCII form (IDNA, as browsers and Node both do it: lower-cased, punycode labels),
 * e.g. "Почта.РФ" → "xn--80a1acny.xn--p1ai"; null when it is no domain name.
 */
export function asciiDomain(domain: string): string | null {
  if (!DOMAIN_NAME.test(domain)) return null;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

/** What a punycode label must decode to: letters, digits, marks and hyphens, at least one beyond ASCII. */
const UNICODE_LABEL = /^(?=.*[^\0-\x7f])[\p{L}\p{N}\p{M}-]+$/u;

/** One label of an ASCII domain in Unicode ("xn--p1ai" → "рф"), or null when its punycode is not a name. */
function unicodeLabel(label: string): string | null {
  if (!label.startsWith("xn--")) return label;
  const decoded = decodePunycode(label.slice(4));
  return decoded !== null && UNICODE_LABEL.test(decoded) ? decoded : null;
}

/** A domain in its Unicode form, lower-cased: "XN--80A1ACNY.xn--p1ai" → "почта.рф"; null when it is no domain name. */
export function unicodeDomain(domain: string): string | null {
  const labels = asciiDomain(domain)?.split(".").map(unicodeLabel);
  if (!labels || labels.includes(null)) return null;
  return labels.join(".");
}

/** An address split at its last "@" (a domain never holds one). */
function splitAddress(address: string): { local: string; domain: string } | null {
  const at = address.lastIndexOf("@");
  if (at < 1) return null;
  return { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/**
 * The one form an address is kept and looked up in, so that every spelling of a mailbox is the
 * same account and the same purchase history: Unicode NFC, lower-case throughout (the shop has
 * always matched addresses case-insensitively, `lower(email)`), and the domain in its Unicode form.
 * "Тест@Почта.РФ", "тест@xn--80a1acny.xn--p1ai" → "тест@почта.рф". Null when it is no address.
 */
export function canonicalEmail(address: string): string | null {
  const parts = splitAddress(address.trim());
  const domain = parts && unicodeDomain(parts.domain);
  if (!parts || !domain) return null;
  return `${parts.local.normalize("NFC").toLowerCase()}@${domain}`;
}

/**
 * The address with its domain in punycode ("тест@xn--80a1acny.xn--p1ai"): how mail servers without
 * SMTPUTF8 name the domain, and how an address bought with before the canonical form may be kept.
 */
export function asciiDomainEmail(address: string): string | null {
  const parts = splitAddress(address);
  const domain = parts && asciiDomain(parts.domain);
  return parts && domain ? `${parts.local}@${domain}` : null;
}

/** The address rule with a form's own messages (i18n keys on the web); its output is the canonical form. */
export function emailSchema(messages: TEmailMessages = EMAIL_MESSAGES) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .normalize("NFC")
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: messages.invalid }))
    .transform((address, context) => {
      const canonical = canonicalEmail(address);
      if (canonical !== null) return canonical;
      context.issues.push({
        code: "invalid_format",
        format: "email",
        input: address,
        message: messages.invalid,
      });
      return z.NEVER;
    });
}

/** An e-mail address of a request, as the API states its messages. */
export const ZEmail = emailSchema();
