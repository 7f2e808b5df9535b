import { ErrorCode, formatInteger, type QuantityChanged } from '@parca/contract';
import { ApiError } from '../../api/client';
import { stocks } from './messages';

/**
 * The 409 QUANTITY_CHANGED of a quantity set by hand (an order moved the stock while the person looked at it): what
 * they saw and what it is now, for `stockId` when given; undefined for any other error.
 */
export function quantityChangedOf(err: unknown, stockId?: number): QuantityChanged | undefined {
  if (!(err instanceof ApiError) || err.status !== 409 || err.code !== ErrorCode.QuantityChanged) return undefined;
  const changes = err.details.filter((d): d is QuantityChanged => 'currentQuantity' in d && 'stockId' in d);
  return changes.find((c) => stockId === undefined || c.stockId === stockId);
}

/** "Stok siz bakarken değişti: şimdi 8. Yeni miktarı kontrol edip tekrar kaydedin." */
export const quantityChangedText = (change: QuantityChanged) =>
  stocks.quantityChanged(formatInteger(change.currentQuantity));
