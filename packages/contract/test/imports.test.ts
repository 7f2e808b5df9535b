import { describe, expect, it } from 'vitest';
import {
  BULK_UPDATE_MAX_ROWS,
  bulkStockUpdate,
  columnForHeader,
  fileImportKinds,
  type ImportColumn,
  importColumns,
  importErrorField,
  importHeader,
  lineOfErrorField,
} from '../src/index.ts';

describe('import headers', () => {
  it('match by the search key: case, Turkish letters, spaces and punctuation do not matter', () => {
    for (const header of ['Fiyat USD', 'fiyat usd', 'FIYAT_USD', ' Fiyat  USD ', 'fiyat-usd', 'FİYAT USD']) {
      expect(columnForHeader('add-products', header)?.key, header).toBe('priceUsd');
    }
    expect(columnForHeader('add-products', 'urun adi')?.key).toBe('productName');
    expect(columnForHeader('update-models', 'ürün id')?.key).toBe('productId');
    expect(columnForHeader('add-products', 'Fiyat')).toBeUndefined();
    expect(columnForHeader('add-products', '')).toBeUndefined();
  });

  it('no two columns of an import share a search key, and every column has two examples', () => {
    for (const kind of fileImportKinds) {
      const columns = importColumns[kind] as readonly ImportColumn[];
      const found = columns.map((c) => columnForHeader(kind, c.header)?.key);
      expect(found, kind).toEqual(columns.map((c) => c.key));
      for (const c of columns) expect(c.examples, `${kind}.${c.key}`).toHaveLength(2);
    }
    expect(importHeader('stock-update', 'seenQuantity')).toBe('Görülen Adet');
  });

  it('name a bad line in a field the page can read the line number back from', () => {
    const field = importErrorField({ line: 12, column: 'Fiyat USD', message: 'x' });
    expect(field).toBe('line.12.Fiyat USD');
    expect(lineOfErrorField(field)).toBe(12);
    expect(lineOfErrorField(importErrorField({ line: 3, column: null, message: 'x' }))).toBe(3);
    expect(lineOfErrorField('items.3.priceUsd')).toBeUndefined();
  });
});

describe('bulk stock update body', () => {
  const issues = (body: unknown) => {
    const parsed = bulkStockUpdate.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes partial rows and wants the quantity seen with every quantity', () => {
    expect(
      issues({
        items: [
          { stockId: 1, priceUsd: 12.5 },
          { stockId: 2, quantity: 3, expectedQuantity: 4 },
        ],
      }),
    ).toEqual([]);
    expect(issues({ items: [{ stockId: 1, quantity: 3 }] })).toEqual([
      'items.0.expectedQuantity: Miktar değişirken görülen miktar da gönderilmelidir',
    ]);
    expect(issues({ items: [{ stockId: 1 }] })).toEqual([
      'items.0.quantity: Miktar, fiyat, kritik seviye ya da raftan en az biri verilmeli',
    ]);
  });

  it('refuses a stock twice, naming the row it is first on', () => {
    expect(
      issues({
        items: [
          { stockId: 7, priceUsd: 1 },
          { stockId: 8, priceUsd: 1 },
          { stockId: 7, priceUsd: 2 },
        ],
      }),
    ).toEqual(['items.2.stockId: Bu stok 1. satırda da var; her stok bir kez gönderilmelidir']);
  });

  it('takes 1 to BULK_UPDATE_MAX_ROWS rows', () => {
    expect(issues({ items: [] })).toHaveLength(1);
    const rows = Array.from({ length: BULK_UPDATE_MAX_ROWS + 1 }, (_, i) => ({ stockId: i + 1, criticalLevel: 1 }));
    expect(issues({ items: rows })).toEqual([expect.stringMatching(/^items: En fazla 20\.000 öğe olabilir/)]);
    expect(issues({ items: rows.slice(1) })).toEqual([]);
  });
});
