import {
  displayName,
  dolarKuru,
  email,
  labelled,
  limitsOf,
  password,
  priceUsd,
  quantity,
  stockInput,
} from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalsOf, numberProblem, rulesFor, textLimits } from '../src/ui/formRules';
import { problems } from './helpers';

describe('numbers against the contract', () => {
  it('accepts empty values (left to required) and values in range', () => {
    for (const value of [null, undefined, '', 0, 1_000_000]) expect(numberProblem(value, quantity)).toBeUndefined();
    expect(numberProblem(12.5, priceUsd)).toBeUndefined();
    expect(numberProblem(0.07, priceUsd)).toBeUndefined();
    expect(numberProblem(1.1 + 2.2, priceUsd)).toBeUndefined();
  });

  it('refuses negative, too large, fractional quantities and a third decimal, in Turkish', () => {
    expect(numberProblem(-1, quantity)).toBe("Miktar 0'dan küçük olamaz");
    expect(numberProblem(1_000_001, quantity)).toBe('Miktar en fazla 1.000.000 olabilir');
    expect(numberProblem(1.5, quantity)).toBe('Miktar tam sayı olmalıdır');
    expect(numberProblem(1.234, priceUsd)).toBe('En fazla 2 ondalık basamak girilebilir');
    expect(numberProblem(Number.NaN, priceUsd)).toBe('Fiyat (USD) zorunludur');
    expect(numberProblem(2_000_000, priceUsd, 'Fiyat')).toBe('Fiyat en fazla 1.000.000 olabilir');
  });

  it('says a number must be above 0 when 0 itself is refused', () => {
    const positive = labelled('Dolar kuru', z.number().positive().max(1_000));
    expect(numberProblem(0, positive)).toBe("Dolar kuru 0'dan büyük olmalıdır");
    expect(numberProblem(-3, positive)).toBe("Dolar kuru 0'dan büyük olmalıdır");
    expect(numberProblem(2_000, positive)).toBe('Dolar kuru en fazla 1.000 olabilir');
  });

  it('takes the rate’s limits and 4 decimals from the contract', () => {
    expect(numberProblem(0, dolarKuru)).toBe("Dolar kuru 0'dan büyük olmalıdır");
    const { min = 0, max = 0 } = limitsOf(dolarKuru);
    expect(numberProblem(min - 0.5, dolarKuru)).toMatch(/^Dolar kuru (en az|0'dan)/);
    expect(numberProblem(max + 1, dolarKuru)).toMatch(/^Dolar kuru en fazla /);
    expect(numberProblem(min + 0.12345, dolarKuru)).toBe('En fazla 4 ondalık basamak girilebilir');
    expect(numberProblem(min + 0.1234, dolarKuru)).toBeUndefined();
  });

  it('reads the decimals a schema allows', () => {
    expect(decimalsOf(quantity)).toBe(0);
    expect(decimalsOf(priceUsd)).toBe(2);
    expect(decimalsOf(dolarKuru)).toBe(4);
  });
});

describe('rulesFor', () => {
  it('requires a name, refuses a blank one and allows exactly the contract maximum', async () => {
    const rules = rulesFor(displayName);
    expect(await problems(rules, undefined)).toEqual(['Ad zorunludur']);
    expect(await problems(rules, '   ')).toEqual(['Ad zorunludur']);
    expect(await problems(rules, 'a'.repeat(120))).toEqual([]);
    expect(await problems(rules, 'a'.repeat(121))).toEqual(['Ad en fazla 120 karakter olabilir']);
    expect(textLimits(displayName)).toEqual({ maxLength: 120, showCount: true });
  });

  it('names the field as the form says it', async () => {
    expect(await problems(rulesFor(displayName, { label: 'Ürün adı' }), '')).toEqual(['Ürün adı zorunludur']);
    expect(await problems(rulesFor(stockInput.shape.stockCode), 'A'.repeat(65))).toEqual([
      'Stok kodu en fazla 64 karakter olabilir',
    ]);
  });

  it('checks lengths and forms, with the form’s own message for a wrong form', async () => {
    expect(await problems(rulesFor(password), 'kısa')).toEqual(['Şifre en az 8 karakter olmalıdır']);
    const emailRules = rulesFor(email, { label: 'E-posta adresi', invalid: 'Geçerli bir e-posta adresi girin' });
    expect(await problems(emailRules, '')).toEqual(['E-posta adresi zorunludur']);
    expect(await problems(emailRules, 'ayse@')).toEqual(['Geçerli bir e-posta adresi girin']);
    expect(await problems(emailRules, 'ayse@firma.com')).toEqual([]);
  });

  it('leaves an optional number alone when empty and checks it otherwise', async () => {
    const rules = rulesFor(stockInput.shape.criticalLevel, { label: 'Kritik Seviye' });
    expect(await problems(rules, null)).toEqual([]);
    expect(await problems(rules, -2)).toEqual(["Kritik Seviye 0'dan küçük olamaz"]);
    expect(await problems(rulesFor(quantity), null)).toEqual(['Miktar zorunludur']);
    // a number passes the required rule (a `whitespace` flag would make antd want text)
    expect(await problems(rulesFor(quantity), 12)).toEqual([]);
    expect(await problems(rulesFor(priceUsd, { label: 'Fiyat' }), 24.9)).toEqual([]);
  });
});
