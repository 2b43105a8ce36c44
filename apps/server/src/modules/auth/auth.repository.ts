import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import { sameEmail } from "../../db/same-email.ts";
import { refreshTokens, users } from "../../db/schema.ts";

/** A users row. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

const lower = (value: string) => value.toLowerCase();

/** The user whose username, or else e-mail (in any of its spellings), matches `login` case-insensitively. */
export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lower(login)}`, sameEmail(users.email, login)))
    .limit(2);
  return rows.find((row) => lower(row.username) === lower(login)) ?? rows[0];
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByVkId(db: DbOrTx, vkUserId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.vkUserId, vkUserId));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameEmail(users.email, email));
  return row;
}

/** True for a username already in use, compared case-insensitively. */
export async function usernameExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(username)}`);
  return row !== undefined;
}

export const insertUser = (db: DbOrTx, values: NewUser): Promise<UserRow> => insertOne(db, users, values);

export async function updateUser(
  db: DbOrTx,
  id: number,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** Marks the user's e-mail verified unless it already was: the row when it was not, else undefined. */
export async function markEmailVerified(db: DbOrTx, id: number, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning();
  return row;
}

/** True when `error` is PostgreSQL's unique violation (23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: {
    userId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
    userAgent: string;
    ip: string;
    lastUsedAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token rotated unless it already was; false when another request rotated it first. */
export async function markRotated(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** True while a sign-in's chain has a token that is neither revoked nor expired. */
export async function isFamilyLive(db: DbOrTx, familyId: string): Promise<boolean> {
  if (!UUID.test(familyId)) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revokes every token of one sign-in's chain. */
export async function revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
