/**
 * The merchant's goods list warns before goods run out (docs/api.md "Delivery addresses and after-sale" →
 * merchant view): none left is sold out, a few left is low. One place, so the app and any later server-side
 * notice agree on "low".
 */
export const LOW_STOCK = 5;

export type StockAlert = 'sold_out' | 'low';

export function stockAlert(stock: number): StockAlert | null {
  if (stock <= 0) return 'sold_out';
  return stock <= LOW_STOCK ? 'low' : null;
}
