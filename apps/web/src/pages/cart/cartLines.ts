import {
  type CartQuote,
  type LineProblem,
  MAX_ORDER_LINE_QUANTITY,
  type OrderLineInput,
  type QuotedLine,
  type StockShortage,
  type UnavailableLine,
} from '@parca/contract';
import { type CartItem, mergeItems } from './cartItems';

/** What the server said when it refused the order, kept for the cart it refused (any edit makes it stale). */
export interface RefusalMarks {
  /** The stored cart text the order was sent from. */
  raw: string | null;
  shortages: StockShortage[];
  unavailable: UnavailableLine[];
}

/** A cart line as the page shows it: what is stored, what the fresh quote says, and what is wrong with it. */
export interface CartLineView {
  item: CartItem;
  quoted: QuotedLine | undefined;
  productName: string;
  variantName: string;
  stockCode: string;
  thumbUrl: string | null;
  /** Why it cannot be ordered (then it is not sent), from the quote or the server's refusal. */
  problem: LineProblem | null;
  /** What the stock holds (the smaller of the quote and a refusal); undefined until priced. */
  available: number | undefined;
  /** The lines of one stock together ask for more than it holds (or the server said so). */
  short: boolean;
  /** The most this line can ask for: what the stock holds less what the cart's other lines of it ask; undefined until priced. */
  most: number | undefined;
  /** The server refused this line for its stock: the asked total of the stock and what it holds. */
  refused: StockShortage | undefined;
}

/** The cart's lines, each product variant once (an old cart may hold one twice) and within an order line's limit. */
export function cartQuoteLines(items: CartItem[]): OrderLineInput[] {
  return mergeItems([], items).map((i) => ({
    productVariantId: i.productVariantId,
    quantity: Math.min(Math.max(1, i.quantity), MAX_ORDER_LINE_QUANTITY),
  }));
}

/**
 * The cart's lines as shown: names and pictures fresh from the quote (the stored ones while it loads or when the
 * variant is gone), problems from the quote or the server's refusal, and shortness counted per stock (two variants may
 * share a stock, so their quantities add up against it).
 */
export function cartLineViews(
  items: CartItem[],
  quote: Pick<CartQuote, 'lines'> | undefined,
  marks: RefusalMarks | undefined,
): CartLineView[] {
  const quoted = new Map(quote?.lines.map((q) => [q.productVariantId, q]));
  const refusedProblem = new Map(marks?.unavailable.map((u) => [u.productVariantId, u.problem]));
  const refusedStock = new Map(marks?.shortages.map((s) => [s.stockCode, s]));
  const lines = mergeItems([], items).map((item) => {
    const q = quoted.get(item.productVariantId);
    const stockCode = q?.stockCode ?? item.stockCode;
    const refused = refusedStock.get(stockCode);
    const quotedAvailable = q && !q.problem ? q.available : undefined;
    const available =
      refused && quotedAvailable !== undefined
        ? Math.min(refused.available, quotedAvailable)
        : (refused?.available ?? quotedAvailable);
    return {
      item,
      quoted: q,
      productName: q?.productName ?? item.productName,
      variantName: q?.variantName ?? item.variantName,
      stockCode,
      thumbUrl: q ? q.thumbUrl : item.thumbUrl,
      problem: q?.problem ?? refusedProblem.get(item.productVariantId) ?? null,
      available,
      short: false as boolean,
      most: undefined as number | undefined,
      refused,
    } satisfies CartLineView;
  });
  // what the lines that will be sent ask of each stock
  const demand = new Map<string, number>();
  for (const line of lines) {
    if (!line.problem) demand.set(line.stockCode, (demand.get(line.stockCode) ?? 0) + line.item.quantity);
  }
  for (const line of lines) {
    if (line.problem) continue;
    const asked = demand.get(line.stockCode) ?? 0;
    line.short = line.refused !== undefined || (line.available !== undefined && asked > line.available);
    line.most = line.available === undefined ? undefined : Math.max(0, line.available - (asked - line.item.quantity));
  }
  return lines;
}

/** The order's lines: every cart line that can be ordered, as stored. */
export function orderLinesOf(lines: CartLineView[]): OrderLineInput[] {
  return cartQuoteLines(lines.filter((l) => !l.problem).map((l) => l.item));
}

/** The cart with each line that asks for more than its stock lowered to the stock (lines of an empty stock stay). */
export function capToAvailable(items: CartItem[], lines: CartLineView[]): CartItem[] {
  const caps = new Map(
    lines.flatMap((l) =>
      l.available !== undefined && l.available > 0 && l.item.quantity > l.available
        ? [[l.item.productVariantId, l.available] as const]
        : [],
    ),
  );
  return items.map((i) => {
    const cap = caps.get(i.productVariantId);
    return cap === undefined ? i : { ...i, quantity: cap };
  });
}
