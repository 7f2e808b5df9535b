import type { PriceRule } from './price-groups.ts';

/**
 * Price rules (docs/domain.md#pricing): a discount off the list price for everything, a brand, a series, a category
 * or one product. A dealer is priced by their group's rules and their own; `resolvePriceRule` picks the one that
 * applies to a product. The rules' words and arithmetic are here, their schemas in price-groups.ts: the dealer's pages
 * price every row with `resolvePriceRule` and must not build the admin's schemas to do so.
 */
export const priceRuleTargets = ['product', 'series', 'category', 'brand', 'all'] as const;
export type PriceRuleTarget = (typeof priceRuleTargets)[number];

/** Most specific first: the first level with a matching rule decides. */
const specificity: Record<PriceRuleTarget, number> = { product: 0, series: 1, category: 2, brand: 3, all: 4 };

export const priceRuleTargetNames: Record<PriceRuleTarget, string> = {
  all: 'Tümü',
  brand: 'Marka',
  series: 'Seri',
  category: 'Kategori',
  product: 'Ürün',
};

/** The most rules a group or a dealer may have: a price list, not a second catalogue. */
export const MAX_PRICE_RULES = 500;

export type PriceRuleSet = { group: PriceRule[]; own: PriceRule[] };
export const emptyRuleSet = (): PriceRuleSet => ({ group: [], own: [] });

/**
 * What a rule looks at in a product: the product, its category, and the series and brands of the models it fits (a
 * case for several phones can sit in two series or brands).
 */
export type PricedItem = {
  productId: number;
  categoryId: number;
  seriesIds: readonly number[];
  brandIds: readonly number[];
};

/** The rule that priced a line: its level and its discount in basis points; `none` is the list price. */
export type AppliedRule = { kind: PriceRuleTarget | 'none'; discountBasisPoints: number };
export const NO_RULE: AppliedRule = { kind: 'none', discountBasisPoints: 0 };

function matches(rule: PriceRule, item: PricedItem): boolean {
  switch (rule.target) {
    case 'all':
      return true;
    case 'product':
      return rule.targetId === item.productId;
    case 'category':
      return rule.targetId === item.categoryId;
    case 'series':
      return item.seriesIds.includes(rule.targetId as number);
    case 'brand':
      return item.brandIds.includes(rule.targetId as number);
  }
}

/**
 * The rule that prices `item`: the most specific level with a matching rule wins (product > series > category >
 * brand > all); at that level the dealer's own rule beats their group's; two rules of one source at one level (a
 * product in two matching series) give the larger discount. No rule: the list price.
 */
export function resolvePriceRule(rules: PriceRuleSet, item: PricedItem): AppliedRule {
  let best: { level: number; own: boolean; bp: number; kind: PriceRuleTarget } | null = null;
  for (const [source, list] of [
    [true, rules.own],
    [false, rules.group],
  ] as const) {
    for (const rule of list) {
      if (!matches(rule, item)) continue;
      const candidate = {
        level: specificity[rule.target],
        own: source,
        bp: Math.round(rule.discountPercent * 100),
        kind: rule.target,
      };
      const better =
        best === null ||
        candidate.level < best.level ||
        (candidate.level === best.level && candidate.own && !best.own) ||
        (candidate.level === best.level && candidate.own === best.own && candidate.bp > best.bp);
      if (better) best = candidate;
    }
  }
  return best === null ? NO_RULE : { kind: best.kind, discountBasisPoints: best.bp };
}

/** The one discount every line shares (an order's totals can say "İskonto %5"), or undefined when rules differ. */
export function sharedDiscountPercent(lines: readonly { discountPercent: number }[]): number | undefined {
  const first = lines[0]?.discountPercent;
  return lines.every((l) => l.discountPercent === first) ? first : undefined;
}
