import { formatInteger } from './format.ts';

/**
 * What a dealer is told of a stock (docs/domain.md#what-a-dealer-is-shown): a word, not a figure. "Stokta", "Son N adet"
 * when N is at or under the shop's threshold (`settings.low_stock_threshold`), "Stokta yok". One rule for every
 * dealer screen: the model page, quick order, the cart and a reorder.
 */

/** The threshold a new shop starts with (the column's default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 1000;

export type Availability = 'in' | 'low' | 'out';

/** `available` units against the shop's threshold: 0 or less is out, 1…threshold is low, more is in stock. */
export function availabilityOf(available: number, lowStockThreshold: number): Availability {
  if (available <= 0) return 'out';
  return available <= lowStockThreshold ? 'low' : 'in';
}

/** The availability word a dealer reads in a file (the price list): "Stokta", "Son N adet", "Stokta yok". */
export function availabilityWord(available: number, lowStockThreshold: number): string {
  const a = availabilityOf(available, lowStockThreshold);
  return a === 'in' ? 'Stokta' : a === 'low' ? `Son ${formatInteger(available)} adet` : 'Stokta yok';
}
