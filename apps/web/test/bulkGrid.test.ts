import { type BulkStockItem, MIN_PRICE_USD } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { gridFiltersToParams, parseGridFilters, toStockUpdateFilters } from '../src/pages/bulk/gridFilters';
import {
  applyPercent,
  cellText,
  changeByPercent,
  changedItems,
  type Edits,
  editProblems,
  type Loaded,
  movedQuantities,
  parsePastedColumn,
  pasteColumn,
  serverProblems,
  setCell,
  undoStock,
  uniqueStocks,
} from '../src/pages/bulk/gridState';
import { type PricedStock, shownPercent, unusualPrices } from '../src/pages/bulk/unusualPrices';

const a: Loaded = { stockId: 1, quantity: 10, priceUsd: 12.5, criticalLevel: 3, location: 'A-01' };
const b: Loaded = { stockId: 2, quantity: 0, priceUsd: 4, criticalLevel: 0, location: null };
const c: Loaded = { stockId: 3, quantity: 7, priceUsd: 0.99, criticalLevel: 1, location: null };
const none: Edits = new Map();

describe('grid edits', () => {
  it('shows the typed text, else the loaded figure the Turkish way', () => {
    expect(cellText(a, none, 'priceUsd')).toBe('12,50');
    expect(cellText(a, setCell(none, a, 'priceUsd', '13,2'), 'priceUsd')).toBe('13,2');
  });

  it('drops an edit that goes back to the loaded figure, and undoes one stock', () => {
    let edits = setCell(none, a, 'quantity', '12');
    expect(edits.get(1)).toEqual({ quantity: '12' });
    edits = setCell(edits, a, 'quantity', '10');
    expect(edits.size).toBe(0);
    edits = setCell(setCell(none, a, 'priceUsd', '12,5000'), b, 'criticalLevel', '2');
    expect([...edits.keys()]).toEqual([2]);
    expect(undoStock(edits, 2).size).toBe(0);
  });

  it('sends only the changed rows, a quantity with the quantity loaded', () => {
    let edits = setCell(none, a, 'quantity', '15');
    edits = setCell(edits, a, 'priceUsd', '1.234,5');
    edits = setCell(edits, b, 'criticalLevel', '4');
    expect(changedItems(uniqueStocks([a, b, c]), edits)).toEqual([
      { stockId: 1, quantity: 15, expectedQuantity: 10, priceUsd: 1234.5 },
      { stockId: 2, criticalLevel: 4 },
    ]);
  });

  it('edits the shelf as text: trimmed, the loaded one is no edit, empty clears it, over 40 characters is named', () => {
    expect(cellText(a, none, 'location')).toBe('A-01');
    expect(cellText(b, none, 'location')).toBe('');
    expect(setCell(none, a, 'location', ' A-01 ').size).toBe(0);
    let edits = setCell(none, a, 'location', '');
    edits = setCell(edits, b, 'location', ' B-7 ');
    expect(editProblems(edits).size).toBe(0);
    expect(changedItems(uniqueStocks([a, b]), edits)).toEqual([
      { stockId: 1, location: null },
      { stockId: 2, location: 'B-7' },
    ]);
    const long = editProblems(setCell(none, b, 'location', 'x'.repeat(41)));
    expect(long.get(2)?.location).toMatch(/Raf/);
  });

  it('names bad cells in Turkish: empty, ambiguous dot, fraction in a count, three decimals', () => {
    let edits = setCell(none, a, 'quantity', '');
    edits = setCell(edits, b, 'priceUsd', '42.15');
    edits = setCell(edits, c, 'criticalLevel', '1,5');
    edits = setCell(edits, c, 'priceUsd', '1,234');
    const problems = editProblems(edits);
    expect(problems.get(1)?.quantity).toBe('Adet boş bırakılamaz');
    expect(problems.get(2)?.priceUsd).toMatch(/Fiyat USD/);
    expect(problems.get(3)?.criticalLevel).toMatch(/Kritik seviye/);
    expect(problems.get(3)?.priceUsd).toMatch(/2 ondalık/);
  });
});

describe('percentage price change', () => {
  it('rounds to whole cents, half a cent up, never below a cent', () => {
    expect(changeByPercent(12.5, 5)).toBe(13.13); // 1312.5 cents
    expect(changeByPercent(0.99, 5)).toBe(1.04); // 103.95
    expect(changeByPercent(19.99, -10)).toBe(17.99); // 1799.1
    expect(changeByPercent(0.01, -99)).toBe(0.01);
    expect(changeByPercent(4, 0)).toBe(4);
  });

  it('changes every shown stock once, from the typed price when it reads', () => {
    const twice: Loaded = { ...a };
    const edits = applyPercent(setCell(none, b, 'priceUsd', '5'), [a, twice, b], 10);
    expect(edits.get(1)).toEqual({ priceUsd: '13,75' });
    expect(edits.get(2)).toEqual({ priceUsd: '5,50' });
  });
});

