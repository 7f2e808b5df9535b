import { describe, expect, it } from 'vitest';
import {
  brandCreate,
  labelAt,
  limitsOf,
  productCreate,
  productQuery,
  productVariantCreate,
  stockInput,
  stockQuery,
} from '../src/index.ts';

describe('labels from the schemas', () => {
  it('names a field by its own label, a nested field by its own, and a list item by its list', () => {
    expect(labelAt(brandCreate, ['name'])).toBe('Ad');
    expect(labelAt(productVariantCreate, ['stock'])).toBe('Yeni stok');
    expect(labelAt(productVariantCreate, ['stock', 'quantity'])).toBe('Miktar');
    expect(labelAt(productVariantCreate, ['stockId'])).toBe('Stok');
    expect(labelAt(productCreate, ['modelIds', 3])).toBe('Modeller');
    expect(labelAt(productQuery, ['categoryId'])).toBe('Kategori');
    expect(labelAt(stockQuery, ['pageSize'])).toBe('Sayfa boyutu');
  });

  it('falls back to the nearest label, then to "İstek"', () => {
    expect(labelAt(productVariantCreate, ['stock', 'unknown'])).toBe('Yeni stok');
    expect(labelAt(brandCreate, [])).toBe('İstek');
    expect(labelAt(undefined, ['x'])).toBe('İstek');
  });
});

describe('limits from the schemas', () => {
  it('reads text lengths, number bounds, integers and whether a field is required', () => {
    expect(limitsOf(brandCreate.shape.name)).toEqual({ label: 'Ad', required: true, minLength: 1, maxLength: 120 });
    expect(limitsOf(stockInput.shape.stockCode)).toMatchObject({ label: 'Stok kodu', maxLength: 64, required: true });
    expect(limitsOf(stockInput.shape.quantity)).toMatchObject({
      label: 'Miktar',
      min: 0,
      max: 1_000_000,
      integer: true,
    });
    expect(limitsOf(stockInput.shape.criticalLevel)).toMatchObject({ label: 'Kritik seviye', required: false });
    expect(limitsOf(productCreate.shape.description)).toMatchObject({
      label: 'Açıklama',
      maxLength: 5000,
      required: false,
    });
  });

  it('never reports the implied safe-integer bounds of an integer', () => {
    const limits = limitsOf(stockInput.shape.quantity);
    expect(JSON.stringify(limits)).not.toContain('9007199254740991');
  });
});
