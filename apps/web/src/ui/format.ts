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
