import {
  type AppliedRule,
  type PricedItem,
  type PriceRule,
  type PriceRuleSet,
  priceRuleTargetNames,
  resolvePriceRule,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, query } from '../../db/client.ts';
import { invalidField } from '../../lib/errors.ts';

/** The rule for `item` (none for a line that cannot be ordered) and its net unit price, by `lineFigures`' rounding. */
export function applyRules(rules: PriceRuleSet, item: PricedItem | null, unitPriceCents: number) {
  const rule: AppliedRule = item === null ? { kind: 'none', discountBasisPoints: 0 } : resolvePriceRule(rules, item);
  // Half-up to the cent, as the contract's share(): the net price a screen shows is the order line's.
  const discount = Number((BigInt(unitPriceCents) * BigInt(rule.discountBasisPoints) * 2n + 10_000n) / 20_000n);
  return { rule, netUnitPriceCents: unitPriceCents - discount };
}

/** A product that matches no rule but 'all' (ids are positive): what the dealer's rule for everything gives. */
export const allRuleBasisPoints = (rules: PriceRuleSet) =>
  resolvePriceRule(rules, { productId: 0, categoryId: 0, seriesIds: [], brandIds: [] }).discountBasisPoints;

/** The dealer's group rules and own rules as JSON text, as `users` and `price_groups` store them. */
export const ruleSetSql = (userId: number | ReturnType<typeof sql>) => sql`(select json_build_object(
    'own', u.price_rules, 'group', coalesce(g.rules, '[]'::jsonb))::text
  from users u left join price_groups g on g.id = u.price_group_id where u.id = ${userId})`;

export const parseRuleSet = (text: string | null): PriceRuleSet =>
  text === null ? { group: [], own: [] } : (JSON.parse(text) as PriceRuleSet);

/** The one statement's answer: the rule set of a user. */
export async function readRuleSet(db: Conn, userId: number): Promise<PriceRuleSet> {
  const [row] = await query<{ rules: string | null }>(db, sql`select ${ruleSetSql(userId)} as rules`);
  return parseRuleSet(row?.rules ?? null);
}

const tableOf = { brand: 'brands', series: 'series', category: 'categories', product: 'products' } as const;

/**
 * 400 naming the first rule whose brand, series, category or product does not exist: one statement for all the
 * rules. `field` is where the rules sit in the body (`rules`, `priceRules`).
 */
export async function checkRuleTargets(db: Conn, rules: PriceRule[], field: string): Promise<void> {
  const targeted = rules.map((r, index) => ({ ...r, index })).filter((r) => r.target !== 'all');
  if (targeted.length === 0) return;
  const lookups = (Object.keys(tableOf) as (keyof typeof tableOf)[]).map(
    (target) =>
      sql`select ${target}::text as target, id from ${sql.identifier(tableOf[target])}
          where id = any(${sql.param(targeted.filter((r) => r.target === target).map((r) => r.targetId))}::int[])`,
  );
  const found = await query<{ target: string; id: number }>(db, sql.join(lookups, sql` union all `));
  const known = new Set(found.map((f) => `${f.target}:${f.id}`));
  const missing = targeted.find((r) => !known.has(`${r.target}:${r.targetId}`));
  if (missing === undefined) return;
  const name = priceRuleTargetNames[missing.target];
  throw invalidField(`${field}.${missing.index}.targetId`, 'Kural hedefi', `${name} #${missing.targetId} bulunamadı`);
}

/**
 * A row read with `productFitsJoin` (its product, category and `fits`), as what the rules look at. Only for a row
 * whose product exists: its ids are nullable in the row types of left joins.
 */
export const pricedItemOf = (r: {
  productId: number | null;
  categoryId: number | null;
  seriesIds: number[] | null;
  brandIds: number[] | null;
}): PricedItem => ({
  productId: r.productId as number,
  categoryId: r.categoryId as number,
  seriesIds: r.seriesIds ?? [],
  brandIds: r.brandIds ?? [],
});

/**
 * Joins `fits` to `products p`: the series and brands of the models the product fits, which series and brand rules
 * look at. One lateral subquery over the product's models (their primary key's index), not one statement per line.
 */
export const productFitsJoin = sql`left join lateral (
    select array_agg(distinct m.series_id) as "seriesIds", array_agg(distinct se.brand_id) as "brandIds"
    from product_models pm join models m on m.id = pm.model_id join series se on se.id = m.series_id
    where pm.product_id = p.id
  ) fits on true`;
