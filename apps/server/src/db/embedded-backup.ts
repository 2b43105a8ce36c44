/**
 * Backup and restore of the embedded database (`npm run backup`, `npm run restore`). A backup file has
 * the snapshots' format: PGlite's archive of its data directory, gzipped; a snapshot is a backup too.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DataDirLockedError, holdsDatabase, lockDataDir } from "./embedded.ts";
import { listSnapshots, readSnapshot, snapshotTime, writeArchive } from "./snapshots.ts";

/** A refusal with one line for the operator (the commands print it and exit 1). */
export class BackupError extends Error {
  override name = "BackupError";
}

const stamp = (at: number) =>
  new Date(at)
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");

/** Where `npm run backup` writes when given no path: `DATA_DIR/backups/mandala-<UTC time>.tar.gz`. */
export function defaultBackupFile(dataDir: string, now: number): string {
  return path.join(dataDir, "backups", `mandala-${stamp(now)}.tar.gz`);
}

export interface BackupResult {
  file: string;
  /** The snapshot copied when a server was running, else null (the database was archived directly). */
  fromSnapshot: string | null;
  /** When the state in the file was taken (ms). */
  takenAt: number;
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file`. With the server stopped, the
 * database is opened (its lock taken) and archived as it is now. While a server runs, no second
 * process may open the directory, so the newest snapshot that server took is copied: a consistent copy,
 * at most about a minute older than the moment (the server snapshots every minute while data changes).
 */
export async function backupEmbedded(dataDir: string, file: string, now = Date.now()): Promise<BackupResult> {
  const dbDir = path.join(dataDir, "db");
  mkdirSync(path.dirname(file), { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const newest = listSnapshots(path.join(dataDir, "db-snapshots"))[0];
    if (!newest)
      throw new BackupError(`${error.message} It has taken no snapshot yet to copy: try again in a minute.`);
    copyFileSync(newest, `${file}.partial`);
    renameSync(`${file}.partial`, file);
    return { file, fromSnapshot: newest, takenAt: snapshotTime(newest) };
  }
  try {
    if (!holdsDatabase(dbDir)) throw new BackupError(`There is no embedded database in ${dbDir} to back up.`);
    const client = await PGlite.create(dbDir);
    try {
      await writeArchive(client, file);
    } finally {
      await client.close();
    }
    return { file, fromSnapshot: null, takenAt: now };
  } finally {
    unlock();
  }
}

export interface RestoreResult {
  /** Where the database that was replaced was moved, or null when there was none. */
  keptAside: string | null;
}

/**
 * Replaces the embedded database in `dataDir` with the backup (or snapshot) `file`: refused while a
 * server holds the directory; the current database is moved to `db.before-restore-<time>` (never
 * deleted), the file loaded and opened once to prove it. A file that does not load leaves the
 * current database where it was.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = Date.now(),
): Promise<RestoreResult> {
  const dbDir = path.join(dataDir, "db");
  let archive: Blob;
  try {
    archive = await readSnapshot(file);
  } catch (error) {
    throw new BackupError(
      `${file} cannot be read as a backup of the embedded database (${(error as Error).message}).`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`${error.message} Stop it before restoring; nothing was changed.`);
  }
  try {
    const keptAside = holdsDatabase(dbDir) ? `${dbDir}.before-restore-${stamp(now)}` : null;
    if (keptAside) renameSync(dbDir, keptAside);
    else rmSync(dbDir, { recursive: true, force: true });
    try {
      mkdirSync(dbDir, { recursive: true });
      const client = await PGlite.create(dbDir, { loadDataDir: archive });
      try {
        await client.query("select 1");
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(dbDir, { recursive: true, force: true });
      if (keptAside) renameSync(keptAside, dbDir);
      throw new BackupError(
        `${file} did not open as a database (${(error as Error).message}); the current database was left in place.`,
      );
    }
    return { keptAside };
  } finally {
    unlock();
  }
}
