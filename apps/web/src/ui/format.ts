/** The Russian locale's space between digit groups and before the currency sign (no-break). */
const NBSP = "\u00a0";

/**
 * A price in whole roubles in the Russian locale, whatever the interface language,
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
