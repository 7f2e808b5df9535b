import { MAX_ORDER_LINE_QUANTITY, type QuotedLine, type StockCodeMatch } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import type { CartItem } from '../src/pages/cart/cartItems';
import { capToAvailable, cartLineViews, cartQuoteLines, orderLinesOf } from '../src/pages/cart/cartLines';
import { matchQuickOrder } from '../src/pages/cart/quickOrderMatch';
import { parseQuickOrder } from '../src/pages/cart/quickOrderParse';
import { refusalMarks } from '../src/pages/cart/refusal';
import { product } from './cartFixtures';

const item = (productVariantId: number, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  ...product(productVariantId),
  quantity,
  ...extra,
});

const figures = { subtotal: 0, discount: 0, kdv: 0, total: 0 };
const quoted = (productVariantId: number, available: number, extra: Partial<QuotedLine> = {}): QuotedLine => ({
  productVariantId,
  quantity: 1,
  problem: null,
  productId: 10,
  productName: 'iPhone 13 Ekran',
  variantName: 'OLED',
  stockCode: `APL-${productVariantId}`,
  thumbUrl: null,
  available,
  unitPriceCents: 8899,
  ruleKind: 'none',
  discountPercent: 0,
  netUnitPriceCents: 8899,
  figures: { usd: figures, try: figures },
  ...extra,
});

describe('cart lines', () => {
  it('asks the quote for each variant once, within an order line’s limit', () => {
    expect(cartQuoteLines([item(1, 2), item(2, MAX_ORDER_LINE_QUANTITY + 1), item(1, 3)])).toEqual([
      { productVariantId: 1, quantity: 5 },
      { productVariantId: 2, quantity: MAX_ORDER_LINE_QUANTITY },
    ]);
  });

  it('takes fresh names, stock codes and pictures from the quote, the stored ones while it loads', () => {
    const stored = [item(1, 1, { productName: 'Eski ad', thumbUrl: '/old.webp' })];
    expect(cartLineViews(stored, undefined, undefined)[0]).toMatchObject({
      productName: 'Eski ad',
      thumbUrl: '/old.webp',
      available: undefined,
      short: false,
      problem: null,
    });
    const fresh = cartLineViews(
      stored,
      { lines: [quoted(1, 5, { productName: 'Yeni ad', thumbUrl: null })] },
      undefined,
    );
    expect(fresh[0]).toMatchObject({ productName: 'Yeni ad', thumbUrl: null, available: 5, short: false });
  });

  it('marks a line that asks for more than its stock holds, and an empty stock', () => {
    const lines = cartLineViews([item(1, 6), item(2, 1)], { lines: [quoted(1, 5), quoted(2, 0)] }, undefined);
    expect(lines.map((l) => [l.available, l.short])).toEqual([
      [5, true],
      [0, true],
    ]);
  });

  it('adds up the lines of two variants sharing one stock against it', () => {
    const shared = { stockCode: 'APL-SHARED' };
    const lines = cartLineViews(
      [item(1, 3), item(2, 3)],
      { lines: [quoted(1, 5, shared), quoted(2, 5, shared)] },
      undefined,
    );
    expect(lines.map((l) => l.short)).toEqual([true, true]);
    const fits = cartLineViews(
      [item(1, 2), item(2, 3)],
      { lines: [quoted(1, 5, shared), quoted(2, 5, shared)] },
      undefined,
    );
    expect(fits.map((l) => l.short)).toEqual([false, false]);
    // the most each line's field may ask for is what the stock holds less the other line's quantity
    expect(fits.map((l) => l.most)).toEqual([2, 3]);
  });

  it('knows the most a line may ask for once priced: its stock, never below 0', () => {
    expect(cartLineViews([item(1, 2)], undefined, undefined)[0].most).toBeUndefined();
    const lines = cartLineViews([item(1, 2), item(2, 1)], { lines: [quoted(1, 4), quoted(2, 0)] }, undefined);
    expect(lines.map((l) => l.most)).toEqual([4, 0]);
    const shared = { stockCode: 'APL-SHARED' };
    const over = cartLineViews(
      [item(1, 6), item(2, 1)],
      { lines: [quoted(1, 5, shared), quoted(2, 5, shared)] },
      undefined,
    );
    expect(over.map((l) => l.most)).toEqual([4, 0]);
  });

  it('keeps lines that cannot be ordered out of the order, and out of shortness', () => {
    const lines = cartLineViews(
      [item(1, 2), item(2, 9), item(3, 1)],
      { lines: [quoted(1, 5), quoted(2, 0, { problem: 'passive' }), quoted(3, 0, { problem: 'unknown' })] },
      undefined,
    );
    expect(lines.map((l) => [l.problem, l.short])).toEqual([
      [null, false],
      ['passive', false],
      ['unknown', false],
    ]);
    expect(orderLinesOf(lines)).toEqual([{ productVariantId: 1, quantity: 2 }]);
  });

  it('marks what the server refused: the short stock with its figures, the unavailable line with its reason', () => {
    const marks = {
      raw: '[]',
      shortages: [{ stockId: 7, stockCode: 'APL-1', requested: 4, available: 2 }],
      unavailable: [{ productVariantId: 2, problem: 'passive' as const, name: null }],
    };
    const lines = cartLineViews([item(1, 4), item(2, 1)], { lines: [quoted(1, 9), quoted(2, 3)] }, marks);
    expect(lines[0]).toMatchObject({ short: true, available: 2, refused: marks.shortages[0] });
    expect(lines[1]).toMatchObject({ problem: 'passive', short: false });
    expect(orderLinesOf(lines)).toEqual([{ productVariantId: 1, quantity: 4 }]);
  });

  it('lowers lines above their stock to it, leaving lines of an empty stock and the others alone', () => {
    const items = [item(1, 8), item(2, 2), item(3, 4)];
    const lines = cartLineViews(items, { lines: [quoted(1, 5), quoted(2, 9), quoted(3, 0)] }, undefined);
    expect(capToAvailable(items, lines).map((i) => i.quantity)).toEqual([5, 2, 4]);
  });
});

