import path from "node:path";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createDatabaseStore } from "./database-store.ts";
import { createDiskStore } from "./disk-store.ts";
import type { FileStore } from "./file-store.ts";
import { createS3Store } from "./s3-store.ts";

type StoreConfig = Pick<
  Config,
  | "dataDir"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/**
 * The uploads' store: an S3 bucket when S3_BUCKET is set; else the database when it is PostgreSQL
 * (several instances may share it); else `DATA_DIR/uploads` next to the embedded database.
 */
export function chooseFileStore(config: StoreConfig, database: Pick<Database, "db" | "kind">): FileStore {
  if (config.S3_BUCKET) {
    return createS3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  if (database.kind === "postgres") return createDatabaseStore(database.db);
  return createDiskStore(path.join(config.dataDir, "uploads"));
}
