import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { listSnapshots, readSnapshot, type Snapshots, snapshotTime } from "./snapshots.ts";

/** What the server did to open a data directory that PGlite could not start on. */
export interface EmbeddedRecovery {
  /** Where the directory that failed to open was moved (kept, never deleted). */
  damagedDir: string;
  /** The snapshot the database was restored from, or null when none could be used (a new database). */
  restoredFrom: string | null;
  /** PGlite's error, for the log. */
  reason: string;
}

/** Thrown when another live process owns the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another server process (pid ${pid}). ` +
        "One process owns it; run several instances on PostgreSQL (DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Thrown at start when the database directory is missing or empty while snapshots of an earlier one
 * exist: starting would create a new empty database (and a new admin password) and, in time, let its
 * own snapshots replace the good ones.
 */
export class EmbeddedDatabaseMissingError extends Error {
  constructor(dir: string, newestSnapshot: string) {
    super(
      `The embedded database ${dir} is missing or empty, but snapshots of it exist (the newest: ` +
        `${newestSnapshot}, taken ${new Date(snapshotTime(newestSnapshot)).toISOString()}). ` +
        `Restore it with: npm run restore -- ${newestSnapshot} (or a backup file of yours). ` +
        `To start with a new empty database instead, move ${path.dirname(newestSnapshot)} away first.`,
    );
    this.name = "EmbeddedDatabaseMissingError";
  }
}

/** True when `dir` holds a PostgreSQL data directory (PGlite writes PG_VERSION first). */
export function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, "PG_VERSION"));
}

/** Throws EmbeddedDatabaseMissingError when `dir` holds no database but `snapshots.dir` has snapshots. */
export function refuseEmptyOverSnapshots(dir: string, snapshots: Snapshots): void {
  const newest = listSnapshots(snapshots.dir)[0];
  if (newest && !holdsDatabase(dir)) throw new EmbeddedDatabaseMissingError(dir, newest);
}

/**
 * Takes the data directory's single-writer lock: PGlite has no protection of its own, and two
 * processes writing one directory corrupt its write-ahead log. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => {
        if (lockOwner(lockFile) === process.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = lockOwner(lockFile);
      if (owner !== null && owner !== process.pid && isAlive(owner))
        throw new DataDirLockedError(dataDir, owner);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function lockOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A pid reused after a reboot by some other program does not hold our database.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

/**
 * Opens PGlite in `dir`. A directory PGlite aborts on (a damaged write-ahead log or checkpoint) is moved
 * aside and the newest snapshot that opens is restored; with none, a new database is created. Errors
 * that are not PGlite's abort (permissions, a full disk) are thrown as they are.
 */
export async function openEmbedded(
  dir: string,
  snapshots: Snapshots,
): Promise<{ client: PGlite; recovery: EmbeddedRecovery | null }> {
  mkdirSync(dir, { recursive: true });
  try {
    return { client: await PGlite.create(dir), recovery: null };
  } catch (error) {
    if (!isPgliteAbort(error)) throw error;
    const damagedDir = `${dir}.damaged-${new Date().toISOString().replaceAll(":", "-")}`;
    renameSync(dir, damagedDir);
    const reason = String((error as Error).message);
    for (const snapshot of listSnapshots(snapshots.dir)) {
      try {
        mkdirSync(dir, { recursive: true });
        const client = await PGlite.create(dir, { loadDataDir: await readSnapshot(snapshot) });
        await client.query("select 1");
        return { client, recovery: { damagedDir, restoredFrom: snapshot, reason } };
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return { client: await PGlite.create(dir), recovery: { damagedDir, restoredFrom: null, reason } };
  }
}

function isPgliteAbort(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError ||
    (error instanceof Error && /Aborted\(\)|INITDB failed|Program terminated/.test(error.message))
  );
}

/** One line for the log saying what `openEmbedded` did. */
export function describeRecovery(recovery: EmbeddedRecovery): string {
  const restored = recovery.restoredFrom
    ? `restored the snapshot ${path.basename(recovery.restoredFrom)} (changes made after it are lost)`
    : "no snapshot could be restored, so a new empty database was created";
  return `The embedded database could not be opened (${recovery.reason}); the damaged directory was kept as ${recovery.damagedDir} and ${restored}.`;
}
