import { formatLongDate } from "../../../ui/format.ts";

/** A date as "Month day, year" in `language` (e.g. "November 14, 2024", «14 ноября 2024»). */
export function formatPostDate(iso: string, language: string): string {
  return formatLongDate(iso, language);
}
