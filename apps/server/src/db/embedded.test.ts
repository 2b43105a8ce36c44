import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, describeRecovery, lockDataDir } from "./embedded.ts";
import { listSnapshots, takeSnapshot } from "./snapshots.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../../test/fixtures/pglite-killed-during-writes.tgz");
const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "mandala-db-"));

/** Zeroes every write-ahead log segment: PGlite then finds no checkpoint record and aborts. */
function destroyWriteAheadLog(dbDir: string) {
  const wal = path.join(dbDir, "pg_wal");
  for (const name of readdirSync(wal).filter((entry) => /^[0-9A-F]{24}$/.test(entry))) {
    writeFileSync(path.join(wal, name), Buffer.alloc(16 * 1024 * 1024));
  }
}

describe("the data directory's single-writer lock", () => {
  it("refuses a directory held by a live process, naming it", () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "db.lock"), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "db.lock"), "2147483646");
    const release = lockDataDir(dataDir);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(true);
    release();
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });
});

describe("opening a damaged embedded database", () => {
  it("starts on the directory left by kill -9 during writes, keeps it aside and says so", {
    timeout: 60_000,
  }, async () => {
    const dataDir = freshDir();
    execFileSync("tar", ["xzf", FIXTURE, "-C", dataDir]);
    const database = await openDatabase({ dataDir });
    try {
      expect(database.recovery).toMatchObject({ restoredFrom: null });
      expect(existsSync(String(database.recovery?.damagedDir))).toBe(true);
      expect(describeRecovery(database.recovery ?? never())).toContain("new empty database");
      await database.migrate();
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("restores the newest snapshot, with every write made before it", { timeout: 60_000 }, async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table wishes (phrase text)`);
    await first.db.execute(sql`insert into wishes values ('Я счастлива')`);
    await first.close();

    // A snapshot of the state above (newer than the one taken at open), then the directory damaged beyond PGlite's own recovery.
    const snapshotsDir = path.join(dataDir, "db-snapshots");
    const pglite = await PGlite.create(path.join(dataDir, "db"));
    const snapshot = await takeSnapshot(
      pglite,
      { dir: snapshotsDir, intervalMs: 60_000, keep: 3 },
      Date.now() + 1000,
    );
    await pglite.close();
    destroyWriteAheadLog(path.join(dataDir, "db"));

    const reopened = await openDatabase({ dataDir });
    try {
      expect(reopened.recovery?.restoredFrom).toBe(snapshot);
      const result = (await reopened.db.execute(sql`select phrase from wishes`)) as { rows: unknown[] };
      expect(result.rows).toEqual([{ phrase: "Я счастлива" }]);
    } finally {
      await reopened.close();
    }
  });
});

describe("snapshots", () => {
  it("keep the newest few", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const pglite = await PGlite.create();
    const snapshots = { dir, intervalMs: 60_000, keep: 2 };
    for (const at of [1000, 2000, 3000]) await takeSnapshot(pglite, snapshots, at);
    await pglite.close();
    expect(listSnapshots(dir).map((file) => path.basename(file))).toEqual([
      "snapshot-3000.tar.gz",
      "snapshot-2000.tar.gz",
    ]);
  });
});

function never(): never {
  throw new Error("expected a recovery");
}
