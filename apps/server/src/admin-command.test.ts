import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";
import { RELAXED_LIMITS, refreshCookie, refreshCookieOf } from "../test/auth.ts";
import { createUser } from "../test/factories.ts";
import { EXIT, runAdmin } from "./admin-command.ts";

const ENV = {
  NODE_ENV: "test",
  PUBLIC_URL: "http://mandala.test",
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-admin-")),
};

/** What the command printed, and its streams (stdin a pipe unless `tty`). */
function io(tty = false) {
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const printed = { out: "", err: "" };
  stdout.on("data", (chunk) => {
    printed.out += chunk;
  });
  stderr.on("data", (chunk) => {
    printed.err += chunk;
  });
  return { stdin, stdout, stderr, printed };
}

/** Resolves once `stream` has printed `text`. */
const printedOn = (stream: PassThrough, text: string) =>
  new Promise<void>((resolve) => {
    let seen = "";
    stream.on("data", (chunk) => {
      seen += chunk;
      if (seen.includes(text)) resolve();
    });
  });

describe("npm run admin -- set-password", () => {
  const ctx = useTestApp({}, RELAXED_LIMITS);
  // The test's own database, left open for the next test.
  const open = async () => ({ ...ctx.database, close: async () => {} });
  const signIn = (username: string, password: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/token/", payload: { username, password } });
  const run = (argv: string[], streams = io()) => runAdmin(argv, streams, ENV, open);

  it("sets the admin's password from a pipe and ends the admin's sign-ins", async () => {
    const admin = await createUser(ctx.database.db, { username: "admin", role: "admin" });
    const before = refreshCookieOf(await signIn("admin", admin.password));
    const streams = io();
    streams.stdin.end("a new long password\nignored second line\n");
    expect(await run(["set-password"], streams)).toBe(EXIT.done);
    expect(streams.printed.out).toBe(`The password of admin (${admin.email}) is set; 1 sign-in ended.\n`);
    expect((await signIn("admin", admin.password)).statusCode).toBe(401);
    expect((await signIn("admin", "a new long password")).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: refreshCookie(String(before)),
    });
    expect(refresh.statusCode).toBe(401);
  });

  it("generates and prints a password, for the account named by --email", async () => {
    await createUser(ctx.database.db, { username: "admin", role: "admin" });
    const user = await createUser(ctx.database.db, { email: "anna@почта.рф" });
    const streams = io();
    expect(await run(["set-password", "--email", "Anna@Почта.РФ", "--generate"], streams)).toBe(EXIT.done);
    const password = /New password: (\S+)/.exec(streams.printed.out)?.[1] ?? "";
    expect(password).toHaveLength(24);
    expect(streams.printed.out).toContain(`The password of ${user.username} (anna@почта.рф) is set`);
    expect((await signIn(user.username, password)).statusCode).toBe(200);
  });

  it("asks twice at a terminal, without echo, and changes nothing when the two differ", async () => {
    const admin = await createUser(ctx.database.db, { username: "admin", role: "admin" });
    const typed = async (first: string, second: string) => {
      const streams = io(true);
      const done = run(["set-password"], streams);
      await printedOn(streams.stderr, "New password: ");
      streams.stdin.write(`${first}\r`);
      await printedOn(streams.stderr, "The same again: ");
      streams.stdin.write(`${second}\r`);
      return { code: await done, printed: streams.printed };
    };
    const differ = await typed("first password", "second password");
    expect(differ.code).toBe(EXIT.failed);
    expect(differ.printed.err).toContain("The two passwords differ; nothing was changed.");
    expect(differ.printed.err).not.toContain("first password");
    expect((await signIn("admin", admin.password)).statusCode).toBe(200);
    const same = await typed("typed at the terminal", "typed at the terminal");
    expect(same.code).toBe(EXIT.done);
    expect(same.printed.err).not.toContain("typed at the terminal");
    expect((await signIn("admin", "typed at the terminal")).statusCode).toBe(200);
    // Typed (or pasted) ahead of the second question: kept for it.
    const ahead = io(true);
    ahead.stdin.write("pasted both at once\rpasted both at once\r");
    expect(await run(["set-password"], ahead)).toBe(EXIT.done);
    expect((await signIn("admin", "pasted both at once")).statusCode).toBe(200);
  });

  it("refuses a password on the command line, an unknown command or a wrong address (exit 2)", async () => {
    for (const argv of [
      ["set-password", "--password", "hunter22"],
      ["set-password", "--password=hunter22"],
      ["set-pass"],
      [],
      ["set-password", "--email", "not-an-address"],
      ["set-password", "--verbose"],
    ]) {
      const streams = io();
      expect(await run(argv, streams), argv.join(" ")).toBe(EXIT.usage);
      expect(streams.printed.err).toContain("Usage: npm run admin -- set-password");
    }
    const streams = io();
    await run(["set-password", "--password=hunter22"], streams);
    expect(streams.printed.err).toMatch(/^The password is never taken from the command line/);
  });

  it("says why it cannot choose the account, or the password (exit 1)", async () => {
    const refused = async (argv: string[], input: string, message: string) => {
      const streams = io();
      streams.stdin.end(input);
      expect(await run(argv, streams)).toBe(EXIT.failed);
      expect(streams.printed.err).toContain(message);
    };
    await refused(["set-password"], "long enough\n", "There is no admin account yet");
    const first = await createUser(ctx.database.db, { role: "admin" });
    const second = await createUser(ctx.database.db, { role: "admin" });
    await refused(
      ["set-password"],
      "long enough\n",
      `There are 2 admin accounts; name one with --email: ${first.email}, ${second.email}.`,
    );
    await refused(
      ["set-password", "--email", "nobody@example.ru"],
      "long enough\n",
      "No account has the address",
    );
    await refused(["set-password", "--email", first.email], "short\n", "at least 6 characters");
    expect((await signIn(first.username, first.password)).statusCode).toBe(200);
  });
});

describe("npm run admin on the embedded database", () => {
  it("refuses while a server owns DATA_DIR, naming it, and touches nothing", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-admin-locked-"));
    mkdirSync(path.join(dataDir, "db"));
    // A live node process stands in for the running server.
    const server = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
    await once(server, "spawn");
    try {
      writeFileSync(path.join(dataDir, "db.lock"), String(server.pid));
      const streams = io();
      streams.stdin.end("a new long password\n");
      expect(await runAdmin(["set-password"], streams, { ...ENV, DATA_DIR: dataDir })).toBe(EXIT.failed);
      expect(streams.printed.err).toContain(`is in use by another server process (pid ${server.pid})`);
      expect(streams.printed.err).toContain("Stop that server, run this command, then start it again");
      expect(readFileSync(path.join(dataDir, "db.lock"), "utf8")).toBe(String(server.pid));
    } finally {
      server.kill();
    }
  });

  it("refuses a DATA_DIR that holds no database rather than making one", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-admin-empty-"));
    const streams = io();
    expect(await runAdmin(["set-password"], streams, { ...ENV, DATA_DIR: dataDir })).toBe(EXIT.failed);
    expect(streams.printed.err).toContain(`There is no database in ${dataDir}`);
  });
});
