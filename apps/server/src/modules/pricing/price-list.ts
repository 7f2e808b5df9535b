import {
  availabilityWord,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type PriceListExportQuery,
  type PriceListQuery,
  type PriceListRow,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, query } from '../../db/client.ts';
import { whereAll } from '../../lib/search.ts';
import { EXPORT_MAX_ROWS, sendTable, type TableColumn } from '../../lib/table-files.ts';
import { applyRules, pricedItemOf, productFitsJoin, readRuleSet } from './rules.ts';

type Filter = { brandId?: number; modelId?: number; categoryId?: number };
type Row = Omit<PriceListRow, 'discountPercent' | 'netUnitPriceCents' | 'availability'> & {
  productId: number;
  categoryId: number;
  seriesIds: number[] | null;
  brandIds: number[] | null;
  available: number;
  threshold: number | null;
  total: number;
};

/** What the dealer can order: an active product's variant selling from a stock not deleted; the filters. */
function conditions(f: Filter): SQL[] {
  const where = [sql`p.active`, sql`s.deleted_at is null`];
  if (f.categoryId !== undefined) where.push(sql`p.category_id = ${f.categoryId}`);
  if (f.modelId !== undefined) {
    where.push(sql`exists(select 1 from product_models pm where pm.product_id = p.id and pm.model_id = ${f.modelId})`);
  }
  if (f.brandId !== undefined) where.push(sql`${f.brandId} = any(fits."brandIds")`);
  return where;
}

/** The rows in name order, each priced by the dealer's rules: one statement for the rows, one for the rules. */
async function readRows(db: Db, userId: number, f: Filter, limit: number, offset: number) {
  const [rules, rows] = await Promise.all([
    readRuleSet(db, userId),
    query<Row>(
      db,
      sql`select pv.id as "productVariantId", s.stock_code as "stockCode", p.name as "productName",
            v.name as "variantName", c.name as "categoryName", s.price_cents as "unitPriceCents",
            s.quantity as available, p.id as "productId", p.category_id as "categoryId",
            fits."seriesIds", fits."brandIds",
            (select low_stock_threshold::int from settings where id = 1) as threshold,
            count(*) over ()::int as total
          from product_variants pv
          join products p on p.id = pv.product_id
          join variants v on v.id = pv.variant_id
          join categories c on c.id = p.category_id
          join stocks s on s.id = pv.stock_id
          ${productFitsJoin}
          ${whereAll(conditions(f))}
          order by p.name_sort, v.name_sort, pv.id
          limit ${limit} offset ${offset}`,
    ),
  ]);
  const items: PriceListRow[] = rows.map((r) => {
    const { rule, netUnitPriceCents } = applyRules(rules, pricedItemOf(r), r.unitPriceCents);
    return {
      productVariantId: r.productVariantId,
      stockCode: r.stockCode,
      productName: r.productName,
      variantName: r.variantName,
      categoryName: r.categoryName,
      unitPriceCents: r.unitPriceCents,
      discountPercent: rule.discountBasisPoints / 100,
      netUnitPriceCents,
      availability: availabilityWord(r.available, r.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    };
  });
  return { items, total: rows[0]?.total ?? 0 };
}

export const myPriceList = (db: Db, userId: number, q: PriceListQuery) =>
  readRows(db, userId, q, q.pageSize, (q.page - 1) * q.pageSize);

const money = (header: string): TableColumn => ({ header, decimals: 2, width: 14 });
const columns: TableColumn[] = [
  { header: 'Stok Kodu', width: 24 },
  { header: 'Ürün', width: 40 },
  { header: 'Varyant', width: 16 },
  { header: 'Kategori', width: 18 },
  money('Liste Fiyatı (USD)'),
  { header: 'İskonto (%)', decimals: 2, width: 11 },
  money('Net Fiyat (USD)'),
  { header: 'Durum', width: 14 },
];

/** "Fiyat listem" as a file for Turkish Excel: CSV (BOM, `;`, decimal commas) or .xlsx, KDV hariç. */
export async function exportMyPriceList(
  db: Db,
  userId: number,
  q: PriceListExportQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { items } = await readRows(db, userId, q, EXPORT_MAX_ROWS, 0);
  const rows = items.map((r) => [
    r.stockCode,
    r.productName,
    r.variantName,
    r.categoryName,
    r.unitPriceCents / 100,
    r.discountPercent,
    r.netUnitPriceCents / 100,
    r.availability,
  ]);
  return sendTable(reply, q.format, 'fiyat-listem', { sheet: 'Fiyat Listem', columns, rows });
}
