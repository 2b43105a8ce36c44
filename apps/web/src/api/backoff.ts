/**
 * Trying again by itself, without flooding the server: which failures are worth another try, and how
 * long to wait before it (1 s, 2 s, 4 s … at most a minute).
 */
import { ApiError, SessionExpiredError } from "./client.ts";

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/** The wait before the next try after `retries` tries that failed already (0 for the first retry). */
export function backoffDelay(retries: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, retries), LONGEST_RETRY_MS);
}

/**
 * True when trying the same request again may succeed: no answer at all (no connection, a network
 * error), the server failing (5xx), a timeout (408) or too many requests (429). Any other answer of
 * the server (a 4xx: the session has ended, the request is refused) stays the same however often it is
 * asked.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

/** True when the failure says the session has ended (the person has to sign in again). */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401);
}
