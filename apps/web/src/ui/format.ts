/** The Russian locale's space between digit groups and before the currency sign (no-break). */
const NBSP = "\u00a0";

/**
 * A price in whole roubles in the Russian locale, whatever the interface language (spec section 9),
 * e.g. «1 390 ₽»: what `Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB",
 * maximumFractionDigits: 0 })` writes, without it. The first number format a page creates loads the
 * locale's number data: 24–30 ms of the main thread on our 2-core machine, about 100 ms with the mobile
 * CPU slowdown of Lighthouse, in the home page's first script task (docs/decisions/028).
 */
export function formatRubles(value: number): string {
  // Halves away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${value < 0 && whole > 0 ? "-" : ""}${grouped}${NBSP}₽`;
}

/** Month names as a long date writes them: Russian in the genitive («12 мая»), English as is. */
const MONTHS = {
  ru: [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
} as const;

/**
 * A date in the interface language and the reader's time zone, e.g. «12 мая 2026» or "May 12, 2026"; an
 * empty string when there is none: what `Intl.DateTimeFormat` writes with a long month, without it (the
 * first date format a page creates cost Chromium 30–75 ms of the main thread here, on the way to a
 * profile's heading). The Russian form has no «г.», so that a sentence ending with a date ends with one
 * full stop.
 */
export function formatLongDate(value: string | Date | null | undefined, language: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const [day, month, year] = [date.getDate(), date.getMonth(), date.getFullYear()];
  return language.startsWith("en")
    ? `${MONTHS.en[month]} ${day}, ${year}`
    : `${day} ${MONTHS.ru[month]} ${year}`;
}
