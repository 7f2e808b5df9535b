import { nameKey } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { modelsOfBrands, type Named, namedRows } from './model-names.ts';

/** What an add-products import reads of the catalogue: the records its lines' names and codes meet. */

/** The names and code of a line that the records are looked up by. */
type LineNames = { brand: string; category: string; variant: string; stockCode: string; productName: string };

type ExistingStock = {
  stockCode: string;
  productId: number | null;
  productName: string | null;
  variantKey: string | null;
  variantName: string | null;
};
type ExistingProduct = { id: number; key: string; categoryId: number; modelIds: number[]; variantIds: number[] };

/** What the file's names and codes meet in the database, in one statement per kind. */
export async function readExisting(tx: Tx, lines: LineNames[], key: NameKeys) {
  const unique = (pick: (l: LineNames) => string) => [...new Set(lines.map(pick))];
  const brands = await namedRows(
    tx,
    'brands',
    unique((l) => key(l.brand)),
  );
  const brandIds = [...brands.values()].map((b) => b.id);
  const series = await query<Named & { brandId: number }>(
    tx,
    sql`select id, name, name_folded as key, brand_id as "brandId" from series
        where brand_id = any(${sql.param(brandIds)}::int[])`,
  );
  const models = await modelsOfBrands(tx, brandIds);
  const categories = await namedRows(
    tx,
    'categories',
    unique((l) => key(l.category)),
  );
  const variants = await namedRows(
    tx,
    'variants',
    unique((l) => key(l.variant)),
  );
  const stocks = await query<ExistingStock>(
    tx,
    sql`select s.stock_code as "stockCode", p.id as "productId", p.name as "productName",
          v.name_folded as "variantKey", v.name as "variantName"
        from stocks s left join product_variants pv on pv.stock_id = s.id
        left join products p on p.id = pv.product_id left join variants v on v.id = pv.variant_id
        where s.stock_code = any(${sql.param(unique((l) => l.stockCode))}::text[]) and s.deleted_at is null`,
  );
  const products = await query<ExistingProduct & { models: string; variants: string }>(
    tx,
    sql`select p.id, p.name_folded as key, p.category_id as "categoryId",
          (select coalesce(json_agg(pm.model_id order by pm.model_id), '[]')::text
             from product_models pm where pm.product_id = p.id) as models,
          (select coalesce(json_agg(pv.variant_id), '[]')::text
             from product_variants pv where pv.product_id = p.id) as variants
        from products p where p.name_folded = any(${sql.param(unique((l) => key(l.productName)))}::text[])`,
  );
  return {
    brands,
    series: new Map(series.map((s) => [`${s.brandId}|${s.key}`, s])),
    models,
    categories,
    variants,
    stocks: new Map(stocks.map((s) => [s.stockCode, s])),
    products: byKey(
      products.map((p) => ({
        ...p,
        modelIds: JSON.parse(p.models) as number[],
        variantIds: JSON.parse(p.variants) as number[],
      })),
    ),
  };
}
export type Existing = Awaited<ReturnType<typeof readExisting>>;

/** Products on record by their name key (several products may share a name). */
function byKey(products: ExistingProduct[]): Map<string, ExistingProduct[]> {
  const map = new Map<string, ExistingProduct[]>();
  for (const p of products) {
    const list = map.get(p.key);
    if (list) list.push(p);
    else map.set(p.key, [p]);
  }
  return map;
}

export type NameKeys = (name: string) => string;
/** `nameKey`, computed once per name: a file repeats its brands, series, categories and variants on every line. */
export function nameKeys(): NameKeys {
  const cache = new Map<string, string>();
  return (name) => {
    let key = cache.get(name);
    if (key === undefined) {
      key = nameKey(name);
      cache.set(name, key);
    }
    return key;
  };
}
