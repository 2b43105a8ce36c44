/**
 * The discount in whole percent: round((1 − price/old_price)·100); 0 without a
 * usable old price or when the old price is not higher.
 */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= 0 || price >= oldPrice) return 0;
  return Math.round((1 - price / oldPrice) * 100);
}
