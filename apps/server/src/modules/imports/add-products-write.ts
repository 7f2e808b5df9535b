import type { CategoryType } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { searchableName } from '../catalog/index.ts';
import { applyStockChanges } from '../stocks/index.ts';
import type { ImportContext } from './run.ts';

/** A row on record (`id`) or one the import creates, by its key in the plan. */
export type Ref = { id: number } | { key: string };
export type NewProduct = { line: number; name: string; description: string; category: Ref; models: Ref[] };
export type NewProductVariant = {
  product: Ref;
  variant: Ref;
  stockCode: string;
  quantity: number;
  priceCents: number;
  criticalLevel: number;
};

/** What an add-products import writes, by the keys `check` gave the new rows. */
export type AddProductsPlan = {
  brands: Map<string, string>;
  series: Map<string, { brand: Ref; name: string }>;
  models: Map<string, { series: Ref; name: string }>;
  categories: Map<string, { name: string; type: CategoryType }>;
  variants: Map<string, string>;
  products: Map<string, NewProduct>;
  productVariants: NewProductVariant[];
  /** Products on record that receive variants (their updated_at moves). */
  existingProducts: Set<number>;
};

type Table = 'brands' | 'series' | 'models' | 'categories' | 'variants' | 'products' | 'stocks';

/**
 * Takes `n` ids of a table's identity sequence, so rows inserted in one statement are known by their place in the
 * input rather than by the order RETURNING happens to give.
 */
async function allocateIds(tx: Tx, table: Table, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await query<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return rows.map((r) => r.id);
}

type NamedTable = 'brands' | 'series' | 'models' | 'categories' | 'variants' | 'products';
/** A column written beside a name, with its type for `json_to_recordset`. */
type Extra = { column: string; type: 'int' | 'text' };

/** Inserts named rows (the name with its search and sort keys, and the extra columns); answers key → id. */
async function insertNamed(
  tx: Tx,
  table: NamedTable,
  rows: { key: string; name: string; extra?: Record<string, number | string> }[],
  extras: Extra[] = [],
): Promise<Map<string, number>> {
  const ids = await allocateIds(tx, table, rows.length);
  if (ids.length === 0) return new Map();
  const values = rows.map((r, i) => {
    const n = searchableName(r.name);
    return {
      id: ids[i],
      name: n.name,
      name_folded: n.nameFolded,
      name_search: n.nameSearch,
      name_sort: n.nameSort,
      ...r.extra,
    };
  });
  // Column names and types come from this file, never from the request.
  const columns = ['id', 'name', 'name_folded', 'name_search', 'name_sort', ...extras.map((e) => e.column)];
  const types = ['id int', 'name text', 'name_folded text', 'name_search text', 'name_sort text'];
  const list = sql.raw(columns.join(', '));
  await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) overriding system value
    select ${list} from ${jsonRows(values, sql.raw([...types, ...extras.map((e) => `${e.column} ${e.type}`)].join(', ')))}`);
  return new Map(rows.map((r, i) => [r.key, ids[i]]));
}

const idOf = (ids: Map<string, number>) => (ref: Ref) => ('id' in ref ? ref.id : (ids.get(ref.key) as number));

/** The new products and the models each fits. */
async function insertProducts(
  tx: Tx,
  products: [string, NewProduct][],
  categoryOf: (ref: Ref) => number,
  modelOf: (ref: Ref) => number,
): Promise<Map<string, number>> {
  const ids = await insertNamed(
    tx,
    'products',
    products.map(([key, p]) => ({
      key,
      name: p.name,
      extra: { description: p.description, category_id: categoryOf(p.category) },
    })),
    [
      { column: 'description', type: 'text' },
      { column: 'category_id', type: 'int' },
    ],
  );
  const fits = products.flatMap(([key, p]) =>
    [...new Set(p.models.map(modelOf))].map((model) => ({ product: ids.get(key), model })),
  );
  if (fits.length > 0) {
    await tx.execute(sql`insert into product_models (product_id, model_id)
      select product, model from ${jsonRows(fits, sql`product int, model int`)}`);
  }
  return ids;
}

/**
 * Writes a checked plan, a statement per kind of row whatever the number of lines: names (brands, series, models,
 * categories, variants), products and their models, stocks at 0 brought to their quantity by one 'import' movement
 * each (`applyStockChanges`), and the product variants. Runs inside the import's catalogue transaction.
 */
export async function writeAddProducts(tx: Tx, plan: AddProductsPlan, context: ImportContext): Promise<void> {
  const entries = <T>(map: Map<string, T>) => [...map.entries()];
  context.step('Markalar, seriler, modeller, kategoriler ve varyantlar yazılıyor');
  const brand = idOf(
    await insertNamed(
      tx,
      'brands',
      entries(plan.brands).map(([key, name]) => ({ key, name })),
    ),
  );
  const series = idOf(
    await insertNamed(
      tx,
      'series',
      entries(plan.series).map(([key, s]) => ({ key, name: s.name, extra: { brand_id: brand(s.brand) } })),
      [{ column: 'brand_id', type: 'int' }],
    ),
  );
  const model = idOf(
    await insertNamed(
      tx,
      'models',
      entries(plan.models).map(([key, m]) => ({ key, name: m.name, extra: { series_id: series(m.series) } })),
      [{ column: 'series_id', type: 'int' }],
    ),
  );
  const category = idOf(
    await insertNamed(
      tx,
      'categories',
      entries(plan.categories).map(([key, c]) => ({ key, name: c.name, extra: { type: c.type } })),
      [{ column: 'type', type: 'int' }],
    ),
  );
  const variant = idOf(
    await insertNamed(
      tx,
      'variants',
      entries(plan.variants).map(([key, name]) => ({ key, name })),
    ),
  );

  context.step('Ürünler yazılıyor');
  const product = idOf(await insertProducts(tx, entries(plan.products), category, model));

  context.step('Stoklar ve stok hareketleri yazılıyor');
  const lines = plan.productVariants;
  const stockIds = await allocateIds(tx, 'stocks', lines.length);
  if (lines.length > 0) {
    const rows = lines.map((l, i) => ({
      id: stockIds[i],
      code: l.stockCode,
      price: l.priceCents,
      critical: l.criticalLevel,
    }));
    await tx.execute(sql`insert into stocks (id, stock_code, quantity, price_cents, critical_level)
      overriding system value
      select id, code, 0, price, critical from ${jsonRows(rows, sql`id int, code text, price int, critical int`)}`);
  }
  await applyStockChanges(
    tx,
    lines.map((l, i) => ({ stockId: stockIds[i], delta: l.quantity })),
    { reason: 'import', actorId: context.actorId, reference: context.reference },
  );

  context.step('Ürün varyantları yazılıyor');
  if (lines.length > 0) {
    const rows = lines.map((l, i) => ({
      product: product(l.product),
      variant: variant(l.variant),
      stock: stockIds[i],
    }));
    await tx.execute(sql`insert into product_variants (product_id, variant_id, stock_id)
      select product, variant, stock from ${jsonRows(rows, sql`product int, variant int, stock int`)}`);
  }
  if (plan.existingProducts.size > 0) {
    await tx.execute(sql`update products set updated_at = now()
      where id = any(${sql.param([...plan.existingProducts])}::int[])`);
  }
}
