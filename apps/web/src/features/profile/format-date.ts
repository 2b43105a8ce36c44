/** Dates of the profile in the interface language, e.g. «12 мая 2025 г.» or "May 12, 2025". */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "ru-RU", { dateStyle: "long" }).format(date);
}
