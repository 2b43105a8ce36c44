/**
 * Whether an error means the database cannot be reached (down, restarting, closed, not answering)
 * rather than that a query was wrong: such errors answer 503 with a message instead of 500.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
]);
/**
 * PostgreSQL's connection exceptions (class 08), shutdown / overload states, and a statement
 * cancelled by the server's statement_timeout (57014).
 */
const SQLSTATES = /^(08\d{3}|57P0[123]|53300|57014)$/;
const MESSAGES =
  /PGlite is closed|Connection terminated|Cannot use a pool after calling end|connection timeout|timeout exceeded when trying to connect|did not answer within/i;

/** A database that did not answer within the bound openDatabase was given (`timeoutMs`). */
export class DatabaseTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
    this.name = "DatabaseTimeoutError";
    this.timeoutMs = timeoutMs;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
