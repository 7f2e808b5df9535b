import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  lineFigures,
  linesFigures,
  type PricingTerms,
  sumFigures,
  toBasisPoints,
  usdCentsToKurus,
  zeroFigures,
} from '../src/index.ts';

const terms = (discountPercent: number, kdvPercent: number, rate: number): PricingTerms => ({
  discountBasisPoints: toBasisPoints(discountPercent),
  kdvPercent,
  rateUnits: Math.round(rate * 10_000),
});

describe('order totals', () => {
  it('prices a line: 3 × $12,50, 12,5 % discount, KDV 20 %, at 42,15 ₺', () => {
    expect(lineFigures(1250, 3, terms(12.5, 20, 42.15))).toEqual({
      // 3,750 − 469 (468.75 rounds up) = 3,281; KDV 656.2 → 656; total 3,937 cents.
      usd: { subtotal: 3750, discount: 469, kdv: 656, total: 3937 },
      // Each component at the rate: 158,063 − 19,768 + 27,650 kuruş.
      try: { subtotal: 158063, discount: 19768, kdv: 27650, total: 165945 },
    });
  });

  it('with no discount and KDV 0 the total is the subtotal', () => {
    expect(lineFigures(999, 7, terms(0, 0, 1)).usd).toEqual({ subtotal: 6993, discount: 0, kdv: 0, total: 6993 });
  });

  it('reads percent with two decimals as basis points without binary fractions', () => {
    expect([12.5, 0.01, 33.33, 100, 0].map(toBasisPoints)).toEqual([1250, 1, 3333, 10000, 0]);
  });

  // Up to $100.000 a unit and 10.000 units at 1.000 ₺: every figure of 20 such lines stays a safe integer.
  const line = fc.record({
    unitPriceCents: fc.integer({ min: 1, max: 10_000_000 }),
    quantity: fc.integer({ min: 0, max: 10_000 }),
  });
  const anyTerms = fc.record({
    discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    kdvPercent: fc.integer({ min: 0, max: 100 }),
    rateUnits: fc.integer({ min: 10_000, max: 10_000_000 }),
  });

  it('every line adds up in both currencies, and its discount never passes its subtotal', () => {
    fc.assert(
      fc.property(line, anyTerms, ({ unitPriceCents, quantity }, t) => {
        const f = lineFigures(unitPriceCents, quantity, t);
        for (const m of [f.usd, f.try]) {
          expect(m.total).toBe(m.subtotal - m.discount + m.kdv);
          expect(m.discount).toBeLessThanOrEqual(m.subtotal);
          expect(m.discount).toBeGreaterThanOrEqual(0);
          expect(m.kdv).toBeGreaterThanOrEqual(0);
          for (const v of Object.values(m)) expect(Number.isSafeInteger(v)).toBe(true);
        }
        expect(f.usd.subtotal).toBe(unitPriceCents * quantity);
      }),
    );
  });

  it("an order's figures are the sums of its lines' figures", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), anyTerms, (lines, t) => {
        const figures = lines.map((l) => lineFigures(l.unitPriceCents, l.quantity, t));
        const sum = sumFigures(figures);
        for (const currency of ['usd', 'try'] as const) {
          for (const key of ['subtotal', 'discount', 'kdv', 'total'] as const) {
            expect(sum[currency][key]).toBe(figures.reduce((acc, f) => acc + f[currency][key], 0));
          }
          expect(sum[currency].total).toBe(sum[currency].subtotal - sum[currency].discount + sum[currency].kdv);
        }
      }),
    );
    expect(sumFigures([])).toEqual(zeroFigures());
  });

  it('lines together convert line by line, as the order does, never the USD sum at once', () => {
    const twoLines = [
      { unitPriceCents: 1250, quantity: 1 },
      { unitPriceCents: 1250, quantity: 1 },
    ];
    const figures = linesFigures(twoLines, terms(0, 0, 42.15));
    expect(figures.usd.subtotal).toBe(2500);
    expect(figures.try.subtotal).toBe(105_376);
    expect(usdCentsToKurus(2500, terms(0, 0, 42.15).rateUnits)).toBe(105_375);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), anyTerms, (lines, t) => {
        expect(linesFigures(lines, t)).toEqual(
          sumFigures(lines.map((l) => lineFigures(l.unitPriceCents, l.quantity, t))),
        );
      }),
    );
  });

  describe("the dealer's price (discountedPrice)", () => {
    it('takes the discount off half-up to the cent: $12,50 at 5,5 % is $11,81 (68.75 cents off rounds to 69)', () => {
      expect(discountedPrice(1250, 1, terms(5.5, 20, 42.15))).toEqual({
        list: { usd: 1250, try: 52688 },
        // 52,688 − 2,908 kuruş (69 cents at 42,15): the TL side converts each component, as an order line does
        net: { usd: 1181, try: 49780 },
      });
    });

    it('is the list price when there is no discount, and nothing at 100 %', () => {
      expect(discountedPrice(999, 3, terms(0, 0, 40)).net).toEqual(discountedPrice(999, 3, terms(0, 0, 40)).list);
      expect(discountedPrice(999, 3, terms(100, 0, 40)).net).toEqual({ usd: 0, try: 0 });
    });

    it('comes to the cent an order line charges, whatever the KDV rate', () => {
      fc.assert(
        fc.property(line, anyTerms, ({ unitPriceCents, quantity }, t) => {
          const price = discountedPrice(unitPriceCents, quantity, t);
          const f = lineFigures(unitPriceCents, quantity, t);
          expect(price.list).toEqual({ usd: f.usd.subtotal, try: f.try.subtotal });
          expect(price.net).toEqual({ usd: f.usd.subtotal - f.usd.discount, try: f.try.subtotal - f.try.discount });
          // never above the list price, never below nothing, and the list price in TL at the rate
          for (const c of ['usd', 'try'] as const) {
            expect(price.net[c]).toBeLessThanOrEqual(price.list[c]);
            expect(price.net[c]).toBeGreaterThanOrEqual(0);
          }
          expect(price.list.try).toBe(usdCentsToKurus(unitPriceCents * quantity, t.rateUnits));
        }),
      );
    });

    it('never rises as the discount grows', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.integer({ min: 0, max: 9_999 }),
          fc.integer({ min: 10_000, max: 10_000_000 }),
          (unitPriceCents, discountBasisPoints, rateUnits) => {
            const less = discountedPrice(unitPriceCents, 1, { discountBasisPoints, rateUnits }).net;
            const more = discountedPrice(unitPriceCents, 1, {
              discountBasisPoints: discountBasisPoints + 1,
              rateUnits,
            }).net;
            expect(more.usd).toBeLessThanOrEqual(less.usd);
          },
        ),
      );
    });
  });
});
