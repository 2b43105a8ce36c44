/**
 * `npm run restore -- FILE`: puts a backup (or a snapshot) of the embedded database in place of
 * `DATA_DIR/db`, which is kept as `db.before-restore-<time>`; refused while a server runs
 * (db/embedded-backup.ts). Exit 0 when restored, 1 with one line why not, 2 without a FILE.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { restoreEmbedded } from "./db/embedded-backup.ts";
import { startupFailure } from "./db/startup-error.ts";

const file = process.argv[2];
if (!file) {
  console.error(
    "Usage: npm run restore -- FILE (a file from npm run backup, or DATA_DIR/db-snapshots/snapshot-….tar.gz)",
  );
  process.exit(2);
}
try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore as docs/deploy/checklist.md ("Backups") shows.',
    );
    process.exit(1);
  }
  const { keptAside } = await restoreEmbedded(config.dataDir, path.resolve(file));
  console.log(
    `Restored ${path.resolve(file)} into ${path.join(config.dataDir, "db")}` +
      (keptAside ? `; the database it replaced is kept as ${keptAside}.` : ".") +
      " Start the server: it applies any newer migrations.",
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : startupFailure(error));
  process.exit(1);
}
