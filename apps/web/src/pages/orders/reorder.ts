import {
  type CartQuote,
  type CartQuoteBody,
  fromCents,
  type LineProblem,
  MAX_ORDER_LINE_QUANTITY,
  type Order,
} from '@parca/contract';
import { msg } from '../../messages';
import { addItem, type CartItem, type CartProduct } from '../cart';

/** Why a past order's line does not go back into the cart. */
export type SkipReason = LineProblem | 'out' | 'full';

export interface ReorderLine {
  product: CartProduct;
  /** What the past order asked for. */
  quantity: number;
  /** What the stock holds now. */
  available: number;
}

export interface SkippedLine {
  name: string;
  stockCode: string;
  reason: SkipReason;
}

/** The lines of a past order that still exist, as the quote asks for them: what the dealer ordered then. */
export function reorderQuoteBody(order: Order): CartQuoteBody {
  const lines = order.lines.flatMap((line) =>
    line.productVariantId === null || line.orderedQuantity < 1
      ? []
      : [
          {
            productVariantId: line.productVariantId,
            quantity: Math.min(line.orderedQuantity, MAX_ORDER_LINE_QUANTITY),
          },
        ],
  );
  return { lines };
}

/**
 * Which of a past order's lines can go into the cart today (by the fresh quote: sold, and in stock), with the details
 * the cart shows; the others with why not: deleted from the catalogue or passive (`problem`), or out of stock.
 */
export function planReorder(
  order: Order,
  quote: Pick<CartQuote, 'lines'>,
): { add: ReorderLine[]; skipped: SkippedLine[] } {
  const quoted = new Map(quote.lines.map((q) => [q.productVariantId, q]));
  const add: ReorderLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const line of order.lines) {
    const q = line.productVariantId === null ? undefined : quoted.get(line.productVariantId);
    const name = { name: msg.cart.item(line.productName, line.variantName) };
    if (!q || q.problem) {
      skipped.push({ ...name, stockCode: line.stockCode, reason: q?.problem ?? 'unknown' });
    } else if (q.available <= 0) {
      skipped.push({ ...name, stockCode: q.stockCode ?? line.stockCode, reason: 'out' });
    } else {
      add.push({
        quantity: q.quantity,
        available: q.available,
        product: {
          productVariantId: q.productVariantId,
          productId: q.productId ?? line.productId ?? 0,
          productName: q.productName ?? line.productName,
          variantName: q.variantName ?? line.variantName,
          stockCode: q.stockCode ?? line.stockCode,
          priceUsd: fromCents(q.unitPriceCents),
          thumbUrl: q.thumbUrl,
          modelId: 0,
          modelName: '',
        },
      });
    }
  }
  return { add, skipped };
}

export interface ReorderResult {
  items: CartItem[];
  /** Lines that went into the cart in full. */
  added: ReorderLine[];
  /** Lines that went in only up to the stock: how many of the asked quantity. */
  capped: { line: ReorderLine; added: number }[];
  /** Lines of which nothing more could go in: the cart already holds all that is available. */
  full: ReorderLine[];
}

/** The cart with a plan's lines added, each never above its stock (`addItem`); the cart given is left as it was. */
export function addReorderLines(cart: CartItem[], lines: ReorderLine[]): ReorderResult {
  const result: ReorderResult = { items: cart, added: [], capped: [], full: [] };
  for (const line of lines) {
    const step = addItem(result.items, line.product, line.quantity, line.available);
    result.items = step.items;
    if (step.added === 0) result.full.push(line);
    else if (step.capped) result.capped.push({ line, added: step.added });
    else result.added.push(line);
  }
  return result;
}
