import { fromCents, importHeader, type StockUpdateQuery, type StockUpdateRow } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, query } from '../../db/client.ts';
import { isoString } from '../../lib/days.ts';
import { matchesWords, stockCodeContains } from '../../lib/search.ts';
import { sendTable, type TableFormat } from '../../lib/table-files.ts';

/**
 * GET /api/products/for-stock-update: every product variant as one flat row of the bulk stock-update grid, filtered on
 * the server, in product then variant order. Two statements whatever the number of rows: the rows, and the brands and
 * models of their products (one list per product, shared by its variants).
 */

type Row = Omit<StockUpdateRow, 'brandIds' | 'modelIds' | 'brands' | 'models' | 'priceUsd' | 'updatedAt'> & {
  priceCents: number;
  updatedAt: Date | string;
};
type Fit = { productId: number; fits: string };
type Fits = Pick<StockUpdateRow, 'brandIds' | 'modelIds' | 'brands' | 'models'>;

function conditions(q: StockUpdateQuery): SQL {
  const where: SQL[] = [sql`s.deleted_at is null`];
  if (q.search) {
    where.push(sql`(${matchesWords(sql`(p.name_search || ' ' || v.name_search)`, q.search)}
      or ${stockCodeContains(sql`s.stock_code`, q.search)})`);
  }
  const fits = (condition: SQL) =>
    sql`exists (select 1 from product_models pm join models m on m.id = pm.model_id join series se on se.id = m.series_id
      where pm.product_id = p.id and ${condition})`;
  if (q.brandId) where.push(fits(sql`se.brand_id = ${q.brandId}`));
  if (q.seriesId) where.push(fits(sql`se.id = ${q.seriesId}`));
  if (q.modelId) where.push(fits(sql`m.id = ${q.modelId}`));
  if (q.categoryId) where.push(sql`p.category_id = ${q.categoryId}`);
  if (q.critical === 'true') where.push(sql`s.quantity <= s.critical_level`);
  if (q.critical === 'false') where.push(sql`s.quantity > s.critical_level`);
  if (q.active) where.push(sql`p.active = ${q.active === 'true'}`);
  return sql.join(where, sql` and `);
}

/** The brands and models each product fits, from `[brandId, brand, modelId, model]` rows in catalogue order. */
function fitsOf(rows: Fit[]): Map<number, Fits> {
  const result = new Map<number, Fits>();
  for (const row of rows) {
    const list = JSON.parse(row.fits) as [number, string, number, string][];
    const brands = new Map(list.map(([id, name]) => [id, name]));
    result.set(row.productId, {
      brandIds: [...brands.keys()],
      brands: [...brands.values()].join(', '),
      modelIds: list.map((f) => f[2]),
      models: list.map((f) => f[3]).join(', '),
    });
  }
  return result;
}

export async function stockUpdateRows(
  db: Db,
  q: StockUpdateQuery,
): Promise<{ items: StockUpdateRow[]; total: number }> {
  const rows = await query<Row>(
    db,
    sql`select s.id as "stockId", s.stock_code as "stockCode", pv.id as "productVariantId", p.id as "productId",
          p.name as "productName", p.active as "productActive", v.id as "variantId", v.name as "variantName",
          c.id as "categoryId", c.name as "categoryName", s.quantity, s.price_cents as "priceCents",
          s.critical_level as "criticalLevel", s.location, s.updated_at as "updatedAt"
        from product_variants pv
        join products p on p.id = pv.product_id
        join variants v on v.id = pv.variant_id
        join stocks s on s.id = pv.stock_id
        join categories c on c.id = p.category_id
        where ${conditions(q)}
        order by p.name_sort, p.id, v.name_sort, pv.id`,
  );
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const fits = fitsOf(
    await query<Fit>(
      db,
      sql`select pm.product_id as "productId",
            json_agg(json_build_array(b.id, b.name, m.id, m.name)
              order by b.name_sort, b.id, se.name_sort, se.id, m.name_sort, m.id)::text as fits
          from product_models pm join models m on m.id = pm.model_id join series se on se.id = m.series_id
          join brands b on b.id = se.brand_id
          where pm.product_id = any(${sql.param(productIds)}::int[])
          group by pm.product_id`,
    ),
  );
  const none: Fits = { brandIds: [], modelIds: [], brands: '', models: '' };
  const items = rows.map(({ priceCents, updatedAt, ...r }) => ({
    ...r,
    ...(fits.get(r.productId) ?? none),
    priceUsd: fromCents(priceCents),
    updatedAt: isoString(updatedAt),
  }));
  return { items, total: items.length };
}

const header = (key: string) => importHeader('stock-update', key);

/**
 * The grid's rows as a file (CSV or .xlsx), with the stock-update import's headers, so the edited file goes back in
 * through its preview: `Görülen Adet` keeps the quantity exported, `Adet` is the one to edit.
 */
export async function exportStockUpdateRows(
  db: Db,
  q: StockUpdateQuery & { format: TableFormat },
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { items } = await stockUpdateRows(db, q);
  const day = new Date().toISOString().slice(0, 10);
  return sendTable(reply, q.format, `urunler-stoklar-${day}`, {
    sheet: 'Ürünler ve stoklar',
    columns: [
      { header: header('stockId'), decimals: 0 },
      { header: header('stockCode'), width: 22 },
      { header: 'Ürün', width: 40 },
      { header: 'Varyant', width: 16 },
      { header: 'Kategori', width: 16 },
      { header: 'Markalar', width: 14 },
      { header: 'Modeller', width: 40 },
      { header: 'Durum', width: 8 },
      { header: header('seenQuantity'), decimals: 0 },
      { header: header('quantity'), decimals: 0 },
      { header: header('priceUsd'), decimals: 2 },
      { header: header('criticalLevel'), decimals: 0 },
    ],
    rows: items.map((r) => [
      r.stockId,
      r.stockCode,
      r.productName,
      r.variantName,
      r.categoryName,
      r.brands,
      r.models,
      r.productActive ? 'Aktif' : 'Pasif',
      r.quantity,
      r.quantity,
      r.priceUsd,
      r.criticalLevel,
    ]),
  });
}
