/** Password-reset links and the sign-ins (devices) of an account. */
import { and, desc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { passwordResetTokens, refreshTokens } from "../../db/schema.ts";

export type PasswordResetRow = typeof passwordResetTokens.$inferSelect;

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
