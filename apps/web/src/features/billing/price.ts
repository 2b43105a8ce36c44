/** Plan prices: whole roubles in the Russian locale (spec section 9). */

const rubles = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  maximumFractionDigits: 0,
});

/** A price in roubles in the Russian locale, e.g. «1 990 ₽». */
export function formatRubles(value: number): string {
  return rubles.format(value);
}
