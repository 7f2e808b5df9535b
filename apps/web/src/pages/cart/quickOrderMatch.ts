import { fromCents, type LineProblem, type StockCodeMatch } from '@parca/contract';
import type { CartProduct } from './cartItems';
import type { QuickOrderLine } from './quickOrderParse';

export interface QuickOrderFound {
  line: QuickOrderLine;
  match: StockCodeMatch;
  product: CartProduct;
}

export interface QuickOrderSkipped {
  line: QuickOrderLine;
  /** The code as the server normalised it (else as typed). */
  stockCode: string;
  reason: LineProblem | 'out';
}

/**
 * The quick order's lines against the server's lookup: those a dealer can order now (sold, in stock) with the details
 * the cart keeps, and the others with why not — an unknown or passive code, no product sold under it, no stock. A code
 * the answer does not mention counts as unknown: nothing typed is dropped.
 */
export function matchQuickOrder(
  lines: QuickOrderLine[],
  items: StockCodeMatch[],
): { found: QuickOrderFound[]; skipped: QuickOrderSkipped[] } {
  const byCode = new Map(items.map((m) => [m.code, m]));
  const found: QuickOrderFound[] = [];
  const skipped: QuickOrderSkipped[] = [];
  for (const line of lines) {
    const match = byCode.get(line.code);
    if (!match || match.problem || match.productVariantId === null) {
      skipped.push({ line, stockCode: match?.stockCode ?? line.stockCode, reason: match?.problem ?? 'unknown' });
    } else if (match.available <= 0) {
      skipped.push({ line, stockCode: match.stockCode, reason: 'out' });
    } else {
      found.push({
        line,
        match,
        product: {
          productVariantId: match.productVariantId,
          productId: 0,
          productName: match.productName ?? match.stockCode,
          variantName: match.variantName ?? '',
          stockCode: match.stockCode,
          priceUsd: fromCents(match.unitPriceCents),
          thumbUrl: null,
          modelId: 0,
          modelName: '',
        },
      });
    }
  }
  return { found, skipped };
}
