import { type LineProblem, normaliseStockCode, type StockCodeMatch } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { applyRules, pricedItemOf, productFitsJoin, readRuleSet } from '../pricing/index.ts';

type Row = {
  /** Some product, active or not, sells from the stock. */
  used: boolean;
  productVariantId: number | null;
  productName: string | null;
  variantName: string | null;
  available: number | null;
  unitPriceCents: number | null;
  productId: number | null;
  categoryId: number | null;
  seriesIds: number[] | null;
  brandIds: number[] | null;
};

/**
 * Quick order: each code normalised as stock codes are (docs/domain.md#stock-codes) and looked up in one statement. A code names the
 * product variant of an active product selling from that stock (the oldest, when several do); 'passive' when only
 * passive products use it, 'unknown' when no stock or no product does. What a passive product is stays unsaid.
 */
export async function lookupStockCodes(db: Db, userId: number, codes: string[]): Promise<{ items: StockCodeMatch[] }> {
  const normalised = codes.map(normaliseStockCode);
  const rules = await readRuleSet(db, userId);
  const rows = await query<Row>(
    db,
    sql`select exists(select 1 from product_variants u where u.stock_id = s.id) as used, pv.id as "productVariantId", pv.product_name as "productName",
          pv.variant_name as "variantName", s.quantity as available, s.price_cents as "unitPriceCents",
          pv.product_id as "productId", pv.category_id as "categoryId", pv."seriesIds", pv."brandIds"
        from unnest(${sql.param(normalised)}::text[]) with ordinality as c(code, n)
        left join stocks s on s.stock_code = c.code and s.deleted_at is null
        left join lateral (
          select pv.id, p.name as product_name, v.name as variant_name, p.id as product_id, p.category_id,
            fits."seriesIds", fits."brandIds"
          from product_variants pv join products p on p.id = pv.product_id join variants v on v.id = pv.variant_id
          ${productFitsJoin}
          where pv.stock_id = s.id and p.active order by pv.id limit 1
        ) pv on true
        order by c.n`,
  );
  return {
    items: rows.map((r, i) => {
      const problem: LineProblem | null = r.productVariantId !== null ? null : r.used ? 'passive' : 'unknown';
      const unitPriceCents = problem === null ? (r.unitPriceCents ?? 0) : 0;
      const item = problem === null ? pricedItemOf(r) : null;
      const { rule, netUnitPriceCents } = applyRules(rules, item, unitPriceCents);
      return {
        code: codes[i],
        stockCode: normalised[i],
        productVariantId: r.productVariantId,
        productName: r.productName,
        variantName: r.variantName,
        available: problem === null ? (r.available ?? 0) : 0,
        unitPriceCents,
        discountPercent: rule.discountBasisPoints / 100,
        netUnitPriceCents,
        problem,
      };
    }),
  };
}
