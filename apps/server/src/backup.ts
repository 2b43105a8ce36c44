/**
 * `npm run backup [-- FILE]`: a backup of the embedded database, written to FILE or to
 * `DATA_DIR/backups/mandala-<UTC time>.tar.gz`; the server may be running (db/embedded-backup.ts).
 * On PostgreSQL it refuses and names pg_dump. Exit 0 with the file's path, 1 with one line why not.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { backupEmbedded, defaultBackupFile } from "./db/embedded-backup.ts";
import { startupFailure } from "./db/startup-error.ts";

try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump as docs/deploy/checklist.md ("Backups") shows.',
    );
    process.exit(1);
  }
  const now = Date.now();
  const target = process.argv[2] ? path.resolve(process.argv[2]) : defaultBackupFile(config.dataDir, now);
  const result = await backupEmbedded(config.dataDir, target, now);
  const state = new Date(result.takenAt).toISOString();
  console.log(
    result.fromSnapshot
      ? `The server is running: copied its newest snapshot ${result.fromSnapshot} (${state}, ${Math.round((now - result.takenAt) / 1000)} s ago) to ${result.file}`
      : `Backed up the embedded database as of ${state} to ${result.file}`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : startupFailure(error));
  process.exit(1);
}
