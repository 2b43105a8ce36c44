/** A price in whole roubles as the site writes it everywhere: the web's pages, the mails, the PDFs. */

/** The space between digit groups (Russian) and before the rouble sign (both languages): no-break. */
const NBSP = "\u00a0";
const GROUP = { ru: NBSP, en: "," } as const;

/**
 * A price in whole roubles: «1 390 ₽» in Russian, «1,390 ₽» in English (en-GB's comma groups; en-GB's
 * own currency format writes «RUB 1,390»). What `Intl.NumberFormat` writes with `maximumFractionDigits: 0`
 * and `signDisplay: "negative"`, without it: the first number format a page creates loads the locale's
 * number data, 24–30 ms of the main thread on our 2-core machine, about 100 ms with the mobile CPU
 * slowdown of Lighthouse, in the home page's first script task (docs/decisions/028).
 */
export function formatRub(value: number, locale: "ru" | "en" = "ru"): string {
  // Halves away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, GROUP[locale]);
  return `${value < 0 && whole > 0 ? "-" : ""}${grouped}${NBSP}₽`;
}
