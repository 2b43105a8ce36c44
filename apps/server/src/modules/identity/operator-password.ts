/**
 * The operator setting an account's password from the server's shell (`npm run admin -- set-password`):
 * the way back in for an admin whose address receives no mail, or for anyone the operator helps.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { revokeUserFamilies, usePasswordResets } from "./account.repository.ts";
import { findUserByEmail, type UserRow } from "./auth.repository.ts";
import { hashPassword } from "./password.ts";

/** Why the command cannot name an account: said to the operator as it is. */
export class AccountChoiceError extends Error {
  override name = "AccountChoiceError";
}

/** The account at `email`, or the one admin when no address is given. */
export async function operatorTarget(db: Db, email?: string): Promise<UserRow> {
  if (email) {
    const user = await findUserByEmail(db, email);
    if (!user || user.deletedAt) throw new AccountChoiceError(`No account has the address ${email}.`);
    return user;
  }
  const admins = await db
    .select()
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt)))
    .orderBy(users.id);
  const [admin, ...others] = admins;
  if (!admin)
    throw new AccountChoiceError(
      "There is no admin account yet: the server creates it at its first start (or npm run migrate).",
    );
  if (others.length > 0)
    throw new AccountChoiceError(
      `There are ${admins.length} admin accounts; name one with --email: ${admins.map((row) => row.email).join(", ")}.`,
    );
  return admin;
}

/**
 * Sets `password` as the account's, ends every sign-in of it (its access tokens stop within the
 * liveness check's seconds on running servers) and voids its unused reset links, all or nothing.
 * Answers how many sign-ins ended.
 */
export async function setPasswordByOperator(db: Db, userId: number, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await usePasswordResets(tx, userId, 0, now);
    return (await revokeUserFamilies(tx, userId, now, { keep: undefined })).length;
  });
}
