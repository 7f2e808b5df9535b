import { dolarKuru, priceUsd, quantity } from '@parca/contract';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { rateChangeConfirmation } from '../src/pages/rates/rateChange';
import { decimalProblem, decimalRules, decimalText, readDecimal } from '../src/ui/DecimalInput';

/** What the field's one validator says of `value` (undefined when it passes). */
async function ruleMessage(rules: FormRule[], value: unknown): Promise<string | undefined> {
  const [rule] = rules;
  if (rules.length !== 1 || typeof rule === 'function' || !rule.validator) throw new Error('one validator expected');
  try {
    await rule.validator(rule, value, () => undefined);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('money and rate fields read Turkish numbers', () => {
  it('reads a decimal comma and dots between thousands, never the dot as a decimal point', () => {
    expect(readDecimal('4.231,50')).toBe(4231.5);
    expect(readDecimal('42,32')).toBe(42.32);
    expect(readDecimal('1.234')).toBe(1234);
    expect(readDecimal(' 24,90 ')).toBe(24.9);
    expect(readDecimal(12.5)).toBe(12.5);
    for (const unreadable of ['42.15', 'abc', '', null, undefined, '4,231,50'])
      expect(readDecimal(unreadable)).toBeNull();
  });

  it('says why the rate was refused: ambiguous, not a number, 0 and below, under 1, over 1.000', () => {
    expect(decimalProblem('42.15', dolarKuru)).toMatch(/^Dolar kuru: ondalık için virgül kullanın/);
    expect(decimalProblem('kırk', dolarKuru)).toBe('Dolar kuru bir sayı olmalıdır (örn. 1.234,50)');
    expect(decimalProblem('0', dolarKuru)).toBe("Dolar kuru 0'dan büyük olmalıdır");
    expect(decimalProblem('-5', dolarKuru)).toBe("Dolar kuru 0'dan büyük olmalıdır");
    expect(decimalProblem('0,5', dolarKuru)).toBe('Dolar kuru en az 1 olmalıdır');
    expect(decimalProblem('9999999', dolarKuru)).toBe('Dolar kuru en fazla 1.000 olabilir');
    expect(decimalProblem('42,31505', dolarKuru)).toBe('En fazla 4 ondalık basamak girilebilir');
    expect(decimalProblem('4.231,50', dolarKuru)).toBe('Dolar kuru en fazla 1.000 olabilir');
    expect(decimalProblem('1.000', dolarKuru)).toBeUndefined();
    expect(decimalProblem('423,15', dolarKuru)).toBeUndefined();
    expect(decimalProblem('', dolarKuru)).toBeUndefined();
  });

  it('refuses a price of 0 (at least 0,01 USD) and a fractional quantity', () => {
    expect(decimalProblem('0', priceUsd, 'Fiyat')).toBe('Fiyat en az 0,01 olmalıdır');
    expect(decimalProblem('0,001', priceUsd, 'Fiyat')).toBe('Fiyat en az 0,01 olmalıdır');
    expect(decimalProblem('1.234,56', priceUsd, 'Fiyat')).toBeUndefined();
    expect(decimalProblem('1,5', quantity)).toBe('Miktar tam sayı olmalıdır');
    expect(decimalProblem('1.200', quantity)).toBeUndefined();
  });

  it('gives antd one message per field, "zorunludur" when empty', async () => {
    const rules = decimalRules(priceUsd, { label: 'Fiyat' });
    expect(await ruleMessage(rules, '')).toBe('Fiyat zorunludur');
    expect(await ruleMessage(rules, '  ')).toBe('Fiyat zorunludur');
    expect(await ruleMessage(rules, '0')).toBe('Fiyat en az 0,01 olmalıdır');
    expect(await ruleMessage(rules, '24,90')).toBeUndefined();
    expect(await ruleMessage(rules, 24.9)).toBeUndefined();
  });

  it('shows a stored number the way it is typed back', () => {
    expect(decimalText(24.9, priceUsd)).toBe('24,90');
    expect(decimalText(4231.5, dolarKuru)).toBe('4.231,50');
    expect(decimalText(42.3215, dolarKuru)).toBe('42,3215');
    expect(decimalText(1200, quantity)).toBe('1.200');
    expect(decimalText(null, quantity)).toBe('');
    for (const value of [24.9, 0.01, 999_999.99]) expect(readDecimal(decimalText(value, priceUsd))).toBe(value);
  });
});

describe('a large change of the dollar rate asks first', () => {
  it('shows old → new and the change when it is more than 10 %', () => {
    expect(rateChangeConfirmation(42.32, 4231.5)).toBe('42,3200 ₺ → 4.231,5000 ₺ (%9.899 artış). Emin misiniz?');
    expect(rateChangeConfirmation(42.32, 4.232)).toBe('42,3200 ₺ → 4,2320 ₺ (%90 düşüş). Emin misiniz?');
    expect(rateChangeConfirmation(40, 45)).toBe('40,0000 ₺ → 45,0000 ₺ (%12,5 artış). Emin misiniz?');
  });

  it('asks nothing for 10 % or less, or for the first rate', () => {
    expect(rateChangeConfirmation(40, 44)).toBeNull();
    expect(rateChangeConfirmation(40, 36)).toBeNull();
    expect(rateChangeConfirmation(42.32, 43.5)).toBeNull();
    expect(rateChangeConfirmation(0, 4231.5)).toBeNull();
  });
});
