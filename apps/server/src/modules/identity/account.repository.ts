/** Password-reset links, e-mail changes and the sign-ins (devices) of an account. */
import { and, desc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import { emailChanges, passwordResetTokens, refreshTokens } from "../../db/schema.ts";

export type PasswordResetRow = typeof passwordResetTokens.$inferSelect;
export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function insertPasswordReset(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; requestedIp: string },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findPasswordReset(
  db: DbOrTx,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/** Uses up every open reset link of the user; false when `id` itself was used meanwhile (a race). */
export async function usePasswordResets(db: DbOrTx, userId: number, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return used.some((row) => row.id === id);
}

export const insertEmailChange = (
  db: DbOrTx,
  values: typeof emailChanges.$inferInsert,
): Promise<EmailChangeRow> => insertOne(db, emailChanges, values);

/** Drops the user's changes that were neither confirmed nor undone (a newer request replaces them). */
export async function deleteOpenEmailChanges(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(emailChanges)
    .where(
      and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.undoneAt)),
    );
}

/** The e-mail change whose confirmation link (`"confirm"`) or undo link (`"undo"`) has the hash `tokenHash`. */
export async function findEmailChangeByLink(
  db: DbOrTx,
  link: "confirm" | "undo",
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const column = link === "confirm" ? emailChanges.tokenHash : emailChanges.undoTokenHash;
  const [row] = await db.select().from(emailChanges).where(eq(column, tokenHash));
  return row;
}

/** The user's change waiting for its confirmation link, if any (expired ones included). */
export async function findOpenEmailChange(db: DbOrTx, userId: number): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.undoneAt)),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row;
}

/** Marks a change confirmed or undone unless it already was; false when another request did first. */
export async function closeEmailChange(
  db: DbOrTx,
  id: number,
  patch: { confirmedAt: Date } | { undoneAt: Date },
): Promise<boolean> {
  const open = "confirmedAt" in patch ? isNull(emailChanges.confirmedAt) : isNull(emailChanges.undoneAt);
  const rows = await db
    .update(emailChanges)
    .set(patch)
    .where(and(eq(emailChanges.id, id), open))
    .returning({ id: emailChanges.id });
  return rows.length === 1;
}

/** The tokens of the user's live sign-ins (not revoked, not expired), newest first. */
export async function liveRefreshTokens(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      familyId: refreshTokens.familyId,
      userAgent: refreshTokens.userAgent,
      ip: refreshTokens.ip,
      lastUsedAt: refreshTokens.lastUsedAt,
      createdAt: refreshTokens.createdAt,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(refreshTokens.lastUsedAt));
}

/**
 * Revokes the user's sign-ins: those of `familyIds` when given, else all of them but `keep`'s.
 * Returns the families revoked.
 */
export async function revokeUserFamilies(
  db: DbOrTx,
  userId: number,
  at: Date,
  which: { familyIds: string[] } | { keep: string | undefined },
): Promise<string[]> {
  const scope =
    "familyIds" in which
      ? inArray(refreshTokens.familyId, which.familyIds)
      : which.keep
        ? ne(refreshTokens.familyId, which.keep)
        : undefined;
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), scope))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}
