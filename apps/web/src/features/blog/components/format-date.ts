/** A date as "Month day, year" in `language` (e.g. "November 14, 2024", "14 ноября 2024 г."). */
export function formatPostDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language, { year: "numeric", month: "long", day: "numeric" }).format(date);
}
