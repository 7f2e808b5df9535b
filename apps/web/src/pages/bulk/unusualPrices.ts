import { type BulkStockItem, formatNumber, MIN_PRICE_USD, type StockUpdateRow, toCents } from '@parca/contract';

/** A new price more than this many percent away from the old one (either way) is asked about before saving. */
export const UNUSUAL_CHANGE_PERCENT = 50;

/** What the grid knows of a stock to name it and its price. */
export type PricedStock = Pick<StockUpdateRow, 'stockId' | 'stockCode' | 'productName' | 'variantName' | 'priceUsd'>;

/** A price change to confirm: the stock, the old and the new price (USD), the change in percent of the old. */
export type UnusualPrice = Pick<PricedStock, 'stockId' | 'stockCode' | 'productName' | 'variantName'> & {
  oldPriceUsd: number;
  newPriceUsd: number;
  changePercent: number;
};

/**
 * The price changes of a bulk update that look like a slip ($5,94 typed as 1.250,50): more than ±50 % of the old
 * price, or to or from the lowest price allowed (the contract's one cent, a price nobody sells at). Compared in whole
 * cents, so 50 % exactly is no surprise. Items without a price, or of a stock not loaded, are left out.
 */
export function unusualPrices(
  stocks: ReadonlyMap<number, PricedStock>,
  items: readonly BulkStockItem[],
): UnusualPrice[] {
  const lowest = toCents(MIN_PRICE_USD);
  const unusual: UnusualPrice[] = [];
  for (const item of items) {
    const stock = stocks.get(item.stockId);
    if (!stock || item.priceUsd === undefined) continue;
    const before = toCents(stock.priceUsd);
    const after = toCents(item.priceUsd);
    if (before === after || before <= 0) continue;
    const far = Math.abs(after - before) * 100 > before * UNUSUAL_CHANGE_PERCENT;
    if (!far && before !== lowest && after !== lowest) continue;
    unusual.push({
      stockId: stock.stockId,
      stockCode: stock.stockCode,
      productName: stock.productName,
      variantName: stock.variantName,
      oldPriceUsd: stock.priceUsd,
      newPriceUsd: item.priceUsd,
      changePercent: ((after - before) / before) * 100,
    });
  }
  return unusual;
}

/** A change in percent as the confirmation shows it, without its sign: `19.900`, `99,5`, a decimal only below 100. */
export const shownPercent = (percent: number): string => {
  const size = Math.abs(percent);
  return formatNumber(size, 0, size < 100 ? 1 : 0);
};
