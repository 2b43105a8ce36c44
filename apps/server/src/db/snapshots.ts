import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Where snapshots of the embedded database are kept, and how often and how many. */
export interface Snapshots {
  dir: string;
  /** Time between two snapshots while the database changes. */
  intervalMs: number;
  /** How many snapshots are kept, newest first. */
  keep: number;
}

const SNAPSHOT = /^snapshot-(\d+)\.tar\.gz$/;

/** The snapshot files in `dir`, newest first. */
export function listSnapshots(dir: string): string[] {
  return safeList(dir)
    .filter((name) => SNAPSHOT.test(name))
    .sort((a, b) => Number(SNAPSHOT.exec(b)?.[1]) - Number(SNAPSHOT.exec(a)?.[1]))
    .map((name) => path.join(dir, name));
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A snapshot as the data-directory archive PGlite loads. */
export async function readSnapshot(file: string): Promise<Blob> {
  return new Blob([await gunzipAsync(await readFile(file))]);
}

/**
 * Writes a snapshot of the running database: a checkpoint, then PGlite's archive of its data directory
 * (taken while no query runs), compressed off the database's thread and renamed into place whole.
 * Old snapshots beyond `keep` are removed. Returns the file.
 */
export async function takeSnapshot(client: PGlite, snapshots: Snapshots, now = Date.now()): Promise<string> {
  mkdirSync(snapshots.dir, { recursive: true });
  await client.exec("CHECKPOINT");
  const archive = await client.dumpDataDir("none");
  const compressed = await gzipAsync(Buffer.from(await archive.arrayBuffer()));
  const file = path.join(snapshots.dir, `snapshot-${now}.tar.gz`);
  await writeFile(`${file}.partial`, compressed);
  await rename(`${file}.partial`, file);
  for (const old of listSnapshots(snapshots.dir).slice(snapshots.keep)) rmSync(old, { force: true });
  return file;
}

/**
 * Takes a snapshot every `intervalMs` while the database changes (its write-ahead log position moves),
 * and one at once. Failures are reported, never thrown: a snapshot is a safety net, not a request.
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
  const walPosition = async () =>
    (await client.query<{ lsn: string }>("select pg_current_wal_insert_lsn()::text as lsn")).rows[0]?.lsn ??
    null;
  const tick = () => {
    running = running.then(async () => {
      try {
        if (client.closed || (await walPosition()) === lastPosition) return;
        await takeSnapshot(client, snapshots);
        lastPosition = await walPosition();
      } catch (error) {
        if (!client.closed) onError(error);
      }
    });
  };
  tick();
  const timer = setInterval(tick, snapshots.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
