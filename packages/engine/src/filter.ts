/** Which numbers the dots view shows: all (`*`) or a list, ascending and without repeats. */
export type Filter = "*" | readonly number[];

/** The default dots filter: 1 through 20. */
export const DEFAULT_FILTER: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1);

/** Largest number a filter may name. */
export const FILTER_MAX = 99;

const ITEM = /^(\d{1,2})(?:\s*-\s*(\d{1,2}))?$/;

/**
 * Parses the dots filter typed by a user: `*`, or comma-separated numbers and ranges (`1,2, 5`, `3-6`),
 * spaces allowed. Returns the sorted, de-duplicated list, or null when the text is malformed
 * (empty items, non-numbers, 0, numbers above 99, reversed ranges).
 */
export function parseFilter(text: string): Filter | null {
  const trimmed = text.trim();
  if (trimmed === "*") return "*";
  const numbers = new Set<number>();
  for (const part of trimmed.split(",")) {
    const match = ITEM.exec(part.trim());
    if (!match) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from || to > FILTER_MAX) return null;
    for (let v = from; v <= to; v++) numbers.add(v);
  }
  return [...numbers].sort((a, b) => a - b);
}

/** True when `value` passes the filter. */
export function filterHas(filter: Filter, value: number): boolean {
  return filter === "*" || filter.includes(value);
}

/** The filter as text, the inverse of parseFilter for its results (`*` or `1,2,5`). */
export function formatFilter(filter: Filter): string {
  return filter === "*" ? "*" : filter.join(",");
}
