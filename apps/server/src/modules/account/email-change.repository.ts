/** The e-mail changes of accounts: asked for, confirmed from the new address, undone from the old one. */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import { emailChanges } from "../../db/schema.ts";

export type EmailChangeRow = typeof emailChanges.$inferSelect;

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
