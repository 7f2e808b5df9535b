import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PricedItem,
  type PriceRule,
  type PriceRuleTarget,
  priceGroupBody,
  priceRuleTargets,
  resolvePriceRule,
} from '../src/index.ts';

const item: PricedItem = { productId: 7, categoryId: 3, seriesIds: [11, 12], brandIds: [1] };
const rule = (target: PriceRuleTarget, discountPercent: number, targetId: number | null = null): PriceRule => ({
  target,
  targetId: target === 'all' ? null : targetId,
  discountPercent,
});

describe('price rules (resolvePriceRule)', () => {
  it('is the list price without a rule, and the rule for everything when nothing more specific matches', () => {
    expect(resolvePriceRule({ group: [], own: [] }, item)).toEqual({ kind: 'none', discountBasisPoints: 0 });
    const rules = { group: [rule('all', 5), rule('category', 20, 4), rule('brand', 9, 2)], own: [] };
    expect(resolvePriceRule(rules, item)).toEqual({ kind: 'all', discountBasisPoints: 500 });
  });

  it('takes the most specific level: product > series > category > brand > all', () => {
    const group = [
      rule('all', 1),
      rule('brand', 2, 1),
      rule('category', 3, 3),
      rule('series', 4, 12),
      rule('product', 5, 7),
    ];
    expect(resolvePriceRule({ group, own: [] }, item)).toEqual({ kind: 'product', discountBasisPoints: 500 });
    expect(resolvePriceRule({ group: group.slice(0, 4), own: [] }, item)).toEqual({
      kind: 'series',
      discountBasisPoints: 400,
    });
    expect(resolvePriceRule({ group: group.slice(0, 3), own: [] }, item).kind).toBe('category');
    expect(resolvePriceRule({ group: group.slice(0, 2), own: [] }, item).kind).toBe('brand');
  });

  it("prefers the dealer's own rule at the same level, even when the group's gives more; a more specific group rule still wins", () => {
    const rules = { group: [rule('category', 30, 3), rule('product', 2, 7)], own: [rule('category', 10, 3)] };
    expect(resolvePriceRule(rules, item)).toEqual({ kind: 'product', discountBasisPoints: 200 });
    const sameLevel = { group: [rule('category', 30, 3)], own: [rule('category', 10, 3), rule('all', 50)] };
    expect(resolvePriceRule(sameLevel, item)).toEqual({ kind: 'category', discountBasisPoints: 1000 });
  });

  it('gives the larger discount when a product fits two series with rules of one source', () => {
    const rules = { group: [rule('series', 4, 11), rule('series', 6, 12)], own: [] };
    expect(resolvePriceRule(rules, item)).toEqual({ kind: 'series', discountBasisPoints: 600 });
  });

  const ruleArb = fc
    .record({
      target: fc.constantFrom(...priceRuleTargets),
      targetId: fc.integer({ min: 1, max: 4 }),
      discountPercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    })
    .map((r) => rule(r.target, r.discountPercent, r.targetId));
  const itemArb = fc.record({
    productId: fc.integer({ min: 1, max: 4 }),
    categoryId: fc.integer({ min: 1, max: 4 }),
    seriesIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    brandIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  });
  const level = (kind: string) => ['product', 'series', 'category', 'brand', 'all', 'none'].indexOf(kind);
  const matches = (r: PriceRule, i: PricedItem) =>
    r.target === 'all' ||
    (r.target === 'product' && r.targetId === i.productId) ||
    (r.target === 'category' && r.targetId === i.categoryId) ||
    (r.target === 'series' && i.seriesIds.includes(r.targetId as number)) ||
    (r.target === 'brand' && i.brandIds.includes(r.targetId as number));

  it('always picks a matching rule of the most specific matching level, own over group (property)', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { maxLength: 8 }),
        fc.array(ruleArb, { maxLength: 8 }),
        itemArb,
        (group, own, i) => {
          const applied = resolvePriceRule({ group, own }, i);
          const matching = [...group, ...own].filter((r) => matches(r, i));
          if (matching.length === 0) {
            expect(applied).toEqual({ kind: 'none', discountBasisPoints: 0 });
            return;
          }
          const best = Math.min(...matching.map((r) => level(r.target)));
          expect(level(applied.kind)).toBe(best);
          const atLevel = (list: PriceRule[]) => list.filter((r) => matches(r, i) && level(r.target) === best);
          const source = atLevel(own).length > 0 ? atLevel(own) : atLevel(group);
          const most = Math.max(...source.map((r) => Math.round(r.discountPercent * 100)));
          expect(applied.discountBasisPoints).toBe(most);
        },
      ),
    );
  });

  it('never depends on the order the rules are listed in (property)', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { maxLength: 8 }),
        fc.array(ruleArb, { maxLength: 8 }),
        itemArb,
        (group, own, i) => {
          const reversed = { group: [...group].reverse(), own: [...own].reverse() };
          expect(resolvePriceRule(reversed, i)).toEqual(resolvePriceRule({ group, own }, i));
        },
      ),
    );
  });
});

describe('a price group as sent', () => {
  it('needs a target id except for everything, and one rule per target', () => {
    const ok = priceGroupBody.safeParse({ name: 'Bayi A', rules: [{ target: 'all', discountPercent: 5 }] });
    expect(ok.success && ok.data.rules).toEqual([{ target: 'all', targetId: null, discountPercent: 5 }]);
    const noId = priceGroupBody.safeParse({ name: 'Bayi A', rules: [{ target: 'brand', discountPercent: 5 }] });
    expect(noId.success).toBe(false);
    const twice = priceGroupBody.safeParse({
      name: 'Bayi A',
      rules: [
        { target: 'brand', targetId: 1, discountPercent: 5 },
        { target: 'brand', targetId: 1, discountPercent: 6 },
      ],
    });
    expect(twice.error?.issues[0].message).toMatch(/aynı hedef/);
    const tooMuch = priceGroupBody.safeParse({ name: 'X', rules: [{ target: 'all', discountPercent: 100.5 }] });
    expect(tooMuch.success).toBe(false);
  });
});
