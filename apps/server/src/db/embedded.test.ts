import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, describeRecovery, lockDataDir } from "./embedded.ts";
import { keepSnapshots, listSnapshots, readSnapshot, snapshotsToKeep, takeSnapshot } from "./snapshots.ts";

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
    const { file: snapshot } = await takeSnapshot(
      pglite,
      { dir: snapshotsDir, intervalMs: 60_000 },
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
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const NOW = Date.UTC(2026, 10, 28, 12, 30);

  it("keep every one of the last ten minutes, the newest of each ten minutes, hour and day", () => {
    // One snapshot a minute for ten days, as a server whose data never stops changing takes them.
    const times = Array.from({ length: 10 * 24 * 60 }, (_, minute) => NOW - minute * MINUTE);
    const kept = [...snapshotsToKeep(times, NOW)].sort((a, b) => b - a);
    const ages = kept.map((time) => NOW - time);
    expect(ages.filter((age) => age < 10 * MINUTE)).toHaveLength(10);
    expect(
      kept
        .filter((time) => NOW - time >= 10 * MINUTE && NOW - time < HOUR)
        .map((time) => new Date(time).toISOString().slice(11, 16)),
    ).toEqual(["12:20", "12:19", "12:09", "11:59", "11:49", "11:39"]);
    // The newest of each UTC hour at least an hour old: 11:30 (exactly an hour old), then 10:59, 09:59, …
    const hourly = kept.filter((time) => NOW - time >= HOUR && NOW - time < DAY);
    expect(hourly.map((time) => new Date(time).toISOString().slice(11, 16)).slice(0, 3)).toEqual([
      "11:30",
      "10:59",
      "09:59",
    ]);
    expect(hourly).toHaveLength(24);
    const daily = kept.filter((time) => NOW - time >= DAY && NOW - time < 7 * DAY);
    expect(daily.map((time) => new Date(time).toISOString().slice(5, 16))).toEqual([
      "11-27T12:30",
      "11-26T23:59",
      "11-25T23:59",
      "11-24T23:59",
      "11-23T23:59",
      "11-22T23:59",
      "11-21T23:59",
    ]);
    expect(ages.every((age) => age < 7 * DAY)).toBe(true);
    expect(kept).toHaveLength(16 + 24 + 7);
  });

  it("leave the same hours and days covered on a server that prunes at every snapshot", () => {
    // Ten days of a snapshot a minute, pruned after each one as takeSnapshot does.
    let kept: number[] = [];
    const start = NOW - 10 * DAY;
    for (let at = start; at <= NOW; at += MINUTE) kept = [...snapshotsToKeep([...kept, at], at)];
    const ages = kept.map((time) => NOW - time);
    expect(ages.filter((age) => age < 10 * MINUTE)).toHaveLength(10);
    expect(ages.filter((age) => age < HOUR).length).toBeGreaterThanOrEqual(15);
    const hoursCovered = new Set(
      ages.filter((age) => age >= HOUR && age < DAY).map((age) => Math.floor(age / HOUR)),
    );
    expect(hoursCovered.size).toBeGreaterThanOrEqual(23);
    const daysCovered = new Set(ages.filter((age) => age >= DAY).map((age) => Math.floor(age / DAY)));
    expect([...daysCovered].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(kept.length).toBeLessThanOrEqual(16 + 24 + 7);
  });

  it("always keep the newest, however old, so a quiet site never ends up without one", () => {
    const old = [NOW - 30 * DAY, NOW - 40 * DAY];
    expect([...snapshotsToKeep(old, NOW)]).toEqual([NOW - 30 * DAY]);
  });

  it("are taken at a stop when the database changed since the last one", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const pglite = await PGlite.create();
    const fail = (error: unknown) => expect.unreachable(String(error));
    const snapshots = { dir, intervalMs: 3_600_000 };
    await keepSnapshots(pglite, snapshots, fail).stop();
    expect(listSnapshots(dir)).toHaveLength(1);
    const running = keepSnapshots(pglite, snapshots, fail);
    await pglite.exec("create table wishes (phrase text); insert into wishes values ('Я счастлива')");
    await running.stop();
    await pglite.close();
    const newest = await PGlite.create({ loadDataDir: await readSnapshot(String(listSnapshots(dir)[0])) });
    expect((await newest.query("select phrase from wishes")).rows).toEqual([{ phrase: "Я счастлива" }]);
    await newest.close();
  });

  it("remove what the retention does not keep when a snapshot is taken", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const pglite = await PGlite.create();
    const snapshots = { dir, intervalMs: 60_000 };
    for (const at of [NOW - 3 * DAY - 2 * HOUR, NOW - 3 * DAY - HOUR, NOW - 2 * MINUTE])
      await takeSnapshot(pglite, snapshots, at);
    await takeSnapshot(pglite, snapshots, NOW);
    await pglite.close();
    expect(listSnapshots(dir).map((file) => path.basename(file))).toEqual([
      `snapshot-${NOW}.tar.gz`,
      `snapshot-${NOW - 2 * MINUTE}.tar.gz`,
      `snapshot-${NOW - 3 * DAY - HOUR}.tar.gz`,
    ]);
  });
});

function never(): never {
  throw new Error("expected a recovery");
}
