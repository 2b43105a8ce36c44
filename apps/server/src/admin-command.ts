/**
 * `npm run admin -- set-password [--email ADDRESS] [--generate]`: the operator's command that sets the
 * admin's (or one account's) password from the server's shell, with the server's own environment.
 * The password is typed at a prompt, piped in, or generated and printed; every sign-in of the account
 * ends. Exit codes: 0 done, 1 refused or failed (said why), 2 a wrong command line.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { emailSchema, newPasswordSchema } from "@mandala/contract";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/embedded.ts";
import { waitForDatabase } from "./db/wait.ts";
import { AccountChoiceError, operatorTarget, setPasswordByOperator } from "./modules/identity/index.ts";
import { readPassword } from "./read-password.ts";

export const EXIT = { done: 0, failed: 1, usage: 2 } as const;

export const USAGE = `Usage: npm run admin -- set-password [--email ADDRESS] [--generate]

  Sets the password of the admin account (or of the account at ADDRESS) and ends its sign-ins.
  The password is asked for twice at a terminal, or read as the first line of stdin when piped;
  with --generate one is made and printed. It is never given as an argument.
  Run it with the server's environment (DATABASE_URL, DATA_DIR). On the embedded database, stop the
  server first: one process owns DATA_DIR.`;

export interface AdminIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Opens the configured database, as the server does (tests give their own). */
export type OpenDatabase = (config: Config) => Promise<Database>;

export const openConfiguredDatabase: OpenDatabase = async (config) => {
  if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, "db")))
    throw new AccountChoiceError(
      `There is no database in ${config.dataDir}: check DATA_DIR (the server's own), or start the server once.`,
    );
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  if (config.DATABASE_URL) await waitForDatabase(database, config.DATABASE_URL);
  return database;
};

/** The command line's parts, or the line that says what is wrong with it. */
function parse(argv: string[]): { email?: string; generate: boolean } | string {
  if (argv.some((arg) => /^(--password|-p)(=|$)/.test(arg)))
    return "The password is never taken from the command line (it would show in ps and stay in the shell's history): type it when asked, pipe it on stdin, or use --generate.";
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    return (error as Error).message;
  }
  const [command, ...rest] = parsed.positionals;
  if (command !== "set-password" || rest.length > 0)
    return command ? `Unknown command: ${[command, ...rest].join(" ")}` : "Which command?";
  const { email, generate = false } = parsed.values;
  if (email === undefined) return { generate };
  const address = emailSchema().safeParse(email);
  return address.success ? { email: address.data, generate } : `--email: ${email} is not an e-mail address`;
}

const OPTIONS = { email: { type: "string" }, generate: { type: "boolean" } } as const;

/** Runs the command; answers its exit code. */
export async function runAdmin(
  argv: string[],
  io: AdminIo,
  env: NodeJS.ProcessEnv = process.env,
  open: OpenDatabase = openConfiguredDatabase,
): Promise<number> {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const complain = (line: string) => io.stderr.write(`${line}\n`);
  const args = parse(argv);
  if (typeof args === "string") {
    complain(`${args}\n\n${USAGE}`);
    return EXIT.usage;
  }
  let database: Database | undefined;
  try {
    const config = loadConfig(env);
    database = await open(config);
    const account = await operatorTarget(database.db, args.email);
    const password = args.generate
      ? randomBytes(18).toString("base64url")
      : await readPassword(io.stdin, io.stderr);
    if (password === null) {
      complain("The two passwords differ; nothing was changed.");
      return EXIT.failed;
    }
    const rule = newPasswordSchema().safeParse(password);
    if (!rule.success) {
      complain(`${rule.error.issues[0]?.message ?? "Not a password."} Nothing was changed.`);
      return EXIT.failed;
    }
    const ended = await setPasswordByOperator(database.db, account.id, password);
    say(
      `The password of ${account.username} (${account.email}) is set; ${ended} sign-in${ended === 1 ? "" : "s"} ended.`,
    );
    if (args.generate) say(`New password: ${password}\nKeep it now: it is stored only as a hash.`);
    return EXIT.done;
  } catch (error) {
    if (error instanceof DataDirLockedError)
      complain(
        `${error.message}\nStop that server, run this command, then start it again (a few seconds); on PostgreSQL (DATABASE_URL) the command runs beside the servers.`,
      );
    else if (
      error instanceof ConfigError ||
      error instanceof AccountChoiceError ||
      (error instanceof Error && error.name === "DatabaseUnreachableError")
    )
      complain(error.message);
    else throw error;
    return EXIT.failed;
  } finally {
    await database?.close();
  }
}
