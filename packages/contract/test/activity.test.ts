import { describe, expect, it } from 'vitest';
import { activityChangesText, activityFieldName, activityValueText } from '../src/index.ts';

describe('the activity log as people read it', () => {
  it('names fields in Turkish, one of several by what it is about, and an unknown one as stored', () => {
    expect(activityFieldName('priceCents')).toBe('Fiyat');
    expect(activityFieldName('quantity:APL-13-EKR')).toBe('Miktar (APL-13-EKR)');
    expect(activityFieldName('yeniAlan')).toBe('yeniAlan');
    expect(activityFieldName('priceGroup')).toBe('Fiyat grubu');
    expect(activityFieldName('dealer')).toBe('Bayi');
    expect(activityFieldName('returnedQuantity:APL-13-EKR')).toBe('İade miktarı (APL-13-EKR)');
  });

  it('shows cents as dollars, kuruş as lira, the rate with 4 decimals, flags and empties in words', () => {
    expect(activityValueText('priceCents', 123450)).toBe('$1.234,50');
    expect(activityValueText('creditLimitCents', null)).toBe('—');
    expect(activityValueText('tryKurus', 4000050)).toBe('40.000,50 ₺');
    expect(activityValueText('rate', 42.1234)).toBe('42,1234 ₺');
    expect(activityValueText('discountPercent', 2.5)).toBe('2,5');
    expect(activityValueText('quantity:X', 12000)).toBe('12.000');
    expect(activityValueText('active', false)).toBe('Hayır');
    expect(activityValueText('priceRules', [])).toBe('—');
    expect(activityValueText('models', ['iPhone 13', 'iPhone 14'])).toBe('iPhone 13, iPhone 14');
  });

  it('writes every change on one line for the file', () => {
    expect(activityChangesText({ priceCents: [1250, 1300], quantity: [4, 6] })).toBe(
      'Fiyat: $12,50 → $13,00; Miktar: 4 → 6',
    );
  });
});