describe('refusalMarks', () => {
  it('reads a 409 INSUFFICIENT_STOCK and a 422 LINE_UNAVAILABLE for the cart they refused', () => {
    const shortage = { stockId: 7, stockCode: 'APL-1', requested: 4, available: 2 };
    const short = refusalMarks(new ApiError(409, 'INSUFFICIENT_STOCK', 'Stok yetersiz', [shortage]), 'raw');
    expect(short).toEqual({ kind: 'short', marks: { raw: 'raw', shortages: [shortage], unavailable: [] } });
    const line = { productVariantId: 3, problem: 'no_stock' as const, name: 'X (Y)' };
    const gone = refusalMarks(new ApiError(422, 'LINE_UNAVAILABLE', 'Yok', [line]), null);
    expect(gone).toEqual({ kind: 'unavailable', marks: { raw: null, shortages: [], unavailable: [line] } });
  });

  it('leaves every other error to a toast', () => {
    expect(refusalMarks(new ApiError(409, 'ORDER_STATUS_CONFLICT'), 'raw')).toBeUndefined();
    expect(refusalMarks(new ApiError(422, 'RATE_MISSING'), 'raw')).toBeUndefined();
    expect(refusalMarks(new ApiError(400, 'VALIDATION_ERROR'), 'raw')).toBeUndefined();
  });
});

describe('matchQuickOrder', () => {
  const match = (code: string, extra: Partial<StockCodeMatch>): StockCodeMatch => ({
    code,
    stockCode: code.toUpperCase(),
    productVariantId: null,
    productName: null,
    variantName: null,
    available: 0,
    unitPriceCents: 0,
    discountPercent: 0,
    netUnitPriceCents: 0,
    problem: null,
    ...extra,
  });

  it('splits the codes into what can go into the cart and what cannot, with why; none is dropped', () => {
    const { lines } = parseQuickOrder('apl-1 2\nAPL-2\nAPL-3 1\nAPL-4 1\nAPL-5 3\nAPL-6');
    const result = matchQuickOrder(lines, [
      match('apl-1', {
        productVariantId: 11,
        productName: 'Ekran',
        variantName: 'OLED',
        available: 5,
        unitPriceCents: 1875,
      }),
      match('APL-2', { problem: 'unknown' }),
      match('APL-3', { problem: 'passive', productName: 'Batarya' }),
      match('APL-4', { problem: 'no_stock' }),
      match('APL-5', { productVariantId: 15, productName: 'Kamera', available: 0 }),
      // APL-6 is missing from the answer
    ]);
    expect(result.found.map((f) => [f.product.productVariantId, f.product.stockCode, f.line.quantity])).toEqual([
      [11, 'APL-1', 2],
    ]);
    // the cart keeps the list price the lookup gave (the cart page prices it afresh)
    expect(result.found[0].product).toMatchObject({ productName: 'Ekran', variantName: 'OLED', priceUsd: 18.75 });
    expect(result.skipped.map((s) => [s.stockCode, s.reason])).toEqual([
      ['APL-2', 'unknown'],
      ['APL-3', 'passive'],
      ['APL-4', 'no_stock'],
      ['APL-5', 'out'],
      ['APL-6', 'unknown'],
    ]);
  });
});
