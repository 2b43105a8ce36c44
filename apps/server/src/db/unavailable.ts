/**
 * Whether an error means the database cannot be reached (down, restarting, closed) rather than that
 * a query was wrong: such errors answer 503 with a message instead of 500.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
]);
/** PostgreSQL's connection exceptions (class 08) and shutdown / overload states. */
const SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/;
const MESSAGES =
  /PGlite is closed|Connection terminated|Cannot use a pool after calling end|connection timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
