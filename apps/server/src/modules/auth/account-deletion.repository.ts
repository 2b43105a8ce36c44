/** The rows deleting an account changes at once, and the purge that destroys the rest (decision 031). */
import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  blogCommentLikes,
  blogComments,
  blogPostLikes,
  emailChanges,
  passwordResetTokens,
  savedMandalas,
  shareLinks,
  users,
} from "../../db/schema.ts";
import { type UserRow, withUsernameSkeleton } from "./auth.repository.ts";

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

/** Stops every share link of the user's mandalas (their pages answer 404 from now on). */
export async function stopShareLinks(tx: DbOrTx, userId: number, at: Date) {
  const owned = tx
    .select({ id: savedMandalas.id })
    .from(savedMandalas)
    .where(eq(savedMandalas.userId, userId));
  await tx
    .update(shareLinks)
    .set({ revokedAt: at })
    .where(and(inArray(shareLinks.mandalaId, owned), isNull(shareLinks.revokedAt)));
}

/**
 * Removes the user's blog comments (and the likes they had) and the likes the user gave to posts and
 * comments, at once: the counts on the blog stop including the account.
 */
export async function deleteCommentsAndLikes(tx: DbOrTx, userId: number) {
  await tx.delete(blogComments).where(eq(blogComments.userId, userId));
  await tx.delete(blogPostLikes).where(eq(blogPostLikes.userId, userId));
  await tx.delete(blogCommentLikes).where(eq(blogCommentLikes.userId, userId));
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
