import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandCreate,
  cleanName,
  compareTurkish,
  matchesSearch,
  nameKey,
  normaliseStockCode,
  searchKey,
  searchWords,
  stockInput,
  turkishSortKey,
} from '../src/index.ts';

describe('search key (docs/domain.md#search-key)', () => {
  it.each([
    ['IPHONE 13', 'iPhone 13'],
    ['Iphone', 'iPhone 13'],
    ['iphone13', 'iPhone 13'],
    ['incell', 'Incell'],
    ['sarj', 'Şarj Soketi'],
    ['kilif', 'Silikon Kılıf'],
    ['KILIF', 'Silikon Kılıf'],
    ['INFINIX', 'İnfinix Hot 40'],
    ['infinix', 'İnfinix Hot 40'],
    ['isik', 'IŞIK'],
    ['13 pro', 'iPhone 13 Pro'],
    ['pro 13', 'iPhone 13 Pro'],
    ['cekirdek', 'Çekirdek'],
    ['ogrenci', 'Öğrenci'],
    ['a+ kalite', 'A+ Kalite'],
    ['lcd oled', 'LCD/OLED Ekran'],
    ['', 'anything'],
  ])('"%s" finds "%s"', (query, name) => {
    expect(matchesSearch(query)(name)).toBe(true);
  });

  it.each([
    ['13 pro max', 'iPhone 13 Pro'],
    ['samsung', 'iPhone 13'],
    ['iphone14', 'iPhone 13'],
  ])('"%s" does not find "%s"', (query, name) => {
    expect(matchesSearch(query)(name)).toBe(false);
  });

  it('keeps the words and their joined form', () => {
    expect(searchKey('iPhone 13 Pro')).toBe('iphone 13 pro iphone13pro');
    expect(searchKey('Şarj')).toBe('sarj');
    expect(searchKey('  ')).toBe('');
    expect(searchWords('A+ Kalite / Siyah')).toEqual(['a', 'kalite', 'siyah']);
  });

  it('a name is found by itself, upper-cased, lower-cased (any locale) and without spaces', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        const found = matchesSearch(name)(name);
        const upper = matchesSearch(name.toLocaleUpperCase('tr-TR'))(name);
        const lower = matchesSearch(name.toLowerCase())(name);
        const joined = matchesSearch(searchWords(name).join(''))(name);
        return found && upper && lower && joined;
      }),
    );
  });

  it('is idempotent on its words and holds no Turkish-only letter or upper case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const key = searchKey(text);
        return !/[ıİşŞçÇğĞöÖüÜA-Z]/.test(key) && searchKey(searchWords(text).join(' ')) === key;
      }),
    );
  });
});

describe('name key (uniqueness)', () => {
  it.each([
    ['ORIJINAL', 'Orijinal'],
    ['INFINIX', 'İnfinix'],
    ['  Kılıf  ', 'KILIF'],
  ])('"%s" is the same name as "%s"', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it('keeps punctuation apart: "A+ Kalite" is not "A Kalite"', () => {
    expect(nameKey('A+ Kalite')).not.toBe(nameKey('A Kalite'));
  });
});

describe('Turkish sort key', () => {
  it('orders by the Turkish alphabet, numbers by value', () => {
    expect(['Şarj', 'Sim', 'Çerçeve', 'Cam', 'ılık', 'İnce', 'Işık'].sort(compareTurkish)).toEqual([
      'Cam',
      'Çerçeve',
      'ılık',
      'Işık',
      'İnce',
      'Sim',
      'Şarj',
    ]);
    expect(['Galaxy A10', 'Galaxy A9', 'Galaxy A100'].sort(compareTurkish)).toEqual([
      'Galaxy A9',
      'Galaxy A10',
      'Galaxy A100',
    ]);
  });

  it('is a total order consistent with the stored key, ignoring case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        const byKey = Math.sign(
          turkishSortKey(a) < turkishSortKey(b) ? -1 : turkishSortKey(a) > turkishSortKey(b) ? 1 : 0,
        );
        return (
          compareTurkish(a, b) === byKey &&
          compareTurkish(a, b) === -compareTurkish(b, a) &&
          compareTurkish(a.toLocaleUpperCase('tr-TR'), a.toLocaleLowerCase('tr-TR')) === 0
        );
      }),
    );
  });
});

describe('names', () => {
  it('are NFC, trimmed, with white space folded', () => {
    expect(cleanName('  Cam\u00a0 Ekran ')).toBe('Cam Ekran');
    expect(cleanName('C\u0327anta')).toBe('Çanta');
    expect(brandCreate.parse({ name: ' C\u0327anta ' }).name).toBe('Çanta');
  });

  it.each([
    ['\u200b', 'a lone zero-width space'],
    ['Apple\u202e', 'a bidi override'],
    ['Ap\u0007ple', 'a control character'],
    ['\ufeffApple', 'a byte-order mark'],
    ['   ', 'only spaces'],
  ])('refuse %j (%s)', (name) => {
    expect(brandCreate.safeParse({ name }).success).toBe(false);
  });
});

describe('stock codes (docs/domain.md#stock-codes)', () => {
  it.each([
    ['apl-p13pro-ekr-inc', 'APL-P13PRO-EKR-INC'],
    ['APL-P13PRO-EKR-İNC', 'APL-P13PRO-EKR-INC'],
    ['şarj ğüöç ı', 'SARJGUOCI'],
    [' ab 12 ', 'AB12'],
    ['ab_1.2/3', 'AB_1.2/3'],
    ['café', 'CAFE'],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseStockCode(typed)).toBe(stored);
    expect(stockInput.shape.stockCode.parse(typed)).toBe(stored);
  });

  it.each(['\u200b', 'AB+1', 'A,B', ''])('refuse %j', (code) => {
    expect(stockInput.shape.stockCode.safeParse(code).success).toBe(false);
  });

  it('is idempotent, and what it accepts is upper-case ASCII', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (code) => {
        const once = normaliseStockCode(code);
        const parsed = stockInput.shape.stockCode.safeParse(code);
        return (
          normaliseStockCode(once) === once &&
          (!parsed.success || (/^[A-Z0-9._/-]+$/.test(parsed.data) && parsed.data === once))
        );
      }),
    );
  });

  it('never uses the Turkish dotted capital: "inc" and "INC" are one code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9-]{1,20}$/), (code) => {
        return normaliseStockCode(code.toLowerCase()) === normaliseStockCode(code.toUpperCase());
      }),
    );
  });
});
