/**
 * A day's length and day arithmetic, one home for the web and the server. A day is 24 hours of UTC
 * milliseconds, never a calendar day: adding days ignores time zones and daylight saving.
 */

/** One day of 24 hours in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** One day of 24 hours in seconds, for cookie and header lifetimes. */
export const DAY_SECONDS = DAY_MS / 1000;

/** `date` moved on by `days` whole days of 24 hours; a negative count moves it back. */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
