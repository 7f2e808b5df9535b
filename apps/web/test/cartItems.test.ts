import { describe, expect, it } from 'vitest';
import { addItem, mergeItems, parseCart } from '../src/pages/cart/cartItems';
import { product } from './cartFixtures';

describe('addItem', () => {
  it('adds a new variant with the asked quantity', () => {
    const r = addItem([], product(1), 3, 10);
    expect(r).toMatchObject({ added: 3, quantity: 3, capped: false });
    expect(r.items).toEqual([{ ...product(1), quantity: 3 }]);
  });

  it('raises the quantity of a variant already in the cart instead of adding a second line', () => {
    const first = addItem([], product(1), 2, 10).items;
    const withOther = addItem(first, product(2), 1, 5).items;
    const r = addItem(withOther, product(1), 4, 10);
    expect(r.items).toHaveLength(2);
    expect(r.items[0].quantity).toBe(6);
    expect(r.items[1].quantity).toBe(1);
    expect(r).toMatchObject({ added: 4, quantity: 6, capped: false });
    expect(first[0].quantity).toBe(2); // the input list is left as it was
  });

  it('caps at the available stock and says so', () => {
    const start = addItem([], product(1), 3, 5).items;
    const r = addItem(start, product(1), 4, 5);
    expect(r).toMatchObject({ added: 2, quantity: 5, capped: true });
    expect(r.items[0].quantity).toBe(5);
  });

  it('adds nothing when the cart already holds all that is available, or there is none', () => {
    const full = addItem([], product(1), 5, 5).items;
    const again = addItem(full, product(1), 1, 5);
    expect(again).toMatchObject({ added: 0, quantity: 5, capped: true });
    expect(again.items).toBe(full);
    expect(addItem([], product(2), 1, 0)).toMatchObject({ added: 0, quantity: 0, capped: true, items: [] });
  });

  it('never lowers a quantity when the stock fell below what the cart holds', () => {
    const start = addItem([], product(1), 8, 10).items;
    const r = addItem(start, product(1), 1, 3);
    expect(r).toMatchObject({ added: 0, quantity: 8, capped: true });
  });

  it('refreshes the stored details (price, names) of a variant it merges into', () => {
    const start = addItem([], product(1, { priceUsd: 80 }), 1, 10).items;
    const r = addItem(start, product(1, { priceUsd: 90 }), 1, 10);
    expect(r.items[0]).toMatchObject({ priceUsd: 90, quantity: 2 });
  });
});

describe('parseCart', () => {
  it('is empty for missing or invalid stored JSON', () => {
    for (const raw of [null, undefined, '', '{not json', '{"quantity":3}', '"3"', 'null', '42']) {
      expect(parseCart(raw)).toEqual([]);
    }
  });

  it('drops items without a variant id or a positive whole quantity, and fills missing fields', () => {
    const raw = JSON.stringify([
      { productVariantId: 1, quantity: 2 },
      { productVariantId: 2, quantity: '3', productName: 'Batarya', priceUsd: 'x' },
      null,
      { quantity: 4 },
      { productVariantId: 3, quantity: 0 },
      { productVariantId: 4, quantity: 1.5 },
      { productVariantId: -1, quantity: 1 },
    ]);
    const items = parseCart(raw);
    expect(items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(items[1]).toMatchObject({ productName: 'Batarya', priceUsd: 0, thumbUrl: null, stockCode: '' });
  });
});

describe('mergeItems', () => {
  it('adds the other list, summing the quantity of a variant in both and keeping the first details', () => {
    const mine = [{ ...product(1, { priceUsd: 90 }), quantity: 2 }];
    const old = [
      { ...product(1, { priceUsd: 80 }), quantity: 3 },
      { ...product(2), quantity: 1 },
    ];
    expect(mergeItems(mine, old)).toEqual([
      { ...product(1, { priceUsd: 90 }), quantity: 5 },
      { ...product(2), quantity: 1 },
    ]);
    expect(mergeItems([], old)).toEqual(old);
  });
});
