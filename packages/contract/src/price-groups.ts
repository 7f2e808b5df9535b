import { z } from 'zod';
import { dbId, displayName, id, idParam } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/**
 * Price rules (docs/domain.md#pricing): a discount off the list price for everything, a brand, a series, a category
 * or one product. A dealer is priced by their group's rules and their own; `resolvePriceRule` picks the one that
 * applies to a product.
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

export const priceRule = z
  .object({
    target: labelled('Kural hedefi', z.enum(priceRuleTargets)),
    /** The brand, series, category or product; none for `all`. */
    targetId: labelled('Kural hedefi kimliği', dbId).nullish(),
    /** 0–100 with up to 2 decimals. */
    discountPercent: labelled(
      'İskonto (%)',
      z
        .number()
        .min(0)
        .max(100)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
          message: 'En fazla 2 ondalık basamak olabilir',
        }),
    ),
  })
  .superRefine((rule, ctx) => {
    const needsId = rule.target !== 'all';
    if (needsId && (rule.targetId === undefined || rule.targetId === null)) {
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: 'Kural hedefi kimliği: bu kural için gereklidir' });
    }
    if (!needsId && rule.targetId !== undefined && rule.targetId !== null) {
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: "Kural hedefi kimliği: 'Tümü' kuralında olamaz" });
    }
  })
  .transform((r) => ({
    target: r.target,
    targetId: r.target === 'all' ? null : (r.targetId as number),
    discountPercent: r.discountPercent,
  }));
export type PriceRule = z.output<typeof priceRule>;
/** A rule as answers carry it (stored as `priceRule` made it: `targetId` null for 'all'). */
export const storedPriceRule = z.object({
  target: z.enum(priceRuleTargets),
  targetId: z.number().int().nullable(),
  discountPercent: z.number(),
});

/** A list of rules: one rule per target at most (two discounts for one brand would be a typo, not a policy). */
export const priceRules = labelled(
  'Fiyat kuralları',
  z
    .array(priceRule)
    .max(MAX_PRICE_RULES)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((r, i) => {
        const key = `${r.target}:${r.targetId ?? ''}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [i], message: 'Fiyat kuralları: aynı hedef için iki kural olamaz' });
        }
        seen.add(key);
      });
    }),
);

/** The rules that price one dealer: their group's and their own. */
export const priceRuleSet = z.object({ group: z.array(storedPriceRule), own: z.array(storedPriceRule) });
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
export const appliedRuleKind = z.enum(['none', ...priceRuleTargets]);
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

// ---- price groups (admin) ----

export const priceGroupBody = z.object({ name: displayName, rules: priceRules });
export type PriceGroupBody = z.input<typeof priceGroupBody>;
export const priceGroupUpdate = priceGroupBody.extend({ id });
export type PriceGroupUpdate = z.input<typeof priceGroupUpdate>;

export const priceGroup = z.object({
  id,
  name: z.string(),
  rules: z.array(storedPriceRule),
  /** How many dealers are in the group: a group with dealers cannot be deleted. */
  dealerCount: z.number().int(),
});
export type PriceGroup = z.output<typeof priceGroup>;

export const priceGroupsApi = defineArea('priceGroups', {
  listPriceGroups: {
    method: 'GET',
    path: '/price-groups',
    access: 'admin',
    summary: 'Fiyat grupları, ada göre',
    status: 200,
    response: z.array(priceGroup),
  },
  createPriceGroup: {
    method: 'POST',
    path: '/price-groups',
    access: 'admin',
    summary: 'Yeni fiyat grubu',
    body: priceGroupBody,
    status: 201,
    response: priceGroup,
  },
  updatePriceGroup: {
    method: 'PUT',
    path: '/price-groups/update',
    access: 'admin',
    summary: 'Fiyat grubunun adını ve kurallarını değiştir',
    body: priceGroupUpdate,
    status: 200,
    response: priceGroup,
  },
  getDealerPriceRules: {
    method: 'GET',
    path: '/price-groups/dealer/:id',
    access: 'admin',
    summary: 'Bir bayinin fiyat kuralları (grubunun ve kendi): kataloğa "bayi gözüyle" bakmak için',
    params: idParam,
    status: 200,
    response: priceRuleSet,
  },
  deletePriceGroup: {
    method: 'DELETE',
    path: '/price-groups/:id',
    access: 'admin',
    summary: 'Fiyat grubunu sil (içinde bayi varken olmaz)',
    params: idParam,
    status: 204,
    response: null,
  },
});