describe('pasting a column from Excel', () => {
  it('reads one value a line, the first cell of each, without the closing line break', () => {
    expect(parsePastedColumn('5\r\n6\r\n7\r\n')).toEqual(['5', '6', '7']);
    expect(parsePastedColumn('1,5\t x\n2\tignored')).toEqual(['1,5', '2']);
    expect(parsePastedColumn('12')).toBeUndefined();
    expect(parsePastedColumn('12\n')).toBeUndefined();
  });

  it('fills down from the row pasted into and drops what falls past the last row', () => {
    const edits = pasteColumn(none, [a, b, c], 1, 'quantity', ['4', '8', '9']);
    expect([...edits]).toEqual([
      [2, { quantity: '4' }],
      [3, { quantity: '8' }],
    ]);
  });
});

describe('server answers', () => {
  it('marks the cells a 400 names by the row sent', () => {
    const sent = [
      { stockId: 7, priceUsd: 1 },
      { stockId: 9, quantity: 3, expectedQuantity: 2 },
    ];
    const problems = serverProblems(
      [
        { field: 'items.1.quantity', message: 'Miktar en fazla 1000000 olabilir' },
        { field: 'items.0', message: 'Stok bulunamadı' },
        { field: 'reason', message: 'x' },
      ],
      sent,
    );
    expect(problems.get(9)).toEqual({ quantity: 'Miktar en fazla 1000000 olabilir' });
    expect(problems.get(7)).toEqual({ quantity: 'Stok bulunamadı' });
    expect(problems.size).toBe(2);
  });

  it("reads a 409's rows with today's quantities", () => {
    const moved = movedQuantities([{ stockId: 4, expectedQuantity: 10, currentQuantity: 8 }]);
    expect(moved.get(4)).toBe(8);
  });
});

describe('grid filters in the URL', () => {
  it('round-trips and drops the model when the brand changes', () => {
    const f = parseGridFilters(new URLSearchParams('q=ekran&brand=2&model=5&critical=1&category=x'));
    expect(f).toEqual({ search: 'ekran', brandId: 2, modelId: 5, categoryId: undefined, critical: true });
    expect(gridFiltersToParams(f, { brandId: 3 }).toString()).toBe('q=ekran&brand=3&critical=1');
    expect(toStockUpdateFilters(f)).toEqual({
      search: 'ekran',
      brandId: 2,
      modelId: 5,
      categoryId: undefined,
      critical: true,
    });
  });
});

describe('unusual price changes (asked about before saving)', () => {
  const stock = (stockId: number, priceUsd: number): PricedStock => ({
    stockId,
    stockCode: `KOD-${stockId}`,
    productName: `Ürün ${stockId}`,
    variantName: 'Siyah',
    priceUsd,
  });
  const stocks = new Map([1, 2, 3, 4, 5, 6, 7].map((id) => [id, stock(id, id === 6 ? 0.01 : 5.94)]));
  const flagged = (items: BulkStockItem[]) => unusualPrices(stocks, items).map((u) => u.stockId);

  it('lists the measured slip with its old and new price and the change', () => {
    expect(unusualPrices(stocks, [{ stockId: 1, priceUsd: 1250.5 }])).toEqual([
      {
        stockId: 1,
        stockCode: 'KOD-1',
        productName: 'Ürün 1',
        variantName: 'Siyah',
        oldPriceUsd: 5.94,
        newPriceUsd: 1250.5,
        changePercent: ((125_050 - 594) / 594) * 100,
      },
    ]);
    expect(shownPercent(((125_050 - 594) / 594) * 100)).toBe('20.952');
    expect(shownPercent(-99.5)).toBe('99,5');
  });

  it('asks beyond ±50 % of the old price, in whole cents; 50 % exactly and smaller changes pass', () => {
    expect(
      flagged([
        { stockId: 1, priceUsd: 8.92 }, // +50,17 %
        { stockId: 2, priceUsd: 8.91 }, // +50 % exactly
        { stockId: 3, priceUsd: 2.96 }, // −50,17 %
        { stockId: 4, priceUsd: 2.97 }, // −50 % exactly
        { stockId: 5, priceUsd: 6.5 },
      ]),
    ).toEqual([1, 3]);
  });

  it('asks for a price to or from the lowest allowed (one cent)', () => {
    expect(MIN_PRICE_USD).toBe(0.01);
    const twoCents = new Map([[1, stock(1, 0.02)]]);
    expect(unusualPrices(twoCents, [{ stockId: 1, priceUsd: 0.01 }])).toHaveLength(1); // −50 %, but to the floor
    expect(flagged([{ stockId: 6, priceUsd: 0.02 }])).toEqual([6]); // from the floor
  });

  it('leaves out rows without a price, with the same price, or of a stock not loaded', () => {
    expect(
      flagged([
        { stockId: 1, quantity: 3, expectedQuantity: 0 },
        { stockId: 2, priceUsd: 5.94, criticalLevel: 1 },
        { stockId: 99, priceUsd: 1000 },
      ]),
    ).toEqual([]);
  });
});
