import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateOnce, runStatement } from "../../test/deployment.ts";
import { withDatabase } from "../../test/global-setup.ts";
import { startServer } from "../../test/server-process.ts";

/**
 * The PostgreSQL backup and restore of docs/deploy/checklist.md ("Backups"), run as printed there: its
 * commands are read from the markdown, with the role, database and directory names replaced by this
 * run's, and run as the superuser of the local PostgreSQL. Needs that server and Debian's
 * postgresql-client (pg_dump, pg_restore): outside CI it is skipped, saying which is missing; in CI a
 * missing one fails it.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CHECKLIST = path.resolve(import.meta.dirname, "../../../../docs/deploy/checklist.md");
const ADMIN_PASSWORD = "pg-backup-admin-password";

async function missingHere(): Promise<string[]> {
  const missing: string[] = [];
  for (const tool of ["pg_dump", "pg_restore", "createdb", "psql"])
    if (spawnSync(tool, ["--version"]).status !== 0)
      missing.push(`${tool} (apt-get install postgresql-client)`);
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client.connect().then(
    () => client.end(),
    () => missing.push(`PostgreSQL at ${POSTGRES_URL}`),
  );
  return missing;
}
const missing = await missingHere();
if (missing.length > 0 && process.env.CI)
  throw new Error(`The PostgreSQL backup check needs ${missing.join(", ")}`);
if (missing.length > 0) console.warn(`Skipping the PostgreSQL backup check: missing ${missing.join(", ")}`);

/** The shell lines of the fenced blocks in the checklist's "Backups" section. */
function backupSectionLines(): string[] {
  const markdown = readFileSync(CHECKLIST, "utf8");
  const section = markdown.slice(
    markdown.indexOf("## Backups"),
    markdown.indexOf("\n## ", markdown.indexOf("## Backups") + 1),
  );
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
    String(block[1]).trim().split("\n"),
  );
}

