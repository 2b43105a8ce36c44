/** The only place that reads and writes colourings and share links. */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertOne } from "../../db/insert-one.ts";
import { colouringProgress, savedMandalas, shareLinks } from "../../db/schema.ts";

export type ColouringRow = typeof colouringProgress.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type SharedMandalaRow = { share: ShareLinkRow; mandala: typeof savedMandalas.$inferSelect };

/** The saved colouring of a mandala, or null before the first colour. */
export async function findColouring(db: DbOrTx, mandalaId: number): Promise<ColouringRow | null> {
  const [row] = await db.select().from(colouringProgress).where(eq(colouringProgress.mandalaId, mandalaId));
  return row ?? null;
}

/** Keeps a mandala's colouring, replacing the one before. */
export async function saveColouring(db: DbOrTx, mandalaId: number, fills: string): Promise<ColouringRow> {
  const [row] = await db
    .insert(colouringProgress)
    .values({ mandalaId, fills })
    .onConflictDoUpdate({ target: colouringProgress.mandalaId, set: { fills, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

export const insertShareLink = (db: DbOrTx, values: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> =>
  insertOne(db, shareLinks, values);

/** A mandala's live share links, newest first. */
export function listShareLinks(db: DbOrTx, mandalaId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.mandalaId, mandalaId), isNull(shareLinks.revokedAt)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/** Revokes a live link of one of the user's mandalas; false when there is none. */
export async function revokeShareLink(db: DbOrTx, userId: number, token: string): Promise<boolean> {
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(shareLinks.token, token),
        isNull(shareLinks.revokedAt),
        sql`${shareLinks.mandalaId} in (select ${savedMandalas.id} from ${savedMandalas} where ${savedMandalas.userId} = ${userId})`,
      ),
    )
    .returning({ id: shareLinks.id });
  return revoked.length > 0;
}

/** A live link and its mandala, or null for an unknown or revoked token. */
export async function findLiveShare(db: DbOrTx, token: string): Promise<SharedMandalaRow | null> {
  const [row] = await db
    .select({ share: shareLinks, mandala: savedMandalas })
    .from(shareLinks)
    .innerJoin(savedMandalas, eq(savedMandalas.id, shareLinks.mandalaId))
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)));
  return row ?? null;
}

/** Counts one visit of a live link (in one statement, so that visits at once all count). */
export async function countShareVisit(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(shareLinks)
    .set({ visits: sql`${shareLinks.visits} + 1` })
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)));
}

/** Stops every share link of the user's mandalas (their pages answer 404 from now on). */
export async function stopShareLinksOf(tx: DbOrTx, userId: number, at: Date) {
  const owned = tx
    .select({ id: savedMandalas.id })
    .from(savedMandalas)
    .where(eq(savedMandalas.userId, userId));
  await tx
    .update(shareLinks)
    .set({ revokedAt: at })
    .where(and(inArray(shareLinks.mandalaId, owned), isNull(shareLinks.revokedAt)));
}
