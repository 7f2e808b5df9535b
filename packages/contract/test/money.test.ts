import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTry,
  fromCents,
  readTurkishDecimal,
  toCents,
  toRateUnits,
  usdCentsToKurus,
  usdToTry,
} from '../src/index.ts';

describe('USD → TRY', () => {
  it.each([
    [12.5, 42.15, 526.88],
    [1.15, 42.5, 48.88], // 1.15 × 42.5 × 100 is 4887.4999… in floating point
    [0.29, 1, 0.29],
    [88.99, 42.3215, 3766.19],
    [0.01, 0.5, 0.01], // half a kuruş rounds up
  ])('%s $ at %s is %s ₺', (usd, rate, tl) => {
    expect(usdToTry(usd, rate)).toBe(tl);
  });

  it('has no answer without a rate', () => {
    expect(usdToTry(10, 0)).toBeNull();
    expect(usdToTry(10, Number.NaN)).toBeNull();
    expect(usdToTry(Number.NaN, 42)).toBeNull();
  });

  it('equals exact rational arithmetic rounded half-up, for any cents and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (cents, units) => {
        const exact = BigInt(cents) * BigInt(units);
        const expected = (exact + 5_000n) / 10_000n; // half-up for non-negative amounts
        return BigInt(usdCentsToKurus(cents, units)) === expected;
      }),
    );
  });

  it('is symmetric for negative amounts (refunds round like charges)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (cents, units) => {
        return usdCentsToKurus(-cents, units) === -usdCentsToKurus(cents, units);
      }),
    );
  });

  it('cents and rate units round-trip what the API carries', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => toCents(fromCents(cents)) === cents));
    expect(toRateUnits(42.1525)).toBe(421_525);
  });
});

describe('Turkish number input', () => {
  it.each([
    ['4.231,50', 4231.5],
    ['4231,5', 4231.5],
    ['42,15', 42.15],
    ['1.234', 1234],
    ['1.234.567,8', 1234567.8],
    [' 42 ', 42],
    ['-5', -5],
    ['0', 0],
  ])('reads %j as %s', (typed, value) => {
    expect(readTurkishDecimal(typed)).toEqual({ value });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'invalid'],
    ['4,231,50', 'invalid'],
    ['42.15', 'ambiguous'],
    ['4.23,5', 'ambiguous'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(readTurkishDecimal(typed)).toEqual({ problem });
  });

  it('reads back what tr-TR formatting writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), (cents) => {
        const written = formatTry(cents / 100).replace(' ₺', '');
        return JSON.stringify(readTurkishDecimal(written)) === JSON.stringify({ value: cents / 100 });
      }),
    );
  });
});
