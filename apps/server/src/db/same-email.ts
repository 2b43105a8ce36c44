/** Finding rows by e-mail address: every spelling of a mailbox is the same address. */
import { asciiDomainEmail, canonicalEmail } from "@mandala/contract";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Whether the address in `column` is `email`, compared case-insensitively in the contract's canonical
 * form, or in that form with the domain in punycode: how a set bought before the canonical form may
 * have kept an internationalised address (тест@xn--80a1acny.xn--p1ai for тест@почта.рф).
 */
export function sameEmail(column: AnyColumn, email: string): SQL {
  const canonical = canonicalEmail(email) ?? email.toLowerCase();
  const punycode = asciiDomainEmail(canonical) ?? canonical;
  return sql`lower(${column}) in (${canonical}, ${punycode})`;
}
