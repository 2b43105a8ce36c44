/** Prices: whole roubles in the Russian locale, whatever the interface language (spec section 9). */
const rubles = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  maximumFractionDigits: 0,
});

/** A price in roubles, e.g. «1 390 ₽». */
export function formatRubles(value: number): string {
  return rubles.format(value);
}

/**
 * A date in the interface language, e.g. «12 мая 2026» or "May 12, 2026"; an empty string when there
 * is none. The Russian form has no «г.», so that a sentence ending with a date ends with one full stop.
 */
export function formatLongDate(value: string | Date | null | undefined, language: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const en = language.startsWith("en");
  return new Intl.DateTimeFormat(en ? "en-US" : "ru-RU", { day: "numeric", month: "long", year: "numeric" })
    .formatToParts(date)
    .filter((part) => en || part.type !== "literal" || !part.value.includes("г"))
    .map((part) => part.value)
    .join("");
}
