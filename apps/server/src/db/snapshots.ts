import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Where snapshots of the embedded database are kept, and how often they are taken. */
export interface Snapshots {
  dir: string;
  /** Time between two snapshots while the database changes. */
  intervalMs: number;
}

const MINUTE = 60_000;
/** When the first snapshot of a run is taken: once the server has started. */
const FIRST_SNAPSHOT_AFTER_MS = 5_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Which snapshots are kept, by age: every one of the last ten minutes (one a minute while the database
 * changes), the newest of each ten minutes of the last hour, of each hour (UTC) of the last day, of
 * each day (UTC) of the last week; and always the newest of all, however old: snapshots are taken only
 * when the database changes, and a quiet site must not end up with none. At most 10 + 6 + 24 + 7 files
 * (a new site's snapshot is about 4.5 MB).
 */
const SNAPSHOT_RETENTION = [
  { youngerThanMs: 10 * MINUTE, oneEveryMs: 0 },
  { youngerThanMs: HOUR, oneEveryMs: 10 * MINUTE },
  { youngerThanMs: DAY, oneEveryMs: HOUR },
  { youngerThanMs: 7 * DAY, oneEveryMs: DAY },
] as const;

/** The times (ms) of the snapshots taken at `times` that SNAPSHOT_RETENTION keeps at `now`. */
export function snapshotsToKeep(times: readonly number[], now: number): Set<number> {
  const newestFirst = [...times].sort((a, b) => b - a);
  const kept = new Set<number>(newestFirst.slice(0, 1));
  const bucketsTaken = new Set<string>();
  for (const time of newestFirst) {
    const tier = SNAPSHOT_RETENTION.findIndex((rule) => now - time < rule.youngerThanMs);
    const rule = SNAPSHOT_RETENTION[tier];
    if (!rule) continue;
    if (rule.oneEveryMs === 0) {
      kept.add(time);
      continue;
    }
    // Newest first, so the first snapshot met in a bucket is the newest of it.
    const bucket = `${tier}:${Math.floor(time / rule.oneEveryMs)}`;
    if (bucketsTaken.has(bucket)) continue;
    bucketsTaken.add(bucket);
    kept.add(time);
  }
  return kept;
}

const SNAPSHOT = /^snapshot-(\d+)\.tar\.gz$/;

/** When the snapshot `file` was taken (ms), from its name. */
export function snapshotTime(file: string): number {
  return Number(SNAPSHOT.exec(path.basename(file))?.[1]);
}

/** The snapshot files in `dir`, newest first. */
export function listSnapshots(dir: string): string[] {
  return safeList(dir)
    .filter((name) => SNAPSHOT.test(name))
    .sort((a, b) => snapshotTime(b) - snapshotTime(a))
    .map((name) => path.join(dir, name));
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A snapshot or backup file as the data-directory archive PGlite loads. */
export async function readSnapshot(file: string): Promise<Blob> {
  return new Blob([await gunzipAsync(await readFile(file))]);
}

/** The database's write-ahead log position: it moves with every change. */
async function walPosition(client: PGlite): Promise<string | null> {
  return (
    (await client.query<{ lsn: string }>("select pg_current_wal_insert_lsn()::text as lsn")).rows[0]?.lsn ??
    null
  );
}

/**
 * Writes PGlite's archive of its data directory to `file`: a checkpoint, then the archive (taken while
 * no query runs), compressed off the database's thread and renamed into place whole, so a file with
 * this name is always complete. Returns the write-ahead log position read after the checkpoint: the
 * archive holds every change up to it (and perhaps a few after).
 */
export async function writeArchive(client: PGlite, file: string): Promise<string | null> {
  await client.exec("CHECKPOINT");
  const position = await walPosition(client);
  const archive = await client.dumpDataDir("none");
  const compressed = await gzipAsync(Buffer.from(await archive.arrayBuffer()));
  await writeFile(`${file}.partial`, compressed);
  await rename(`${file}.partial`, file);
  return position;
}

/**
 * Writes a snapshot of the running database and removes those SNAPSHOT_RETENTION no longer keeps.
 * Returns the file and the position it holds the changes up to.
 */
export async function takeSnapshot(
  client: PGlite,
  snapshots: Snapshots,
  now = Date.now(),
): Promise<{ file: string; position: string | null }> {
  mkdirSync(snapshots.dir, { recursive: true });
  const file = path.join(snapshots.dir, `snapshot-${now}.tar.gz`);
  const position = await writeArchive(client, file);
  const all = listSnapshots(snapshots.dir);
  const kept = snapshotsToKeep(all.map(snapshotTime), now);
  for (const old of all) if (!kept.has(snapshotTime(old))) rmSync(old, { force: true });
  return { file, position };
}

/**
 * Takes a snapshot every `intervalMs` while the database changes (its write-ahead log position moves),
 * the first a few seconds after start (not during it, where it would compete with the migrations and
 * the app's start for the database) and one at stop. Failures are reported, never thrown: a snapshot is a safety net, not a request.
 */
export function keepSnapshots(
  client: PGlite,
  snapshots: Snapshots,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let lastPosition: string | null = null;
  let running: Promise<void> = Promise.resolve();
  // A snapshot cut short by a crash leaves its partial file: never restored, removed here.
  for (const name of safeList(snapshots.dir)) {
    if (name.endsWith(".partial")) rmSync(path.join(snapshots.dir, name), { force: true });
  }
  const tick = () => {
    running = running.then(async () => {
      try {
        if (client.closed || (await walPosition(client)) === lastPosition) return;
        // The position read inside, not after: a change made while the archive is compressed and
        // written is not in it, and must bring the next snapshot.
        lastPosition = (await takeSnapshot(client, snapshots)).position;
      } catch (error) {
        if (!client.closed) onError(error);
      }
    });
  };
  const first = setTimeout(tick, FIRST_SNAPSHOT_AFTER_MS);
  first.unref();
  const timer = setInterval(tick, snapshots.intervalMs);
  timer.unref();
  return {
    // A last one at a clean stop, so the newest snapshot (what `npm run backup` copies, what a refused
    // start names) holds every change.
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      tick();
      await running;
    },
  };
}
