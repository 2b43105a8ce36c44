/** Inserting one row and answering it as stored: every repository's insert of a single row. */
import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

/** Inserts `values` into `table` and answers the stored row; throws when the database answered none. */
export async function insertOne<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"]> {
  const [row] = (await db.insert(table).values(values).returning()) as T["$inferSelect"][];
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row;
}
