/** The rows deleting an account changes at once, and the purge that destroys the rest (decision 031). */
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { emailChanges, passwordResetTokens, savedMandalas, users } from "../../db/schema.ts";
import { type UserRow, withUsernameSkeleton } from "../identity/index.ts";

/**
 * Takes the account off the site, unless it already left: its name and address become placeholders
 * (free for anyone again), every way in and every personal field goes. The row stays for the purge.
 */
export async function markDeleted(tx: DbOrTx, userId: number, placeholder: string, at: Date) {
  const [row] = await tx
    .update(users)
    .set({
      ...withUsernameSkeleton({ username: placeholder }),
      email: `${placeholder}@deleted.invalid`,
      passwordHash: null,
      vkUserId: null,
      firstName: "",
      lastName: "",
      bio: "",
      location: "",
      website: "",
      emailVerifiedAt: null,
      emailVerificationTokenHash: null,
      deletionTokenHash: null,
      deletionTokenExpiresAt: null,
      deletedAt: at,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return row !== undefined;
}

/** Voids the account's e-mailed links (password reset, e-mail change): none may act on it any more. */
export async function voidAccountLinks(tx: DbOrTx, userId: number) {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

export async function countMandalas(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedMandalas).where(eq(savedMandalas.userId, userId));
  return row?.n ?? 0;
}

/** Keeps the hash of a deletion link and its end on a live account. */
export async function setDeletionToken(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  await db
    .update(users)
    .set({ deletionTokenHash: tokenHash, deletionTokenExpiresAt: expiresAt })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

export async function findUserByDeletionToken(db: DbOrTx, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.deletionTokenHash, tokenHash), isNull(users.deletedAt)));
  return row;
}

/** Accounts deleted and not yet purged, oldest first. */
export async function deletedAccounts(db: DbOrTx, limit: number) {
  return db
    .select({ id: users.id, avatar: users.avatar })
    .from(users)
    .where(isNotNull(users.deletedAt))
    .orderBy(users.deletedAt)
    .limit(limit);
}

/**
 * Deletes a deleted account's row, and with it (ON DELETE CASCADE) every row it owns: sessions, links,
 * subscriptions, balances, mandalas with their colourings and share links, likes. Payments and refunds
 * keep their rows (ON DELETE SET NULL).
 */
export async function deleteUserRow(db: DbOrTx, userId: number) {
  await db.delete(users).where(and(eq(users.id, userId), isNotNull(users.deletedAt)));
}