describe.skipIf(missing.length > 0)(
  "PostgreSQL backup and restore as docs/deploy/checklist.md prints them",
  () => {
    const name = `mandala_bk_${randomUUID().replaceAll("-", "").slice(0, 10)}`;
    const password = randomUUID();
    const backups = mkdtempSync(path.join(os.tmpdir(), "pg-backups-"));
    const superuser = new URL(POSTGRES_URL);
    const asRole = (database: string) => {
      const url = new URL(withDatabase(POSTGRES_URL, database));
      url.username = name;
      url.password = password;
      return url.toString();
    };
    /** A checklist line with this run's names: `mandala` (role and database) and the backup directory. */
    const ours = (line: string) =>
      line
        .replaceAll("/var/backups/mandala", backups)
        .replace(/\bmandala(?![a-z])/g, name)
        .replaceAll("YYYY-MM-DD", "$(date +%F)");
    const lines = backupSectionLines();
    const line = (start: string) => {
      const found = lines.find((candidate) => candidate.startsWith(start));
      if (!found) throw new Error(`docs/deploy/checklist.md "Backups" has no line starting with ${start}`);
      return found;
    };
    /** Runs a checklist line in a shell as the superuser, as `sudo -u postgres` would. */
    const run = (command: string) => {
      const result = spawnSync("sh", ["-euc", ours(command)], {
        env: {
          PATH: process.env.PATH ?? "",
          PGHOST: superuser.hostname,
          PGPORT: superuser.port || "5432",
          PGUSER: decodeURIComponent(superuser.username),
          PGPASSWORD: decodeURIComponent(superuser.password),
        },
        encoding: "utf8",
      });
      expect(result.stderr, ours(command)).toBe("");
      expect(result.status, ours(command)).toBe(0);
    };
    const query = async (url: string, statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(statement)).rows;
      } finally {
        await client.end();
      }
    };
    /** The check instance as the checklist starts it: its variables, the password and a free port filled in. */
    const checkInstance = (database: string) => {
      const printed = line("HOST=");
      const variables = Object.fromEntries(
        [...printed.matchAll(/(\w+)=(\S+)/g)].map((match) => [String(match[1]), String(match[2])]),
      );
      expect(variables.HOST).toBe("127.0.0.1");
      return startServer({
        ...variables,
        DATABASE_URL: asRole(database),
        PORT: "0",
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-restore-check-")),
      });
    };
    const owners = (database: string) =>
      query(
        asRole(database),
        "select distinct tableowner as owner from pg_tables where schemaname in ('public', 'drizzle', 'pgboss')",
      );
    const migrationsApplied = async (database: string) =>
      Number((await query(asRole(database), "select count(*) from drizzle.__drizzle_migrations"))[0]?.count);

    afterAll(async () => {
      for (const database of [name, `${name}_restore`, `${name}_before_restore`, `${name}_plain`])
        await runStatement(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await runStatement(POSTGRES_URL, `DROP ROLE IF EXISTS ${name}`);
    });

    let applied = 0;
    beforeAll(async () => {
      // The database as the checklist's "Once" makes it: owned by the app's role, migrated as that role.
      await runStatement(POSTGRES_URL, `CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
      await runStatement(POSTGRES_URL, `CREATE DATABASE ${name} OWNER ${name}`);
      const migrated = migrateOnce({ DATABASE_URL: asRole(name), ADMIN_PASSWORD });
      expect(migrated.stderr).not.toMatch(/\n\s+at /);
      expect(migrated.status).toBe(0);
      await query(
        asRole(name),
        "create table backup_probe (phrase text); insert into backup_probe values ('Я счастлива')",
      );
      applied = await migrationsApplied(name);

      // The crontab lines as cron runs them: the schedule dropped, `\%` read as `%`.
      for (const entry of lines.filter((candidate) => /^\d+ \d+ \* \* \* /.test(candidate)))
        run(entry.replace(/^(\S+\s+){5}/, "").replaceAll("\\%", "%"));
      expect(readdirSync(backups)).toHaveLength(1);
    }, 60_000);

    it("restores into a database the app's role owns, and an instance on it is ready with the data", {
      timeout: 180_000,
    }, async () => {
      run(line("createdb "));
      run(line("pg_restore "));
      expect(await owners(`${name}_restore`)).toEqual([{ owner: name }]);

      const check = checkInstance(`${name}_restore`);
      try {
        const base = await check.listening;
        const ready = await fetch(`${base}/api/ready`);
        expect(await ready.json()).toMatchObject({ ready: true });
        const signIn = await fetch(`${base}/api/auth/token/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
        });
        expect(signIn.status).toBe(200);
        expect(await migrationsApplied(`${name}_restore`)).toBe(applied);
        expect(await query(asRole(`${name}_restore`), "select phrase from backup_probe")).toEqual([
          { phrase: "Я счастлива" },
        ]);
      } finally {
        check.child.kill("SIGTERM");
        await check.exited;
      }
      expect(check.output()).not.toContain("0.0.0.0");

      // The real restore: the restored copy takes the database's name, the old one is kept.
      run(line("psql -c 'ALTER DATABASE mandala RENAME"));
      run(line("psql -c 'ALTER DATABASE mandala_restore RENAME"));
      expect(await query(asRole(name), "select phrase from backup_probe")).toEqual([
        { phrase: "Я счастлива" },
      ]);
      expect(await migrationsApplied(`${name}_before_restore`)).toBe(applied);
    });

    it("an instance on a copy its role does not own stops with one line naming the fix", {
      timeout: 120_000,
    }, async () => {
      // What the checklist used to print: --no-owner, run as postgres, so postgres owns every table.
      run(line("createdb ").replace("mandala_restore", "mandala_plain"));
      run(line("pg_restore ").replace(" --role=mandala", "").replace("mandala_restore", "mandala_plain"));
      expect(await owners(`${name}_plain`)).toEqual([{ owner: "postgres" }]);
      const check = checkInstance(`${name}_plain`);
      expect(await check.exited).toBe(1);
      expect(check.output()).toContain(`PostgreSQL refused the role ${name} of DATABASE_URL`);
      expect(check.output()).toContain(`pg_restore --no-owner --role=${name}`);
      expect(check.output()).not.toMatch(/\n\s+at /);
    });
  },
);
