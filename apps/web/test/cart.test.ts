import { describe, expect, it } from 'vitest';
import { cartCountFromRaw } from '../src/pages/cart/cartStorage';

describe('cartCountFromRaw', () => {
  it('sums the quantities of the stored items', () => {
    expect(cartCountFromRaw(JSON.stringify([{ quantity: 2 }, { quantity: 3, stockId: 9 }]))).toBe(5);
    expect(cartCountFromRaw(JSON.stringify([{ quantity: '4' }]))).toBe(4);
  });

  it('is 0 for a missing, empty or invalid cart', () => {
    expect(cartCountFromRaw(null)).toBe(0);
    expect(cartCountFromRaw(undefined)).toBe(0);
    expect(cartCountFromRaw('')).toBe(0);
    expect(cartCountFromRaw('[]')).toBe(0);
    expect(cartCountFromRaw('{not json')).toBe(0);
    expect(cartCountFromRaw('{"quantity":3}')).toBe(0);
    expect(cartCountFromRaw('"3"')).toBe(0);
    expect(cartCountFromRaw('null')).toBe(0);
  });

  it('ignores items without a usable quantity', () => {
    const raw = JSON.stringify([
      { quantity: 2 },
      null,
      5,
      { name: 'x' },
      { quantity: 'abc' },
      { quantity: -3 },
      { quantity: 1 },
    ]);
    expect(cartCountFromRaw(raw)).toBe(3);
  });
});
