/**
 * The consents to the processing of personal data: recorded in the transaction of the registration
 * or the order they were given for, listed in the account's export, and taken off the person when
 * the account is deleted (the payments they point at are kept the same way).
 */
import { PRIVACY_POLICY_EDITION, type TConsentPurpose } from "@mandala/contract";
import { eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { personalDataConsents } from "../../db/schema.ts";

export interface NewConsent {
  purpose: TConsentPurpose;
  userId?: number | null;
  email?: string | null;
  /** The order the consent was given for. */
  paymentId?: string | null;
}

/** Records a consent given now to the policy's edition in force. */
export async function recordConsent(tx: DbOrTx, consent: NewConsent): Promise<void> {
  await tx.insert(personalDataConsents).values({ ...consent, policyVersion: PRIVACY_POLICY_EDITION.version });
}

/** A person: their account and its address, theirs once verified (an account row is one). */
export interface ConsentGiver {
  id: number;
  email: string;
  emailVerifiedAt: Date | null;
}

/** The consents of the account, and those given with its verified address (a set bought before). */
function givenBy({ id, email, emailVerifiedAt }: ConsentGiver) {
  const byAccount = eq(personalDataConsents.userId, id);
  if (!emailVerifiedAt) return byAccount;
  return or(byAccount, eq(sql`lower(${personalDataConsents.email})`, email.toLowerCase()));
}

/** The person's consents, oldest first, as the account's export lists them. */
export async function consentsOf(db: DbOrTx, giver: ConsentGiver) {
  const rows = await db
    .select()
    .from(personalDataConsents)
    .where(givenBy(giver))
    .orderBy(personalDataConsents.givenAt, personalDataConsents.id);
  return rows.map((row) => ({
    purpose: row.purpose,
    given_at: row.givenAt.toISOString(),
    policy_version: row.policyVersion,
    email: row.email,
    payment_id: row.paymentId,
  }));
}

/** Takes the person out of their consents: what was consented to, when, stays without anyone. */
export async function forgetConsentsOf(tx: DbOrTx, giver: ConsentGiver): Promise<void> {
  await tx.update(personalDataConsents).set({ userId: null, email: null }).where(givenBy(giver));
}
