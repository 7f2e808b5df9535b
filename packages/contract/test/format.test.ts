import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatFooterRate,
  formatInteger,
  formatLongDay,
  formatNumber,
  formatRate,
  formatTry,
  formatTryCents,
  formatUsd,
  formatUsdCents,
  toNumber,
} from '../src/index.ts';

describe('numbers and money (tr-TR)', () => {
  it('formats TRY with the sign after', () => {
    expect(formatTry(1234.56)).toBe('1.234,56 ₺');
    expect(formatTry(0)).toBe('0,00 ₺');
    expect(formatTry(1_234_567.891)).toBe('1.234.567,89 ₺');
    expect(formatTry(-1234.5)).toBe('-1.234,50 ₺');
  });

  it('formats USD with the sign before', () => {
    expect(formatUsd(1234.56)).toBe('$1.234,56');
    expect(formatUsd(0.5)).toBe('$0,50');
    expect(formatUsd(-1234.56)).toBe('-$1.234,56');
    expect(formatUsd(-0.001)).toBe('$0,00');
  });

  it('formats integer cents / kuruş', () => {
    expect(formatTryCents(123456)).toBe('1.234,56 ₺');
    expect(formatUsdCents(99)).toBe('$0,99');
  });

  it('formats numbers with fixed decimals and grouping', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(42.15, 4)).toBe('42,1500');
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatInteger(12345.6)).toBe('12.346');
  });

  it('shows the dollar rate with 2 decimals, 0 when not numeric', () => {
    expect(formatRate(42.1534)).toBe('42,15 ₺');
    expect(formatRate('42.1')).toBe('42,10 ₺');
    expect(formatRate(42.15, 4)).toBe('42,1500 ₺');
    for (const bad of [undefined, null, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}, []]) {
      expect(formatRate(bad)).toBe('0,00 ₺');
    }
  });

  it('shows the footer rate with the lira sign, or a plain 0,00 when there is no rate above 0', () => {
    expect(formatFooterRate(42.3172)).toBe('42,32 ₺');
    expect(formatFooterRate('43.5')).toBe('43,50 ₺');
    for (const none of [0, -1, undefined, null, '', 'abc', Number.NaN]) expect(formatFooterRate(none)).toBe('0,00');
  });

  it('writes every number as Intl.NumberFormat tr-TR does (rounding half away from zero, grouping, sign)', () => {
    const intl = (n: number, min: number, max: number) =>
      new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(
        n === 0 ? 0 : n,
      );
    const decimals = fc
      .integer({ min: 0, max: 4 })
      .chain((min) => fc.tuple(fc.constant(min), fc.integer({ min, max: 6 })));
    const numbers = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
      // ties and carries: 0,005 · 9,995 · 1.999,5
      fc.integer({ min: -99_999, max: 99_999 }).map((n) => n / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(numbers, decimals, (n, [min, max]) => {
        expect(formatNumber(n, min, max)).toBe(intl(n, min, max));
      }),
      { numRuns: 20_000 },
    );
    for (const [n, want] of [
      [1.005, '1,01'],
      [9.995, '10,00'],
      [-0.004, '-0,00'],
      [1e21, '1.000.000.000.000.000.000.000,00'],
    ] as const) {
      expect(formatNumber(n)).toBe(want);
      expect(intl(n, 2, 2)).toBe(want);
    }
  });

  it('converts only finite numbers and numeric text', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('12,5')).toBe(0);
    expect(toNumber(true)).toBe(0);
  });
});

describe('dates (local time)', () => {
  const d = new Date(2026, 10, 21, 14, 5, 9);

  it('formats date and time as 21.11.2026 14:05', () => {
    expect(formatDateTime(d)).toBe('21.11.2026 14:05');
    expect(formatDay(d)).toBe('21.11.2026');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4).toISOString())).toBe('02.01.2026 03:04');
  });

  it('gives empty text for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('yarın')).toBe('');
  });

  it('writes the long Turkish day', () => {
    expect(formatLongDay(d)).toBe('21 Kasım 2026 Cumartesi');
  });
});
