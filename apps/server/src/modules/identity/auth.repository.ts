import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import { sameEmail } from "../../db/same-email.ts";
import { refreshTokens, users } from "../../db/schema.ts";
import { usernameKey } from "./username-key.ts";

/** A users row. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `values` with the look-alike form of the username they set (every write of a username goes through it). */
export function withUsernameSkeleton<T extends { username: string }>(
  values: T,
): T & { usernameSkeleton: string } {
  return { ...values, usernameSkeleton: usernameKey(values.username) };
}
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

/** True for a username already in use, or one that looks like it (username-key.ts). */
export async function usernameExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${lower(username)}`,
        eq(users.usernameSkeleton, usernameKey(username)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new account, its name's look-alike form with it. */
export const insertUser = (db: DbOrTx, values: Omit<NewUser, "usernameSkeleton">): Promise<UserRow> =>
  insertOne(db, users, withUsernameSkeleton(values));

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

/**
 * Gives the accounts from before look-alike names were refused their name's form, oldest first. An
 * account whose form an older one has keeps its name but not the form (it stays empty, the unique
 * index allowing it): answers those names, each with the older name it looks like.
 */
export async function fillUsernameSkeletons(db: DbOrTx): Promise<{ username: string; like: string }[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, skeleton: users.usernameSkeleton })
    .from(users)
    .orderBy(users.id);
  const owners = new Map(rows.flatMap((row) => (row.skeleton ? [[row.skeleton, row.username]] : [])));
  const alike: { username: string; like: string }[] = [];
  for (const row of rows) {
    if (row.skeleton) continue;
    const skeleton = usernameKey(row.username);
    const owner = owners.get(skeleton);
    if (owner !== undefined) {
      alike.push({ username: row.username, like: owner });
      continue;
    }
    owners.set(skeleton, row.username);
    await db.update(users).set({ usernameSkeleton: skeleton }).where(eq(users.id, row.id));
  }
  return alike;
}
