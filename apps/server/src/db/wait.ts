import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** Delays between attempts to reach PostgreSQL at start: about a minute in all. */
export const CONNECT_BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Waits until PostgreSQL answers, retrying with backoff and a one-line message each time; throws a
 * one-line error naming DATABASE_URL when it never does.
 */
export async function waitForDatabase(
  database: Database,
  url: string,
  backoffMs: readonly number[] = CONNECT_BACKOFF_MS,
  log: (line: string) => void = console.error,
): Promise<void> {
  const where = describeUrl(url);
  for (let attempt = 0; ; attempt++) {
    const problem = await reachProblem(database);
    if (problem === null) return;
    const delay = backoffMs[attempt];
    if (delay === undefined) {
      throw new DatabaseUnreachableError(
        `PostgreSQL at DATABASE_URL (${where}) cannot be reached: ${problem}. Check DATABASE_URL and that the server runs.`,
      );
    }
    log(`PostgreSQL at DATABASE_URL (${where}) cannot be reached: ${problem}; retrying in ${delay / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Thrown when the database never answered at start; its message is one line for the operator. */
export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

async function reachProblem(database: Database): Promise<string | null> {
  try {
    await database.db.execute(sql`select 1`);
    return null;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const message =
      cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    return message.split("\n")[0] || "no answer";
  }
}

/** The URL's host, port and database, without credentials. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "an invalid URL";
  }
}
