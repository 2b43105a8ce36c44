import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import type { FileStore } from "./file-store.ts";

/** Files in the `stored_files` table: every instance on one PostgreSQL sees every upload. */
export function createDatabaseStore(db: Db): FileStore {
  return {
    kind: "database",
    async put(key, file) {
      await db.insert(storedFiles).values({ key, contentType: file.contentType, bytes: file.bytes });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null;
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
