import { and, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { savedMandalas } from "../../db/schema.ts";

export type SavedMandalaRow = typeof savedMandalas.$inferSelect;
export type NewSavedMandala = typeof savedMandalas.$inferInsert;

/** Keeps a drawing the user paid for. */
export async function insertMandala(db: DbOrTx, values: NewSavedMandala): Promise<SavedMandalaRow> {
  const [row] = await db.insert(savedMandalas).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The user's newest drawing made with exactly these settings (in whichever view), or null. */
export async function findIdenticalMandala(
  db: DbOrTx,
  values: Omit<NewSavedMandala, "pattern" | "id" | "createdAt">,
): Promise<SavedMandalaRow | null> {
  const [row] = await db
    .select()
    .from(savedMandalas)
    .where(
      and(
        eq(savedMandalas.userId, values.userId),
        eq(savedMandalas.phrase, values.phrase),
        eq(savedMandalas.shape, values.shape),
        eq(savedMandalas.firstMethod, values.firstMethod),
        eq(savedMandalas.additionalMethod, values.additionalMethod),
        eq(savedMandalas.patternLength, values.patternLength),
        eq(savedMandalas.palette, values.palette),
        values.sectorLength == null
          ? isNull(savedMandalas.sectorLength)
          : eq(savedMandalas.sectorLength, values.sectorLength),
      ),
    )
    .orderBy(desc(savedMandalas.createdAt), desc(savedMandalas.id))
    .limit(1);
  return row ?? null;
}

/** `text` as a LIKE pattern matching it literally anywhere (backslash, % and _ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Ё and е are one letter to a person searching: «елка» finds «Ёлка» and the other way round. */
function withoutYo(text: string): string {
  return text.replace(/ё/g, "е").replace(/Ё/g, "Е");
}

export interface MandalaPageQuery {
  limit: number;
  /** The id of the last drawing of the previous page. */
  cursor?: number | undefined;
  /** Part of the phrase, in any case, ё written as е or ё. */
  search?: string | undefined;
}

/**
 * One page of the user's drawings, newest first (created_at, then id): `limit` rows after the
 * `cursor` drawing, plus whether more follow.
 */
export async function listMandalas(
  db: DbOrTx,
  userId: number,
  { limit, cursor, search }: MandalaPageQuery,
): Promise<{ rows: SavedMandalaRow[]; more: boolean }> {
  const where: SQL[] = [eq(savedMandalas.userId, userId)];
  if (search) {
    const phrase = sql`translate(${savedMandalas.phrase}, 'Ёё', 'Ее')`;
    where.push(ilike(phrase, containsPattern(withoutYo(search))));
  }
  if (cursor !== undefined) {
    // Compared in the database, at its own precision (a JavaScript Date would cut microseconds).
    where.push(
      sql`(${savedMandalas.createdAt}, ${savedMandalas.id}) < (select c.created_at, c.id from ${savedMandalas} c where c.id = ${cursor} and c.user_id = ${userId})`,
    );
  }
  const rows = await db
    .select()
    .from(savedMandalas)
    .where(and(...where))
    .orderBy(desc(savedMandalas.createdAt), desc(savedMandalas.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** One of the user's drawings (another user's is as good as missing). */
export async function findMandala(db: DbOrTx, userId: number, id: number): Promise<SavedMandalaRow | null> {
  const [row] = await db
    .select()
    .from(savedMandalas)
    .where(and(eq(savedMandalas.id, id), eq(savedMandalas.userId, userId)));
  return row ?? null;
}

/** Deletes one of the user's drawings; false when there was none. */
export async function deleteMandala(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedMandalas)
    .where(and(eq(savedMandalas.id, id), eq(savedMandalas.userId, userId)))
    .returning({ id: savedMandalas.id });
  return deleted.length > 0;
}
