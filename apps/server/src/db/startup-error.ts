import { describeUrl } from "./wait.ts";

/** Errors whose message is already the one line an operator needs. */
const ONE_LINE_ERRORS = new Set([
  "DataDirLockedError",
  "DatabaseUnreachableError",
  "EmbeddedDatabaseMissingError",
  "BackupError",
]);

/** PostgreSQL's SQLSTATE for "permission denied" and "must be owner of …". */
const INSUFFICIENT_PRIVILEGE = "42501";

/**
 * What the server and the commands print when they cannot start on their database: one line for a
 * cause the operator can fix (a locked or missing directory, an unreachable server, a role that lacks
 * privileges), else the error itself with its stack (a bug).
 */
export function startupFailure(error: unknown, databaseUrl?: string): unknown {
  if (error instanceof Error && ONE_LINE_ERRORS.has(error.name)) return error.message;
  const refused = findPrivilegeError(error);
  if (refused && databaseUrl) {
    const role = safeUser(databaseUrl);
    return (
      `PostgreSQL refused the role ${role} of DATABASE_URL (${describeUrl(databaseUrl)}): ${refused}. ` +
      `The database and everything in it must belong to that role: create it with createdb -O ${role}, ` +
      `restore a dump with pg_restore --no-owner --role=${role} (docs/deploy/checklist.md, "Backups").`
    );
  }
  return error;
}

/** PostgreSQL's message when `error` or one of its causes is a privilege refusal (drizzle wraps them). */
function findPrivilegeError(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE)
      return current.message.split("\n")[0] ?? "";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function safeUser(url: string): string {
  try {
    return decodeURIComponent(new URL(url).username) || "(none)";
  } catch {
    return "(none)";
  }
}
