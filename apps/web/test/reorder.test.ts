import type { Order, OrderLine, QuotedLine } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { addReorderLines, planReorder, reorderQuoteBody } from '../src/pages/orders/reorder';
import { product } from './cartFixtures';

const figures = { subtotal: 0, discount: 0, kdv: 0, total: 0 };
const money = { usd: figures, try: figures };

const line = (id: number, productVariantId: number | null, orderedQuantity: number): OrderLine => ({
  id,
  productVariantId,
  productId: 10,
  stockId: id,
  productName: `Ürün ${id}`,
  variantName: 'OLED',
  stockCode: `APL-${id}`,
  thumbUrl: null,
  orderedQuantity,
  quantity: orderedQuantity,
  returnedQuantity: 0,
  unitPriceCents: 1000,
  ruleKind: 'none',
  discountPercent: 0,
  netUnitPriceCents: 1000,
  figures: money,
  shelf: null,
});

const order = (lines: OrderLine[]): Order => ({
  id: 1,
  orderNo: 'SP-2026-000001',
  status: 2,
  shipment: null,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  dealer: { id: 3, name: 'Bayi', company: null },
  note: null,
  lineCount: lines.length,
  itemCount: 0,
  discountPercent: 0,
  kdvPercent: 20,
  dolarKuru: 42,
  totals: money,
  returned: money,
  adminNote: null,
  lines,
  history: [],
});

const quoted = (productVariantId: number, quantity: number, available: number, extra: Partial<QuotedLine> = {}) =>
  ({
    productVariantId,
    quantity,
    problem: null,
    productId: 10,
    productName: `Güncel ${productVariantId}`,
    variantName: 'OLED',
    stockCode: `NEW-${productVariantId}`,
    thumbUrl: '/t.webp',
    available,
    unitPriceCents: 1250,
    ruleKind: 'none',
    discountPercent: 0,
    netUnitPriceCents: 1250,
    figures: money,
    ...extra,
  }) satisfies QuotedLine;

describe('reorder', () => {
  const past = order([line(1, 101, 2), line(2, null, 1), line(3, 103, 4), line(4, 104, 1), line(5, 105, 3)]);

  it('asks the quote only for lines whose variant still exists, at the quantity ordered then', () => {
    expect(reorderQuoteBody(past).lines).toEqual([
      { productVariantId: 101, quantity: 2 },
      { productVariantId: 103, quantity: 4 },
      { productVariantId: 104, quantity: 1 },
      { productVariantId: 105, quantity: 3 },
    ]);
  });

  it('adds what is sold and in stock with today’s details, and lists the rest with why', () => {
    const plan = planReorder(past, {
      lines: [quoted(101, 2, 9), quoted(103, 4, 0), quoted(104, 1, 0, { problem: 'passive' }), quoted(105, 3, 2)],
    });
    expect(plan.add.map((a) => [a.product.productVariantId, a.quantity, a.available])).toEqual([
      [101, 2, 9],
      [105, 3, 2],
    ]);
    expect(plan.add[0].product).toMatchObject({ productName: 'Güncel 101', stockCode: 'NEW-101', priceUsd: 12.5 });
    expect(plan.skipped).toEqual([
      { name: 'Ürün 2 (OLED)', stockCode: 'APL-2', reason: 'unknown' },
      { name: 'Ürün 3 (OLED)', stockCode: 'NEW-103', reason: 'out' },
      { name: 'Ürün 4 (OLED)', stockCode: 'APL-4', reason: 'passive' },
    ]);
  });

  it('adds to the cart never above the stock, and says which lines were capped or already full', () => {
    const plan = planReorder(past, { lines: [quoted(101, 2, 9), quoted(105, 3, 2), quoted(103, 4, 4)] });
    const cart = [{ ...product(103), quantity: 4 }];
    const result = addReorderLines(cart, plan.add);
    expect(result.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      [103, 4],
      [101, 2],
      [105, 2],
    ]);
    expect(result.added.map((a) => a.product.productVariantId)).toEqual([101]);
    expect(result.capped.map((c) => [c.line.product.productVariantId, c.added])).toEqual([[105, 2]]);
    expect(result.full.map((f) => f.product.productVariantId)).toEqual([103]);
    expect(cart).toHaveLength(1); // the cart given is left as it was
  });
});
