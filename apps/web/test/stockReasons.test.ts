import { manualQuantityReasons } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { stocks } from '../src/pages/stocks/messages';
import { quantityReasonOf } from '../src/pages/stocks/QuantityReasonFields';
import { toStockInput } from '../src/pages/stocks/StockFields';
import { movementReasonLabel } from '../src/pages/stocks/stockLogic';

describe('a quantity set by hand says why', () => {
  it('labels every reason the server takes, and the older "manual" movements', () => {
    expect(manualQuantityReasons.map(movementReasonLabel)).toEqual([
      'Sayım farkı',
      'Fire/Hasar',
      'Tedarikçi girişi',
      'İade',
      'Diğer',
    ]);
    expect(movementReasonLabel('manual')).toBe('Elle düzeltme');
  });

  it('sends the reason and a trimmed note, a blank note not at all', () => {
    expect(quantityReasonOf({ quantityReason: 'other', quantityNote: '  raf düştü ' })).toEqual({
      quantityReason: 'other',
      quantityNote: 'raf düştü',
    });
    expect(quantityReasonOf({ quantityReason: 'count', quantityNote: '  ' })).toEqual({ quantityReason: 'count' });
  });

  it('no longer says a change is written as "Elle düzeltme"', () => {
    expect(stocks.quantityHelp).not.toMatch(/Elle düzeltme/);
  });
});

describe('the stock form reads its numbers the Turkish way', () => {
  it('turns the typed text into the request body', () => {
    expect(
      toStockInput({ stockCode: 'apl-ekr 1', quantity: '1.200', priceUsd: '1.234,50', criticalLevel: '5' }),
    ).toEqual({ stockCode: 'APL-EKR1', quantity: 1200, priceUsd: 1234.5, criticalLevel: 5, location: '' });
    // the shelf as typed, trimmed; left empty it clears the stock's shelf
    expect(
      toStockInput({ stockCode: 'X', quantity: 1, priceUsd: 1, criticalLevel: 0, location: '  A-3 ' }).location,
    ).toBe('A-3');
    expect(toStockInput({ stockCode: 'X', quantity: 3, priceUsd: 24.9, criticalLevel: 0 })).toMatchObject({
      quantity: 3,
      priceUsd: 24.9,
    });
  });
});
