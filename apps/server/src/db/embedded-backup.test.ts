import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startServer } from "../../test/server-process.ts";
import { openDatabase } from "./client.ts";
import { seedDatabase } from "./seed.ts";
import { listSnapshots, snapshotTime } from "./snapshots.ts";

const SRC = path.resolve(import.meta.dirname, "..");
const ADMIN_PASSWORD = "backup-test-admin-password";

/** Runs `npm run backup` / `npm run restore` as npm runs them (node …) on `dataDir`. */
function command(name: "backup" | "restore", dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(SRC, `${name}.ts`), ...args], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A data directory whose database holds the migrated schema, the admin and one wish. */
async function dataDirWithAWish(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-backup-"));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
    await database.db.execute(sql`create table backup_probe (phrase text)`);
    await database.db.execute(sql`insert into backup_probe values ('Я счастлива')`);
  } finally {
    await database.close();
  }
  return dataDir;
}

async function wishes(dataDir: string): Promise<unknown[]> {
  const database = await openDatabase({ dataDir });
  try {
    return ((await database.db.execute(sql`select phrase from backup_probe`)) as { rows: unknown[] }).rows;
  } finally {
    await database.close();
  }
}

async function adminSignsIn(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Resolves once `dir` holds a snapshot taken at `since` or later (the server takes one a few seconds after start). */
async function snapshotSince(dir: string, since: number): Promise<string> {
  const newer = () => listSnapshots(dir).find((file) => snapshotTime(file) >= since);
  return new Promise((resolve) => {
    const check = () => {
      const file = newer();
      if (!file) return;
      watcher.close();
      resolve(file);
    };
    const watcher = watch(dir, check);
    check();
  });
}

describe("backup and restore of the embedded database", () => {
  it("backs up, refuses to start on a wiped db/ naming the snapshot, restores, and the data is back", {
    timeout: 240_000,
  }, async () => {
    const dataDir = await dataDirWithAWish();
    const backup = command("backup", dataDir);
    expect(backup.output).toMatch(
      /Backed up the embedded database as of .* to .*backups\/mandala-.*\.tar\.gz/,
    );
    expect(backup.status).toBe(0);
    const [file] = readdirSync(path.join(dataDir, "backups")).map((name) =>
      path.join(dataDir, "backups", name),
    );

    rmSync(path.join(dataDir, "db"), { recursive: true });
    const refused = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: "another-password-entirely" });
    expect(await refused.exited).toBe(1);
    const newest = listSnapshots(path.join(dataDir, "db-snapshots"))[0];
    expect(refused.output()).toContain(`npm run restore -- ${newest}`);
    expect(refused.output()).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);

    // The command the refusal names, as printed; the snapshot taken at the clean stop holds the wish.
    const printed = /npm run restore -- (\S+)/.exec(refused.output())?.[1];
    const fromSnapshot = command("restore", dataDir, String(printed));
    expect(fromSnapshot.output).toContain(`Restored ${newest}`);
    expect(fromSnapshot.status).toBe(0);
    expect(await wishes(dataDir)).toEqual([{ phrase: "Я счастлива" }]);

    const restore = command("restore", dataDir, String(file));
    expect(restore.output).toContain(`Restored ${file}`);
    expect(restore.output).toContain("the database it replaced is kept as");
    expect(restore.status).toBe(0);
    expect(await wishes(dataDir)).toEqual([{ phrase: "Я счастлива" }]);

    const server = startServer({ DATA_DIR: dataDir });
    try {
      expect(await adminSignsIn(await server.listening)).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("backs up a running server from its snapshot, refuses to restore under it, restores once it stops", {
    timeout: 240_000,
  }, async () => {
    const dataDir = await dataDirWithAWish();
    const startedAt = Date.now();
    const server = startServer({ DATA_DIR: dataDir });
    await server.listening;
    await snapshotSince(path.join(dataDir, "db-snapshots"), startedAt);
    const file = path.join(dataDir, "elsewhere", "nightly.tar.gz");
    const backup = command("backup", dataDir, file);
    expect(backup.status).toBe(0);
    const copied = /copied its newest snapshot (\S+) \(/.exec(backup.output)?.[1];
    expect(snapshotTime(String(copied))).toBeGreaterThanOrEqual(startedAt);
    expect(readFileSync(file).equals(readFileSync(String(copied)))).toBe(true);

    const refused = command("restore", dataDir, file);
    expect(refused.output).toContain(`in use by another server process (pid ${server.child.pid})`);
    expect(refused.output).toContain("nothing was changed");
    expect(refused.status).toBe(1);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const restore = command("restore", dataDir, file);
    expect(restore.status).toBe(0);
    const keptAside = readdirSync(dataDir).filter((name) => name.startsWith("db.before-restore-"));
    expect(keptAside).toHaveLength(1);
    expect(restore.output).toContain(`kept as ${path.join(dataDir, String(keptAside[0]))}`);
    expect(await wishes(dataDir)).toEqual([{ phrase: "Я счастлива" }]);
  });

  it("refuses a file that is not a backup, leaving the database as it was", {
    timeout: 120_000,
  }, async () => {
    const dataDir = await dataDirWithAWish();
    const notABackup = path.join(dataDir, "jwt-secret.tar.gz");
    spawnSync("sh", ["-c", `echo hello | gzip > ${notABackup}`]);
    const restore = command("restore", dataDir, notABackup);
    expect(restore.output).toContain("did not open as a database");
    expect(restore.status).toBe(1);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("db.before-restore-"))).toEqual([]);
    expect(await wishes(dataDir)).toEqual([{ phrase: "Я счастлива" }]);
    expect(command("restore", dataDir).status).toBe(2);
  });
});
